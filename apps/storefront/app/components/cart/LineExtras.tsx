import { useT } from '../../i18n/messages.ts';

/** Under a product in the checkout overview and on the thanks page: 'Gratis proefje' for a gift, and the line's note. */
export function LineExtras({ gift, notes }: { gift: boolean; notes: string }) {
  const t = useT();
  if (!gift && !notes) return null;
  return (
    <>
      {gift && (
        <>
          <br />
          <span className="cart-line__badge" data-testid="gift-badge">
            {t('gifts.badge')}
          </span>
        </>
      )}
      {notes && (
        <>
          <br />
          <small className="cart-line__note-text" data-testid="line-note">
            <span className="cart-line__note-label">{t('notes.note')}:</span> {notes}
          </small>
        </>
      )}
    </>
  );
}
