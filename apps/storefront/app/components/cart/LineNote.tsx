import { MAX_LINE_NOTE_LENGTH } from '@toonbank/domain';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../i18n/messages.ts';
import type { CartExtraResult } from '../../lib/cart-extras.server.ts';
import type { CartLineData } from '../../lib/cart.server.ts';

/**
 * A short note on a cart line (§7 cart/lines/notes), kept on the order line: a disclosure (works without JavaScript)
 * with a text field of at most MAX_LINE_NOTE_LENGTH characters. The saved note shows under the product.
 */
export function LineNote({ line }: { line: CartLineData }) {
  const t = useT();
  const fetcher = useFetcher<CartExtraResult>({ key: `note-${line.Id}` });
  const details = useRef<HTMLDetailsElement>(null);
  const fieldId = `note-${line.Id}`;
  const saved = fetcher.state === 'idle' && fetcher.data?.ok === true;
  const error = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  useEffect(() => {
    if (saved && details.current) details.current.open = false;
  }, [saved]);
  return (
    <div className="cart-line__note">
      {line.Notes && (
        <p className="cart-line__note-text" data-testid="line-note">
          <span className="cart-line__note-label">{t('notes.note')}:</span> {line.Notes}
        </p>
      )}
      <details ref={details}>
        <summary>{line.Notes ? t('notes.edit') : t('notes.add')}</summary>
        <fetcher.Form method="post" action="/cart" preventScrollReset className="cart-line__note-form">
          <input type="hidden" name="intent" value="notes" />
          <input type="hidden" name="lineId" value={line.Id} />
          <label htmlFor={fieldId}>{t('notes.label', { name: line.ProductTitle })}</label>
          <textarea
            id={fieldId}
            name="notes"
            rows={2}
            maxLength={MAX_LINE_NOTE_LENGTH}
            defaultValue={line.Notes}
            aria-describedby={`${fieldId}-hint`}
            aria-invalid={error ? true : undefined}
          />
          <span id={`${fieldId}-hint`} className="cart-line__hint">
            {t('notes.hint', { max: MAX_LINE_NOTE_LENGTH })}
          </span>
          {error && (
            <p className="alert alert--error" role="alert">
              {error.startsWith('cart.') ? t('cart.error') : error}
            </p>
          )}
          <button type="submit" className="button button--secondary" disabled={fetcher.state !== 'idle'}>
            {t('notes.save')}
          </button>
        </fetcher.Form>
      </details>
      <p className="visually-hidden" role="status">
        {saved ? t('notes.saved') : ''}
      </p>
    </div>
  );
}
