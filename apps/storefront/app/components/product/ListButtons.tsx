import '../../styles/lists.css';
import { useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import { useT } from '../../i18n/messages.ts';
import type { ListActionResult } from '../../lib/lists.server.ts';
import type { ShellData } from '../layout/types.ts';
import { Icon } from '../ui/Icon.tsx';

/** The page the button is on, to come back to after an anonymous visitor's login. */
function useReturnTo(): string {
  const location = useLocation();
  return location.pathname + location.search;
}

/**
 * The heart (§2 wishlist): pressed when the product is on one of the customer's lists (the shell's
 * `wishlisted`, from wishlists-check). Pressing puts it on the default list or takes it off every list; an
 * anonymous visitor goes to the login page and comes back. The press shows at once and is kept when the shop
 * refuses it (the message says why).
 */
export function WishlistHeart({ productId, name, className }: { productId: number; name: string; className?: string }) {
  const t = useT();
  const shell = useRouteLoaderData<ShellData>('root');
  const fetcher = useFetcher<ListActionResult>({ key: `heart-${productId}` });
  const returnTo = useReturnTo();
  const saved = shell?.wishlisted?.includes(productId) ?? false;
  const pending = fetcher.formData?.get('on');
  const pressed = pending !== undefined && pending !== null ? pending === '1' : saved;
  const failed = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <fetcher.Form method="post" action="/wishlist" className={['heart', className].filter(Boolean).join(' ')}>
      <input type="hidden" name="intent" value="heart" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="productName" value={name} />
      <input type="hidden" name="on" value={pressed ? '0' : '1'} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className="heart__button" aria-pressed={pressed} aria-label={t('lists.heartLabel', { name })}>
        <Icon name={pressed ? 'heartFilled' : 'heart'} size={22} />
      </button>
      <span className="visually-hidden" role="status">
        {fetcher.state === 'idle' && fetcher.data?.ok ? fetcher.data.message : ''}
      </span>
      {failed && (
        <span className="heart__error" role="alert">
          {failed}
        </span>
      )}
    </fetcher.Form>
  );
}

/** 'Op bestellijst' (§4: a product already on the order list gets the quantity added); anonymous visitors log in first. */
export function OrderListButton({ productId, name, className }: { productId: number; name: string; className?: string }) {
  const t = useT();
  const fetcher = useFetcher<ListActionResult>({ key: `order-list-${productId}` });
  const returnTo = useReturnTo();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  return (
    <fetcher.Form method="post" action="/order-list" className={['order-list-add', className].filter(Boolean).join(' ')}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="productName" value={name} />
      <input type="hidden" name="quantity" value="1" />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button
        type="submit"
        className="order-list-add__button"
        disabled={fetcher.state !== 'idle'}
        aria-label={t('lists.orderListLabel', { name })}
      >
        <Icon name="list" size={18} />
        <span>{t('lists.toOrderList')}</span>
      </button>
      <span className={result && !result.ok ? 'order-list-add__error' : 'order-list-add__done'} role="status">
        {result?.message ?? ''}
      </span>
    </fetcher.Form>
  );
}
