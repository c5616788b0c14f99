import '../../styles/cart.css';
import { amountToCents, formatPrice, giftsLast, linesInDisplayOrder, MAX_LINE_QUANTITY } from '@toonbank/domain';
import { Fragment, useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, isRouteErrorResponse, Link, redirect, useFetcher, useNavigation, useRevalidator, useSearchParams } from 'react-router';
import { CartWarnings } from '../../components/cart/CartWarnings.tsx';
import { PROMOTION_INTENTS, PromotionForms } from '../../components/cart/PromotionForms.tsx';
import { DiscountRows, PaymentRows } from '../../components/cart/PromotionRows.tsx';
import { GiftLine } from '../../components/cart/GiftLine.tsx';
import { GiftSelector } from '../../components/cart/GiftSelector.tsx';
import { LineNote } from '../../components/cart/LineNote.tsx';
import { ShareCart } from '../../components/cart/ShareCart.tsx';
import { ShippingNote, ShippingRow, TotalLabel } from '../../components/cart/ShippingRow.tsx';
import { Price } from '../../components/product/Price.tsx';
import { ProductImage } from '../../components/product/ProductImage.tsx';
import { QuantityStepper } from '../../components/ui/QuantityStepper.tsx';
import { translator, useLocale, useT } from '../../i18n/messages.ts';
import { cartItems, pushEvent, useAnalyticsEvent } from '../../lib/analytics.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { dutchFragment } from '../../lib/content.ts';
import {
  batchForm,
  CART_BATCH_DELAY_MS,
  displayedCart,
  fromBatch,
  mergeChange,
  readBatch,
  type PendingChange,
  type PendingChanges,
} from '../../lib/cart-batch.ts';
import { cartFormAction, fetchCart, type CartActionResult, type CartData, type CartLineData } from '../../lib/cart.server.ts';
import { cartExtraAction, fetchGiftOffer, isCartExtraIntent, type CartExtraResult } from '../../lib/cart-extras.server.ts';
import { requireUser } from '../../lib/guards.server.ts';
import { getRequestContext } from '../../lib/request-context.server.ts';
import { throwIfUnauthorized } from '../../lib/unauthorized.server.ts';
import type { Route } from './+types/cart';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('cart.title') }) }, { name: 'robots', content: 'noindex' }];
}

export const handle: ShellHandle = {
  breadcrumb: ({ t }) => ({ label: t('cart.title'), to: '/cart' }),
};

/** §6: the cart is for logged-in customers; anonymous visitors log in first and come back. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, user } = requireUser(request, context);
  // A representative acting for nobody has no cart: choose a customer first (§6).
  if (user.role === 'impersonation' && user.impersonatedCustomerId === null) throw redirect('/impersonation');
  try {
    // The gift offer after the cart: reading the cart may remove gifts that no longer qualify (§4). Without it the cart still shows.
    const cart = await fetchCart(api);
    const gifts = await fetchGiftOffer(api).catch(() => null);
    return { cart, gifts };
  } catch (error) {
    throwIfUnauthorized(error, request);
    throw error;
  }
}

/** Quantity change, remove and empty (forms that work without JavaScript), and the batch the page sends with JavaScript. */
export async function action({ request, context }: Route.ActionArgs): Promise<CartActionResult | CartExtraResult> {
  // Gifts, line notes and sharing (§4, §7) for a logged-in customer; everything else (and anonymous visitors) as before.
  const form = await request.clone().formData();
  const intent = String(form.get('intent') ?? '');
  const { user } = getRequestContext(request, context);
  if (user && isCartExtraIntent(intent)) return cartExtraAction(request, context, form, intent);
  return cartFormAction(request, context);
}

