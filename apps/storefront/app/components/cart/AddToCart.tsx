import '../../styles/cart.css';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useActionData, useFetcher, useLocation } from 'react-router';
import { useT } from '../../i18n/messages.ts';
import { useAnalyticsEvent } from '../../lib/analytics.ts';
import type { CartActionResult } from '../../lib/cart.server.ts';
import { Icon } from '../ui/Icon.tsx';
import { DialogButton } from '../ui/DialogButton.tsx';
import { AddedSummary, type AddedProduct } from './AddedSummary.tsx';

// The modal's code (react-aria's overlay) is fetched when the first add is sent, not with the page (decision 0018).
const loadAddToCartModal = () => import('./AddToCartModal.tsx');
const AddToCartModal = lazy(() => loadAddToCartModal().then((module) => ({ default: module.AddToCartModal })));

export interface BuyableProduct {
  Id: number;
  Name: string;
  Img: string | null;
  IsOrderable: boolean;
  IsVirtual: boolean;
  MaxQuantity: number;
  PurchaseUnitFactor: number;
  Variants: {
    Id: number;
    Name: string;
    Img: string | null;
    ConnectionType: string;
    Size: string | null;
    IsOrderable: boolean;
    PriceInclTax: number;
  }[];
}

/** The product an answer is about: from the cart line when it is there, else from the page. */
function describe(result: CartActionResult, product: BuyableProduct, submitted: AddedProduct | null): AddedProduct {
  const id = result.productId ?? product.Id;
  const line = result.ok ? result.cart.CartLines.find((l) => l.ProductId === id) : undefined;
  const variant = product.Variants.find((v) => v.Id === id);
  return {
    id,
    name: line?.ProductTitle ?? variant?.Name ?? product.Name,
    image: line?.Product?.Img ?? variant?.Img ?? product.Img,
    quantity: submitted?.id === id ? submitted.quantity : (line?.Quantity ?? 1),
  };
}

/**
 * Add to cart on the product page (§2 add-to-cart and size-selection modals) and on a product tile.
 * A plain form: without JavaScript it posts to the page's action and the page
 * shows the result inline; with JavaScript a fetcher posts it and the
 * add-to-cart modal opens. A virtual product with sizes asks for the size first.
 * With `action` (a tile: the cart's action) the form posts there and names the page to come back to
 * after an anonymous visitor's login; `nameHint` tells screen readers which product the button adds. `formId` and
 * `fields` let other buttons of a tile use the same form (the order list: one form per tile, issue 19); the add button
 * comes first in the form, so Enter in the quantity field adds to the cart.
 */
