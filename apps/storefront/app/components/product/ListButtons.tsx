import '../../styles/lists.css';
import { useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import { useT } from '../../i18n/messages.ts';
import type { ListActionResult, WishlistCheck } from '../../lib/lists.server.ts';
import type { ShellData } from '../layout/types.ts';
import { Icon } from '../ui/Icon.tsx';
import { HEART_OFF, HEART_ON, ORDER_LIST_ADD_ONE } from '../../lib/list-intents.ts';

/** The page the button is on, to come back to after an anonymous visitor's login. */
function useReturnTo(): string {
  const location = useLocation();
  return location.pathname + location.search;
}

/**
 * The heart (§2 wishlist): pressed when the product is on one of the customer's lists (the shell's
 * `wishlisted`, from wishlists-check). Pressing puts it on the default list or takes it off every list; an
 * anonymous visitor goes to the login page and comes back. The press shows at once and is kept when the shop
 * refuses it (the message says why). The button itself says which (`intent` heart-on or heart-off); what names the
 * product and the page to come back to is in the form's address (`heartAction`), not in hidden inputs: the heart is on
 * every tile, and a form of its own with three hidden inputs was four of a tile's ~43 elements (issue 19). It keeps a
 * form of its own rather than joining the quick add's: a submit button before the add button in the page's order would
 * become that form's default button, and Enter in the quantity field would press the heart (decision 0026).
 */
export function WishlistHeart({ productId, name, className }: { productId: number; name: string; className?: string }) {
  const t = useT();
  const shell = useRouteLoaderData<ShellData>('root');
  const fetcher = useFetcher<ListActionResult>({ key: `heart-${productId}` });
  const returnTo = useReturnTo();
  const saved = shell?.wishlisted?.includes(productId) ?? false;
  const pending = fetcher.formData?.get('intent');
  const pressed = typeof pending === 'string' ? pending === HEART_ON : saved;
  const failed = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <fetcher.Form method="post" action={heartAddress(productId, name, returnTo)} className={['heart', className].filter(Boolean).join(' ')}>
      <button
        type="submit"
        name="intent"
        value={pressed ? HEART_OFF : HEART_ON}
        className="heart__button"
        aria-pressed={pressed}
        aria-label={t('lists.heartLabel', { name })}
      >
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

/**
 * The heart's form's address: the wishlist's action with the product, its name (for the answer) and the page, read
 * back with URLSearchParams (`heartAction`). encodeURIComponent rather than a URLSearchParams per tile: a lister makes
 * 48 of these, and the native encoding costs a fraction of building and serialising the object; a space as `+`, as
 * URLSearchParams writes it (one byte, not three, in every tile's markup).
 */
export function heartAddress(productId: number, name: string, returnTo: string): string {
  return `/wishlist?productId=${productId}&productName=${encodeURIComponent(name).replaceAll('%20', '+')}&returnTo=${encodeURIComponent(returnTo)}`;
}

/** What a list button's form sends besides the button's own `intent`: the product, its name (for the answer) and the page. */
export function ProductFields({ productId, name, returnTo }: { productId: number; name: string; returnTo: string }) {
  return (
    <>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="productName" value={name} />
      <input type="hidden" name="returnTo" value={returnTo} />
    </>
  );
}

/**
 * 'Op bestellijst' (§4: a product already on the order list gets one more; the button's `intent` add-one); anonymous
 * visitors log in first. With `form` (a tile with a quick add) the button belongs to that form, which already names the
 * product and the page (`ProductFields`), and posts it to the order list: one form per tile for both buttons. Without
 * JavaScript the browser sends that form to `/order-list`; with it, this button's own fetcher does.
 */
export function OrderListButton({
  productId,
  name,
  className,
  form,
}: {
  productId: number;
  name: string;
  className?: string;
  form?: string;
}) {
  const t = useT();
  const fetcher = useFetcher<ListActionResult>({ key: `order-list-${productId}` });
  const returnTo = useReturnTo();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const button = (
    <button
      type="submit"
      name="intent"
      value={ORDER_LIST_ADD_ONE}
      form={form}
      formAction={form ? '/order-list' : undefined}
      className="order-list-add__button"
      disabled={fetcher.state !== 'idle'}
      aria-label={t('lists.orderListLabel', { name })}
      onClick={
        form
          ? (event) => {
              // The shared form belongs to the add to cart's fetcher: this button sends it through its own.
              event.preventDefault();
              void fetcher.submit(event.currentTarget);
            }
          : undefined
      }
    >
      <Icon name="list" size={18} />
      <span>{t('lists.toOrderList')}</span>
    </button>
  );
  const status = (
    <span className={result && !result.ok ? 'order-list-add__error' : 'order-list-add__done'} role="status">
      {result?.message ?? ''}
    </span>
  );
  const classes = ['order-list-add', className].filter(Boolean).join(' ');
  if (form) {
    return (
      <div className={classes}>
        {button}
        {status}
      </div>
    );
  }
  return (
    <fetcher.Form method="post" action="/order-list" className={classes}>
      <ProductFields productId={productId} name={name} returnTo={returnTo} />
      {button}
      {status}
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
        <p className="wishlist-choice__on">{t('lists.onLists', { lists: holding.map((list) => list.ShownName).join(', ') })}</p>
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
                  {list.ShownName}
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