/**
 * A batch the shop did not answer at all (the connection failed) is a failed batch, not an error page: the page
 * resets its displayed copy (§4). Everything else goes as the server action answers it.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = String((await request.clone().formData()).get('intent') ?? '');
  try {
    return await serverAction();
  } catch (error) {
    if (intent !== 'batch' || error instanceof Response || isRouteErrorResponse(error)) throw error;
    return { ok: false, intent, productId: null, error: 'cart.error' } satisfies CartActionResult;
  }
}

/** After an order upload (issue 17): how many lines went into the cart and how many were left out. */
function UploadSummary() {
  const t = useT();
  const [params] = useSearchParams();
  const count = (name: string) => {
    const value = Number.parseInt(params.get(name) ?? '', 10);
    return Number.isInteger(value) && value >= 0 ? value : null;
  };
  const lines = count('toegevoegd');
  if (lines === null) return null;
  const skipped = count('overgeslagen') ?? 0;
  return (
    <div className="alert alert--success" role="status" data-testid="upload-cart-summary">
      <p>
        {t('upload.cartSummary', { lines, pieces: count('stuks') ?? 0 })}
        {skipped > 0 && <> {t('upload.cartSkipped', { skipped })}</>}
      </p>
      <p>
        <Link to="/bestelling-uploaden">{t('upload.toUpload')}</Link>
      </p>
    </div>
  );
}

function price(amount: number): string {
  return formatPrice(amountToCents(amount));
}

/** A whole quantity the cart can take, or null (an empty or half-typed field). */
function readQuantity(value: string): number | null {
  const quantity = value.trim() === '' ? NaN : Number(value);
  return Number.isInteger(quantity) && quantity >= 0 && quantity <= MAX_LINE_QUANTITY ? quantity : null;
}