export function AddToCart({
  product,
  quantityField,
  action,
  nameHint,
  className,
  formId,
  fields,
}: {
  product: BuyableProduct;
  quantityField: ReactNode;
  action?: string;
  nameHint?: string;
  className?: string;
  formId?: string;
  fields?: ReactNode;
}) {
  const t = useT();
  const location = useLocation();
  const fetcher = useFetcher<CartActionResult>({ key: `add-to-cart-${product.Id}` });
  const pageActionData = useActionData<CartActionResult>();
  // The page's own answer only when this form posts to the page (a tile posting to the cart never shows it).
  const actionData = action ? undefined : pageActionData;
  const [submitted, setSubmitted] = useState<AddedProduct | null>(null);
  const [dismissed, setDismissed] = useState<CartActionResult | undefined>(undefined);
  const result = fetcher.data;
  const open = fetcher.state === 'idle' && result !== undefined && result !== dismissed;
  const busy = fetcher.state !== 'idle';
  // §9 add_to_cart once the shop took it (with JavaScript).
  useAnalyticsEvent(
    result?.ok && fetcher.state === 'idle' ? `${result.productId}-${result.cart.ItemCount}-${result.cart.TotalInclTax}` : null,
    () => {
      if (!result?.ok) return null;
      const added = describe(result, product, submitted);
      const line = result.cart.CartLines.find((l) => l.ProductId === added.id);
      const price = line?.PriceInclTax ?? 0;
      return [
        'add_to_cart',
        {
          currency: 'EUR',
          value: price * added.quantity,
          items: [{ item_id: String(added.id), item_name: added.name, price, quantity: added.quantity }],
        },
      ];
    },
  );
  const sizes = product.Variants.filter((v) => v.ConnectionType === 'Size');
  const needsSize = product.IsVirtual && sizes.length > 0;

  const record = (form: HTMLFormElement) => {
    loadAddToCartModal().catch(() => undefined);
    const data = new FormData(form);
    const id = Number(data.get('productId'));
    const variant = product.Variants.find((v) => v.Id === id);
    setSubmitted({
      id,
      name: variant?.Name ?? product.Name,
      image: variant?.Img ?? product.Img,
      quantity: Math.max(1, Number(data.get('quantity')) || 1),
    });
  };

  return (
    <div className={['add-to-cart', className].filter(Boolean).join(' ')}>
      {needsSize ? (
        <SizeSelection product={product} sizes={sizes} busy={busy} fetcher={fetcher} onSubmit={record} />
      ) : (
        product.IsOrderable &&
        product.MaxQuantity >= Math.max(1, product.PurchaseUnitFactor) && (
          <fetcher.Form
            id={formId}
            method="post"
            action={action}
            className="add-to-cart__form"
            onSubmit={(event) => {
              // Busy: no second add. The button stays enabled (aria-disabled), so it keeps the focus for the modal to return to.
              if (busy) event.preventDefault();
              else record(event.currentTarget);
            }}
          >
            {fields ?? (
              <>
                <input type="hidden" name="productId" value={product.Id} />
                {action && <input type="hidden" name="returnTo" value={location.pathname + location.search} />}
              </>
            )}
            {quantityField}
            <button
              type="submit"
              name="intent"
              value="add"
              className="button button--primary button--large add-to-cart__button"
              aria-disabled={busy || undefined}
              aria-label={nameHint ? `${t('text.colon', { label: busy ? t('cart.adding') : t('cart.add') })} ${nameHint}` : undefined}
            >
              <Icon name="cart" size={20} />
              {busy ? t('cart.adding') : t('cart.add')}
            </button>
          </fetcher.Form>
        )
      )}
      {actionData && actionData.intent === 'add' && (
        <section className="added-inline" aria-labelledby="added-inline-title" role="status">
          <AddedSummary result={actionData} product={describe(actionData, product, null)} headingId="added-inline-title" />
          <p className="dialog__actions">
            <Link to="/cart" className="button button--primary">
              {t('cart.toCart')}
            </Link>
          </p>
        </section>
      )}
      {result && (
        <Suspense fallback={null}>
          <AddToCartModal
            result={result}
            product={describe(result, product, submitted)}
            isOpen={open}
            onOpenChange={(next) => {
              if (!next) setDismissed(result);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/** §2 product size selection modal: a radio group of the sizes (unavailable ones disabled), a quantity, and add. */
function SizeSelection({
  product,
  sizes,
  busy,
  fetcher,
  onSubmit,
}: {
  product: BuyableProduct;
  sizes: BuyableProduct['Variants'];
  busy: boolean;
  fetcher: ReturnType<typeof useFetcher<CartActionResult>>;
  onSubmit: (form: HTMLFormElement) => void;
}) {
  const t = useT();
  const first = sizes.find((s) => s.IsOrderable);
  return (
    <DialogButton
      className="button button--primary button--large add-to-cart__button"
      disabled={busy}
      dialog={{
        title: t('size.title'),
        testId: 'size-selection',
        children: (close) => (
          <fetcher.Form
            method="post"
            className="dialog__body size-selection"
            onSubmit={(event) => {
              onSubmit(event.currentTarget);
              close();
            }}
          >
            <input type="hidden" name="intent" value="add" />
            <p className="size-selection__product">{product.Name}</p>
            {first ? (
              <fieldset className="size-selection__sizes">
                <legend>{t('size.choose')}</legend>
                {sizes.map((size) => (
                  <label key={size.Id} className="size-selection__size">
                    <input
                      type="radio"
                      name="productId"
                      value={size.Id}
                      defaultChecked={size.Id === first.Id}
                      disabled={!size.IsOrderable}
                      required
                    />
                    <span>{size.IsOrderable ? (size.Size ?? size.Name) : t('size.unavailable', { size: size.Size ?? size.Name })}</span>
                  </label>
                ))}
              </fieldset>
            ) : (
              <p>{t('size.none')}</p>
            )}
            <label className="size-selection__quantity">
              {t('cart.quantity')}
              <input type="number" name="quantity" min={1} max={99999} defaultValue={1} required />
            </label>
            <div className="dialog__actions">
              <button type="button" className="button" onClick={close}>
                {t('size.cancel')}
              </button>
              <button type="submit" className="button button--primary" disabled={!first}>
                {t('size.confirm')}
              </button>
            </div>
          </fetcher.Form>
        ),
      }}
    >
      <Icon name="cart" size={20} />
      {busy ? t('cart.adding') : t('cart.add')}
    </DialogButton>
  );
}
