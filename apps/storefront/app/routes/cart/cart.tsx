import '../../styles/cart.css';
import { amountToCents, formatPrice, linesInDisplayOrder } from '@toonbank/domain';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { CartWarnings } from '../../components/cart/CartWarnings.tsx';
import { translator, useT } from '../../i18n/messages.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { cartFormAction, fetchCart, type CartLineData } from '../../lib/cart.server.ts';
import { requireUser } from '../../lib/guards.server.ts';
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
    return { cart: await fetchCart(api) };
  } catch (error) {
    throwIfUnauthorized(error, request);
    throw error;
  }
}

/** Quantity change, remove and empty (forms that work without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  return cartFormAction(request, context);
}

function price(amount: number): string {
  return formatPrice(amountToCents(amount));
}

function CartLineRow({ line, busy }: { line: CartLineData; busy: boolean }) {
  const t = useT();
  const factor = Math.max(1, line.PurchaseUnitFactor);
  const quantityId = `quantity-${line.Id}`;
  return (
    <li className={`cart-line${line.IsValid ? '' : ' cart-line--invalid'}`} data-testid="cart-line" data-product-id={line.ProductId}>
      <div className="cart-line__image">
        {line.Product?.Img ? <img src={line.Product.Img} alt="" width="96" height="96" loading="lazy" /> : <span className="product-tile__placeholder" aria-hidden="true" />}
      </div>
      <div className="cart-line__info">
        <h2 className="cart-line__name">{line.ProductUrl ? <Link to={line.ProductUrl}>{line.ProductTitle}</Link> : line.ProductTitle}</h2>
        <p className="cart-line__price">
          {t('cart.price')}: {price(line.PriceInclTax)}
          {line.OldPriceInclTax !== null && (
            <>
              {' '}
              <span className="cart-line__old">
                {t('cart.oldPrice')} <s>{price(line.OldPriceInclTax)}</s>
              </span>
            </>
          )}
        </p>
        {line.PriceChanged && <p className="cart-line__notice">{t('cart.priceChanged')}</p>}
        {!line.IsValid && (
          <p className="alert alert--warning" role="note">
            {t('cart.invalidLine')}
          </p>
        )}
      </div>
      <div className="cart-line__actions">
        <Form method="post" preventScrollReset className="cart-line__quantity">
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="productId" value={line.ProductId} />
          <label htmlFor={quantityId} className="visually-hidden">
            {t('cart.quantityFor', { name: line.ProductTitle })}
          </label>
          <input
            id={quantityId}
            name="quantity"
            type="number"
            min={0}
            step={factor}
            max={Math.max(line.MaxOrderableQuantity, line.Quantity)}
            defaultValue={line.Quantity}
            key={line.Quantity}
            aria-describedby={`${quantityId}-hint`}
          />
          <button type="submit" className="button" disabled={busy}>
            {t('cart.update')}
          </button>
          <span id={`${quantityId}-hint`} className="cart-line__hint">
            {t('cart.maxHint', { max: line.MaxOrderableQuantity })}
            {factor > 1 && <> {t('cart.factorHint', { factor })}</>}
          </span>
        </Form>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="productId" value={line.ProductId} />
          <button type="submit" className="button button--secondary-outline" aria-label={t('cart.removeName', { name: line.ProductTitle })} disabled={busy}>
            {t('cart.remove')}
          </button>
        </Form>
      </div>
      <div className="cart-line__totals">
        <p className="cart-line__total">
          <span className="visually-hidden">{t('cart.lineTotal')}: </span>
          {price(line.TotalInclTax)}
        </p>
        <p className="cart-line__vat">
          {t('cart.vat', { rate: line.TaxRate })}: {price(line.TaxAmount)}
        </p>
      </div>
    </li>
  );
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const { cart } = loaderData;
  const lines = linesInDisplayOrder(cart.CartLines);
  const names = new Map(cart.CartLines.map((line) => [line.ProductId, line.ProductTitle]));
  const warnings = [...(actionData?.ok ? actionData.cart.Warnings : []), ...cart.Warnings];
  return (
    <div className="cart container">
      <h1>{t('cart.title')}</h1>
      {actionData && !actionData.ok && (
        <p className="alert alert--error" role="alert">
          {actionData.error.startsWith('cart.') ? t('cart.error') : actionData.error}
        </p>
      )}
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
              {lines.map((line) => (
                <CartLineRow key={line.Id} line={line} busy={busy} />
              ))}
            </ul>
            <Form method="post" className="cart__clear">
              <input type="hidden" name="intent" value="clear" />
              <button type="submit" className="button button--secondary-outline" disabled={busy}>
                {t('cart.clear')}
              </button>
            </Form>
          </section>
          <section className="cart__summary" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title">{t('cart.summary')}</h2>
            <dl>
              <dt>{t('cart.subtotalExcl')}</dt>
              <dd>{price(cart.SubTotalExclTax)}</dd>
              <dt>{t('cart.taxAmount')}</dt>
              <dd>{price(cart.TaxAmount)}</dd>
              {cart.DiscountAmountInclTax > 0 && (
                <>
                  <dt>{t('cart.discount')}</dt>
                  <dd>−{price(cart.DiscountAmountInclTax)}</dd>
                </>
              )}
              <dt className="cart__total">{t('cart.totalIncl')}</dt>
              <dd className="cart__total" data-testid="cart-total">
                {price(cart.TotalInclTax)}
              </dd>
            </dl>
          </section>
        </div>
      )}
    </div>
  );
}