function CartLineRow({ line, busy, onChange }: { line: CartLineData; busy: boolean; onChange: (change: PendingChange) => void }) {
  const t = useT();
  const locale = useLocale();
  const factor = Math.max(1, line.PurchaseUnitFactor);
  const quantityId = `quantity-${line.Id}`;
  const input = useRef<HTMLInputElement>(null);
  // The field shows what the customer typed; when the cart says otherwise (the server lowered it, a reset), it follows.
  useEffect(() => {
    if (input.current && readQuantity(input.current.value) !== line.Quantity) input.current.value = String(line.Quantity);
  }, [line.Quantity]);
  const changeQuantity = (value: string) => {
    const quantity = readQuantity(value);
    if (quantity !== null && quantity !== line.Quantity) onChange({ productId: line.ProductId, quantity, remove: false });
  };
  // With JavaScript the forms only record the change; the page sends it with the others (§4).
  const updateSubmitted = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (input.current) changeQuantity(input.current.value);
  };
  const removeSubmitted = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ productId: line.ProductId, quantity: 0, remove: true });
  };
  return (
    <li className={`cart-line${line.IsValid ? '' : ' cart-line--invalid'}`} data-testid="cart-line" data-product-id={line.ProductId}>
      <div className="cart-line__image">
        {line.Product?.Img ? (
          <ProductImage url={line.Product.Img} alt="" sizes="96px" />
        ) : (
          <span className="product-tile__placeholder" aria-hidden="true" />
        )}
      </div>
      <div className="cart-line__info">
        <h2 className="cart-line__name" lang={dutchFragment({ Language: line.Product?.Language ?? 'nl' }, locale)}>
          {line.ProductUrl ? <Link to={line.ProductUrl}>{line.ProductTitle}</Link> : line.ProductTitle}
        </h2>
        <p className="cart-line__price">
          {t('text.colon', { label: t('cart.price') })} <Price amounts={{ incl: line.PriceInclTax, excl: line.PriceExclTax }} />
          {line.OldPriceInclTax !== null && line.OldPriceExclTax !== null && (
            <>
              {' '}
              <span className="cart-line__old">
                {line.TierQuantity === null && <>{t('cart.oldPrice')} </>}
                <Price amounts={{ incl: line.OldPriceInclTax, excl: line.OldPriceExclTax }} old />
              </span>
            </>
          )}
        </p>
        {line.TierQuantity !== null && <p className="cart-line__tier">{t('cart.tierApplied', { quantity: line.TierQuantity })}</p>}
        {line.PriceChanged && (
          <div className="cart-line__notice" role="note">
            <p>
              {line.ConfirmedPriceInclTax !== null && line.ConfirmedPriceExclTax !== null && (
                <>
                  {t('cart.oldPrice')} <Price amounts={{ incl: line.ConfirmedPriceInclTax, excl: line.ConfirmedPriceExclTax }} old /> —{' '}
                </>
              )}
              {t('cart.priceChanged')}
            </p>
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="accept-price" />
              <input type="hidden" name="lineId" value={line.Id} />
              <button
                type="submit"
                className="button button--secondary-outline"
                aria-label={t('cart.acceptPriceFor', { name: line.ProductTitle })}
                disabled={busy}
              >
                {t('cart.acceptPrice')}
              </button>
            </Form>
          </div>
        )}
        {!line.IsValid && (
          <p className="alert alert--warning" role="note">
            {t('cart.invalidLine')}
          </p>
        )}
        <LineNote line={line} />
      </div>
      <div className="cart-line__actions">
        <Form method="post" preventScrollReset className="cart-line__quantity" onSubmit={updateSubmitted}>
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="productId" value={line.ProductId} />
          <label htmlFor={quantityId} className="visually-hidden">
            {t('cart.quantityFor', { name: line.ProductTitle })}
          </label>
          <QuantityStepper inputId={quantityId} step={factor}>
            <input
              id={quantityId}
              name="quantity"
              type="number"
              min={0}
              step={factor}
              max={Math.max(line.MaxOrderableQuantity, line.Quantity)}
              defaultValue={line.Quantity}
              ref={input}
              onChange={(event) => changeQuantity(event.currentTarget.value)}
              aria-describedby={`${quantityId}-hint`}
            />
          </QuantityStepper>
          <button type="submit" className="button" disabled={busy}>
            {t('cart.update')}
          </button>
          <span id={`${quantityId}-hint`} className="cart-line__hint">
            {t('cart.maxHint', { max: line.MaxOrderableQuantity })}
            {factor > 1 && <> {t('cart.factorHint', { factor })}</>}
          </span>
        </Form>
        <Form method="post" preventScrollReset onSubmit={removeSubmitted}>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="productId" value={line.ProductId} />
          <button
            type="submit"
            className="button button--secondary-outline"
            aria-label={t('cart.removeName', { name: line.ProductTitle })}
            disabled={busy}
          >
            {t('cart.remove')}
          </button>
        </Form>
      </div>
      <div className="cart-line__totals">
        <p className="cart-line__total">
          <span className="visually-hidden">{t('text.colon', { label: t('cart.lineTotal') })} </span>
          <Price amounts={{ incl: line.TotalInclTax, excl: line.TotalExclTax }} />
        </p>
        <p className="cart-line__vat">
          {t('text.colon', { label: t('cart.vat', { rate: line.TaxRate }) })} {price(line.TaxAmount)}
        </p>
        {line.DiscountAmountInclTax > 0 && (
          <p className="cart-line__discount" data-testid="line-discount">
            {t('text.colon', { label: t('promo.lineDiscount') })} −{' '}
            <Price amounts={{ incl: line.DiscountAmountInclTax, excl: line.DiscountAmountExclTax }} />
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * The button to the checkout, enabled only when the checkout step is not Cart (§4: an invalid line must go first) and no change is still being saved.
 */
function CheckoutButton({ cart, saving }: { cart: CartData; saving: boolean }) {
  const t = useT();
  const blocked = cart.CheckoutStep === 0;
  return (
    <div className="cart__checkout">
      {blocked || saving ? (
        <>
          <button
            type="button"
            className="button button--primary cart__order"
            disabled
            aria-describedby={blocked ? 'cart-blocked' : undefined}
          >
            {t('checkout.order')}
          </button>
          {blocked && (
            <p id="cart-blocked" className="cart-line__hint">
              {t('checkout.cartBlocked')}
            </p>
          )}
        </>
      ) : (
        <Link to="/checkout" className="button button--primary cart__order">
          {t('checkout.order')}
        </Link>
      )}
    </div>
  );
}

/** The cart page's action as React Router's client posts to it (single fetch `.data` request). */
const CART_ACTION_DATA_URL = '/cart.data';

/**
 * The cart as shown with JavaScript (§4): changes apply at once to a displayed copy and wait as pending; after
 * CART_BATCH_DELAY_MS without changes they go out as one batch through the page's action. A failed batch resets the
 * displayed copy to the server's cart. The loaders revalidate after the batch (cart page and header count). Changes
 * still waiting when the page is left go out at once.
 */
function useCartBatch(serverCart: CartData) {
  const fetcher = useFetcher<CartActionResult>({ key: 'cart-batch' });
  const [pending, setPending] = useState<PendingChanges>(() => new Map());
  const [answered, setAnswered] = useState(fetcher.data);

  useEffect(() => {
    const form = batchForm(pending);
    if (!form || fetcher.state !== 'idle') return;
    const timer = setTimeout(() => {
      void fetcher.submit(form, { method: 'post', preventScrollReset: true });
      setPending(new Map());
    }, CART_BATCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending, fetcher]);

  // Leaving the page within the delay (another page of the shop, a reload, a closed tab, another site) must not lose
  // the changes: they go out at once, as a plain keepalive POST to the page's action (the request React Router's own
  // submit makes), which outlives the page; then the loaders revalidate so the header count follows.
  const { revalidate } = useRevalidator();
  const waiting = useRef(pending);
  useEffect(() => {
    waiting.current = pending;
  }, [pending]);
  useEffect(() => {
    const sendNow = () => {
      const form = batchForm(waiting.current);
      if (!form) return;
      waiting.current = new Map();
      fetch(CART_ACTION_DATA_URL, { method: 'POST', body: form, keepalive: true, credentials: 'same-origin' }).then(
        () => revalidate(),
        () => undefined,
      );
    };
    window.addEventListener('pagehide', sendNow);
    return () => {
      window.removeEventListener('pagehide', sendNow);
      sendNow();
    };
  }, [revalidate]);

  // A new answer (the loaders have revalidated by then). A failed batch also drops the changes made meanwhile: the
  // displayed copy is the server's cart again.
  if (fetcher.state === 'idle' && fetcher.data !== answered) {
    setAnswered(fetcher.data);
    if (fetcher.data?.ok !== true) setPending(new Map());
  }

  // The batch on its way stays applied until the revalidated cart has it.
  const sent = fetcher.state === 'idle' ? null : fromBatch(readBatch(fetcher.formData?.get('changes')) ?? []);
  const saving = pending.size > 0 || sent !== null;
  return {
    cart: displayedCart(sent ? displayedCart(serverCart, sent) : serverCart, pending),
    change: (next: PendingChange) => setPending((current) => mergeChange(current, next)),
    discard: () => setPending(new Map()),
    saving,
    answer: saving ? undefined : answered,
  };
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const batch = useCartBatch(loaderData.cart);
  const heading = useRef<HTMLHeadingElement>(null);
  const { cart } = batch;
  // §4: the chosen gifts come after the regular lines.
  const lines = giftsLast(linesInDisplayOrder(cart.CartLines), (line) => line.AsposDerived);
  const chosenGifts = cart.CartLines.filter((line) => line.AsposDerived).map((line) => line.ProductId);
  const names = new Map(loaderData.cart.CartLines.map((line) => [line.ProductId, line.ProductTitle]));
  const answer = batch.answer ?? actionData;
  const warnings = [...(answer?.ok && answer.cart ? answer.cart.Warnings : []), ...loaderData.cart.Warnings];
  useAnalyticsEvent('view_cart', () => [
    'view_cart',
    { currency: 'EUR', value: loaderData.cart.TotalInclTax, items: cartItems(loaderData.cart.CartLines) },
  ]);
  const change = (next: PendingChange) => {
    // §4 cart events: the quantity added or removed, as the customer changed it.
    const line = cart.CartLines.find((l) => l.ProductId === next.productId);
    const delta = (next.remove ? 0 : next.quantity) - (line?.Quantity ?? 0);
    if (line && delta !== 0) {
      const item = { ...cartItems([line])[0]!, quantity: Math.abs(delta) };
      pushEvent(delta > 0 ? 'add_to_cart' : 'remove_from_cart', { currency: 'EUR', value: item.price * item.quantity, items: [item] });
    }
    batch.change(next);
    // A removed line takes its button along: keep the keyboard focus on the page.
    if (next.remove) heading.current?.focus();
  };
  return (
    <div className="cart container">
      <h1 ref={heading} tabIndex={-1}>
        {t('cart.title')}
      </h1>
      <p className="visually-hidden" role="status">
        {batch.saving ? t('cart.saving') : batch.answer?.ok ? t('cart.updated') : ''}
      </p>
      {answer && !answer.ok && !(PROMOTION_INTENTS as readonly string[]).includes(answer.intent) && (
        <p className="alert alert--error" role="alert">
          {answer.error.startsWith('cart.') ? t('cart.error') : answer.error}
        </p>
      )}
      <UploadSummary />
      <CartWarnings warnings={warnings} names={names} />
      {lines.length === 0 ? (
        <section className="cart__empty">
          <p>{t('cart.empty')}</p>
          <p>{t('cart.emptyHint')}</p>
          <Link to="/" className="button button--primary">
            {t('cart.toShop')}
          </Link>
        </section>
      ) : (
        <div className="cart__layout">
          <section aria-labelledby="cart-lines-title">
            <h2 id="cart-lines-title" className="visually-hidden">
              {t('cart.lines')}
            </h2>
            <ul className="cart__lines">
              {lines.map((line) =>
                line.AsposDerived ? (
                  <GiftLine key={line.Id} line={line} busy={busy} />
                ) : (
                  <CartLineRow key={line.Id} line={line} busy={busy} onChange={change} />
                ),
              )}
            </ul>
            <Form method="post" className="cart__clear" onSubmit={batch.discard}>
              <input type="hidden" name="intent" value="clear" />
              <button type="submit" className="button button--secondary-outline" disabled={busy}>
                {t('cart.clear')}
              </button>
            </Form>
          </section>
          <section className="cart__summary" aria-labelledby="cart-summary-title" aria-busy={batch.saving}>
            <h2 id="cart-summary-title">{t('cart.summary')}</h2>
            <dl>
              <dt>{t('cart.subtotalExcl')}</dt>
              <dd>{price(cart.SubTotalExclTax)}</dd>
              <DiscountRows lines={loaderData.cart.PromotionLines} />
              {cart.VatByRate.map((rate) => (
                <Fragment key={rate.Rate}>
                  <dt>{t('cart.vatByRate', { rate: rate.Rate, base: price(rate.BaseExclTax) })}</dt>
                  <dd>{price(rate.TaxAmount)}</dd>
                </Fragment>
              ))}
              <ShippingRow cart={loaderData.cart} />
              <dt className="cart__total">
                <TotalLabel cart={loaderData.cart} />
              </dt>
              <dd className="cart__total" data-testid="cart-total">
                {price(cart.TotalInclTax)}
              </dd>
              <PaymentRows lines={loaderData.cart.PromotionLines} amountToPay={loaderData.cart.AmountToPay} />
            </dl>
            <ShippingNote cart={loaderData.cart} />
            {cart.DiscountAmountInclTax > 0 && (
              <p className="cart__saving" data-testid="cart-saving">
                {t('text.colon', { label: t('cart.discount') })}{' '}
                <Price amounts={{ incl: cart.DiscountAmountInclTax, excl: cart.DiscountAmountExclTax }} />
              </p>
            )}
            {cart.IsDeliveryOrder && (
              <p className="cart__free-shipping" data-testid="free-shipping">
                {cart.RemainingForFreeShipping > 0
                  ? t('cart.freeShippingRemaining', { amount: price(cart.RemainingForFreeShipping) })
                  : t('cart.freeShipping')}
              </p>
            )}
            <PromotionForms cart={loaderData.cart} answer={answer} busy={busy} />
            <CheckoutButton cart={loaderData.cart} saving={batch.saving} />
            {loaderData.gifts && <GiftSelector offer={loaderData.gifts} chosen={chosenGifts} />}
            <ShareCart answer={actionData?.intent === 'share' ? (actionData as CartExtraResult) : undefined} />
          </section>
        </div>
      )}
    </div>
  );
}
