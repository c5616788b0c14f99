import { useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { LOCALE_TAGS, useLocale, useT } from '../../i18n/messages.ts';
import type { CartExtraResult } from '../../lib/cart-extras.server.ts';

/**
 * 'Deel winkelwagen' (§7 cart/share): makes a link to a snapshot of the cart's lines, shown in a field to copy. Works
 * without JavaScript (the form posts to the cart page, which shows the link); with it, a copy button.
 */
export function ShareCart({ answer }: { answer?: CartExtraResult | undefined }) {
  const t = useT();
  const locale = useLocale();
  const fetcher = useFetcher<CartExtraResult>({ key: 'share-cart' });
  const [copied, setCopied] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const result = fetcher.data ?? answer;
  const share = result?.ok ? result.share : null;
  const error = result && !result.ok ? result.error : null;
  const copy = async () => {
    if (!share) return;
    try {
      await navigator.clipboard.writeText(share.url);
    } catch {
      field.current?.select();
    }
    setCopied(true);
  };
  return (
    <section className="share-cart" aria-labelledby="share-cart-title">
      <h3 id="share-cart-title" className="visually-hidden">
        {t('share.title')}
      </h3>
      <fetcher.Form method="post" action="/cart" preventScrollReset onSubmit={() => setCopied(false)}>
        <input type="hidden" name="intent" value="share" />
        <button type="submit" className="button button--secondary-outline share-cart__button" disabled={fetcher.state !== 'idle'}>
          {t('share.button')}
        </button>
      </fetcher.Form>
      {error && (
        <p className="alert alert--error" role="alert">
          {error.startsWith('cart.') ? t('cart.error') : error}
        </p>
      )}
      {share && (
        <div className="share-cart__result" data-testid="share-result">
          <p>{t('share.intro')}</p>
          <label htmlFor="share-link">{t('share.link')}</label>
          <div className="share-cart__copy">
            <input id="share-link" ref={field} type="text" readOnly value={share.url} onFocus={(event) => event.currentTarget.select()} />
            <button type="button" className="button button--secondary" onClick={() => void copy()}>
              {t('share.copy')}
            </button>
          </div>
          <p className="cart-line__hint">
            {t('share.expires', { date: new Date(share.expiresAt).toLocaleDateString(LOCALE_TAGS[locale], { dateStyle: 'long' }) })}
          </p>
        </div>
      )}
      <p className="visually-hidden" role="status">
        {copied ? t('share.copied') : ''}
      </p>
    </section>
  );
}
