import { amountToCents, formatPrice, translateMessage, type MessageId } from '@toonbank/domain';
import { Form } from 'react-router';
import { useLocale, useT } from '../../i18n/messages.ts';
import type { CartData } from '../../lib/cart.server.ts';

/** What the forms need of the cart page's last answer (a cart action or a gift, note or share answer). */
type PromotionAnswer = { ok: true; intent: string } | { ok: false; intent: string; error: string };

/** The intents these forms post to the cart page's action (without JavaScript too). */
export const PROMOTION_INTENTS = ['code-apply', 'code-remove', 'points'] as const;

const isPromotionIntent = (intent: string | undefined) => (PROMOTION_INTENTS as readonly string[]).includes(intent ?? '');

/** The code field ('Kortingscode of cadeaubon'), the applied codes with a remove button, and points for loyalty customers. */
export function PromotionForms({ cart, answer, busy }: { cart: CartData; answer: PromotionAnswer | undefined; busy: boolean }) {
  const t = useT();
  const locale = useLocale();
  const error = answer && !answer.ok && isPromotionIntent(answer.intent) ? answer : null;
  const done = answer?.ok && isPromotionIntent(answer.intent) ? answer.intent : null;
  const codeError = error?.intent === 'code-apply' || error?.intent === 'code-remove' ? error.error : null;
  const pointsError = error?.intent === 'points' ? error.error : null;
  const codes = cart.PromotionLines.filter((line) => line.Kind !== 'Points');
  const loyalty = cart.Loyalty;
  const value = formatPrice(amountToCents(loyalty.PointValue * 100));
  return (
    <section className="promo" aria-labelledby="promo-title">
      <h3 id="promo-title">{t('promo.title')}</h3>
      <p className="visually-hidden" role="status">
        {done === 'code-apply'
          ? t('promo.added')
          : done === 'code-remove'
            ? t('promo.removed')
            : done === 'points'
              ? t('promo.pointsSet')
              : ''}
      </p>
      {/* A new code in the cart empties the field (the key); a refused one stays to be corrected. */}
      <Form method="post" preventScrollReset className="promo__form" key={codes.map((line) => `${line.Kind}-${line.Id}`).join()}>
        <input type="hidden" name="intent" value="code-apply" />
        <label htmlFor="promo-code">{t('promo.code')}</label>
        <input
          id="promo-code"
          name="code"
          className="form__input"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={200}
          aria-invalid={codeError ? true : undefined}
          aria-describedby={codeError ? 'promo-code-hint promo-code-error' : 'promo-code-hint'}
        />
        <button type="submit" className="button button--secondary" disabled={busy}>
          {t('promo.apply')}
        </button>
        <p id="promo-code-hint" className="promo__hint">
          {t('promo.codeHint')}
        </p>
        {codeError && (
          <p id="promo-code-error" className="promo__error alert alert--error" role="alert">
            {codeError}
          </p>
        )}
      </Form>
      {codes.length > 0 && (
        <>
          <h4 className="visually-hidden">{t('promo.applied')}</h4>
          <ul className="promo__codes" data-testid="applied-codes">
            {codes.map((line) => (
              <li key={`${line.Kind}-${line.Id}`}>
                <span>
                  <strong>{line.Code}</strong> {line.Description}
                </span>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="code-remove" />
                  <input type="hidden" name={line.Kind === 'Coupon' ? 'couponId' : 'voucherId'} value={line.Id} />
                  <button
                    type="submit"
                    className="button button--secondary-outline"
                    aria-label={t('promo.removeName', { code: line.Code })}
                    disabled={busy}
                  >
                    {t('promo.remove')}
                  </button>
                </Form>
                {!line.Applies && (
                  <p className="promo__reason alert alert--warning" role="note">
                    {t('text.colon', { label: t('promo.notApplied') })}{' '}
                    {translateMessage(locale, (line.Reason ?? 'promotionInvalid') as MessageId)}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {loyalty.IsLoyaltyCustomer && (
        <div data-testid="points">
          <h3>{t('promo.points')}</h3>
          <p>{t('promo.pointsBalance', { points: loyalty.Balance })}</p>
          {loyalty.Maximum >= loyalty.Minimum ? (
            <Form method="post" preventScrollReset className="promo__form">
              <input type="hidden" name="intent" value="points" />
              <label htmlFor="promo-points">{t('promo.pointsField')}</label>
              <input
                id="promo-points"
                name="points"
                type="number"
                inputMode="numeric"
                className="form__input"
                min={0}
                max={loyalty.Maximum}
                step={1}
                defaultValue={cart.PointsChosen || ''}
                key={cart.PointsChosen}
                aria-invalid={pointsError ? true : undefined}
                aria-describedby={pointsError ? 'promo-points-hint promo-points-error' : 'promo-points-hint'}
              />
              <button type="submit" className="button button--secondary" disabled={busy}>
                {t('promo.pointsRedeem')}
              </button>
              <p id="promo-points-hint" className="promo__hint">
                {t('promo.pointsRange', { minimum: loyalty.Minimum, maximum: loyalty.Maximum, value })}
              </p>
              {pointsError && (
                <p id="promo-points-error" className="promo__error alert alert--error" role="alert">
                  {pointsError}
                </p>
              )}
            </Form>
          ) : (
            <p>{t('promo.pointsTooFew', { minimum: loyalty.Minimum })}</p>
          )}
          {cart.PointsChosen > 0 && (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="points" />
              <input type="hidden" name="points" value="0" />
              <button type="submit" className="button button--secondary-outline" disabled={busy}>
                {t('promo.pointsClear')}
              </button>
            </Form>
          )}
        </div>
      )}
    </section>
  );
}
