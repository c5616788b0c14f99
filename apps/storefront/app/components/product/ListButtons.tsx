import '../../styles/lists.css';
import { useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import { useT } from '../../i18n/messages.ts';
import type { ListActionResult, WishlistCheck } from '../../lib/lists.server.ts';
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

/**
 * The product page's choice of list, for a customer with more than one wishlist: which lists hold the product, and
 * putting it on another one (the heart always uses the default list).
 */
export function WishlistChoice({ productId, name, check }: { productId: number; name: string; check: WishlistCheck }) {
  const t = useT();
  const fetcher = useFetcher<ListActionResult>({ key: `wishlist-choice-${productId}` });
  const returnTo = useReturnTo();
  if (check.Lists.length < 2) return null;
  const holding = check.Lists.filter((list) => list.HasProduct);
  const others = check.Lists.filter((list) => !list.HasProduct);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  return (
    <div className="wishlist-choice">
      {holding.length > 0 && (
        <p className="wishlist-choice__on">{t('lists.onLists', { lists: holding.map((list) => list.ListName).join(', ') })}</p>
      )}
      {others.length > 0 && (
        <fetcher.Form method="post" action="/wishlist" className="inline-form">
          <input type="hidden" name="intent" value="add-to-list" />
          <input type="hidden" name="productId" value={productId} />
          <input type="hidden" name="productName" value={name} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <div>
            <label htmlFor={`wishlist-choice-${productId}`}>{t('lists.chooseList')}</label>
            <select id={`wishlist-choice-${productId}`} name="wishlistId" defaultValue={others[0]!.Id}>
              {others.map((list) => (
                <option key={list.Id} value={list.Id}>
                  {list.ListName}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--secondary-outline" disabled={fetcher.state !== 'idle'}>
            {t('lists.putOnList')}
          </button>
        </fetcher.Form>
      )}
      <span className={result && !result.ok ? 'order-list-add__error' : 'order-list-add__done'} role="status">
        {result?.message ?? ''}
      </span>
    </div>
  );
}
