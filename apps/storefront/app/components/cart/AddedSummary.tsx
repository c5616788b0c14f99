/** What an add to the cart did, shown in the add-to-cart modal and, without JavaScript, on the page. */
import { useT } from '../../i18n/messages.ts';
import type { CartActionResult } from '../../lib/cart.server.ts';
import { Price } from '../product/Price.tsx';
import { CartWarnings } from './CartWarnings.tsx';

export interface AddedProduct {
  id: number;
  name: string;
  image: string | null;
  quantity: number;
}

/** Whether an add really put the product in the cart (a warning other than 'lowered' means it did not). */
export function wasAdded(result: CartActionResult, productId: number): boolean {
  if (!result.ok) return false;
  const blocked = result.cart.Warnings.some((w) => w.ProductId === productId && w.Code !== 'OVER_STOCK');
  return !blocked && result.cart.CartLines.some((line) => line.ProductId === productId);
}

/** The confirmation after an add: image, name, quantity, price, warnings, and the two ways on. */
export function AddedSummary({ result, product, headingId }: { result: CartActionResult; product: AddedProduct; headingId: string }) {
  const t = useT();
  const added = wasAdded(result, product.id);
  const line = result.ok ? result.cart.CartLines.find((l) => l.ProductId === product.id) : undefined;
  const lowered = result.ok ? result.cart.Warnings.find((w) => w.ProductId === product.id && w.Code === 'OVER_STOCK') : undefined;
  const quantity = lowered ? lowered.Quantity : product.quantity;
  return (
    <>
      <h2 id={headingId} className="dialog__title">
        {added ? t('cart.added') : t('cart.notAdded')}
      </h2>
      <div className="added-to-cart">
        {product.image ? (
          <img src={product.image} alt="" width="96" height="96" className="added-to-cart__image" />
        ) : (
          <span className="added-to-cart__image product-tile__placeholder" aria-hidden="true" />
        )}
        <div>
          <p className="added-to-cart__name">{product.name}</p>
          {added && (
            <p>
              {t('text.colon', { label: t('cart.quantity') })} <strong data-testid="added-quantity">{quantity}</strong>
            </p>
          )}
          {added && line && (
            <p>
              {t('text.colon', { label: t('cart.price') })} <Price amounts={{ incl: line.PriceInclTax, excl: line.PriceExclTax }} />
            </p>
          )}
        </div>
      </div>
      {result.ok ? (
        <CartWarnings warnings={result.cart.Warnings.filter((w) => w.ProductId === product.id)} />
      ) : (
        <p className="alert alert--error" role="alert">
          {result.error.startsWith('cart.') ? t('cart.error') : result.error}
        </p>
      )}
    </>
  );
}
