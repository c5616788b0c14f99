import '../../styles/checkout.css';
import { amountToCents, formatPrice, giftsLast } from '@toonbank/domain';
import { LineExtras } from '../../components/cart/LineExtras.tsx';
import { data, Link, redirect } from 'react-router';
import { DiscountRows, PaymentRows } from '../../components/cart/PromotionRows.tsx';
import { Price } from '../../components/product/Price.tsx';
import { PostalAddress } from '../../components/ui/PostalAddress.tsx';
import { translator, useT } from '../../i18n/messages.ts';
import { cartItems, useAnalyticsEvent } from '../../lib/analytics.ts';
import { useCalendarDay } from '../../lib/dates.ts';
import { readApi } from '../../lib/forms.server.ts';
import { requireUser } from '../../lib/guards.server.ts';
import type { Route } from './+types/success';
import { pageUrl } from '../../lib/page-url.ts';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('checkout.thanks') }) }, { name: 'robots', content: 'noindex' }];
}

/** §2 /checkout-success: the order just placed (only its owner, or a representative acting for them, sees it). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = requireUser(request, context);
  const id = pageUrl(request).searchParams.get('orderId') ?? '';
  if (!/^\d{1,9}$/.test(id)) throw redirect('/');
  const response = await api.aspos.orders.success[':id'].$get({ param: { id }, query: {} });
  const result = await readApi(request, response, {}, '');
  if (!result.ok) throw data(null, { status: 404 });
  return { order: result.body.Order, storeUrl: result.body.StoreUrl };
}

const price = (amount: number) => formatPrice(amountToCents(amount));
export default function CheckoutSuccess({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const day = useCalendarDay();
  const { order, storeUrl } = loaderData;
  const pickup = order.ShippingMethod === 'Pickup';
  const address = order.DeliveryAddress;
  useAnalyticsEvent(`purchase-${order.OrderNumber}`, () => {
    // Once per order in this browser, also when the page is loaded again.
    const key = `toonbank-purchase-${order.OrderNumber}`;
    try {
      if (window.sessionStorage.getItem(key)) return null;
      window.sessionStorage.setItem(key, '1');
    } catch {
      // Storage may be off; then a reload may count again.
    }
    return [
      'purchase',
      {
        transaction_id: order.OrderNumber,
        currency: 'EUR',
        value: order.TotalInclTax,
        tax: order.TaxAmount,
        shipping: order.ShippingPrice,
        items: cartItems(order.OrderLines.map((line) => ({ ...line, ProductTitle: line.Description }))),
      },
    ];
  });
  return (
    <div className="checkout container checkout-success">
      <h1>{t('checkout.thanks')}</h1>
      <p className="alert alert--success" role="status">
        {t('checkout.orderNumberIs')} <strong data-testid="order-number">{order.OrderNumber}</strong>
      </p>
      {order.PlacedBy && <p data-testid="placed-by">{t('checkout.placedBy', { name: order.PlacedBy })}</p>}
      <section aria-labelledby="success-next">
        <h2 id="success-next">{t('checkout.whatNext')}</h2>
        <p>{pickup ? t('checkout.nextPickup', { store: order.Store?.Name ?? '' }) : t('checkout.nextDelivery')}</p>
        <p>{t('checkout.nextMail')}</p>
      </section>
      <div className="checkout-overview__grid">
        <section aria-labelledby="success-delivery">
          <h2 id="success-delivery">{pickup ? t('checkout.pickupAt') : t('checkout.deliveryTo')}</h2>
          {pickup && order.Store ? (
            <p>{storeUrl ? <Link to={storeUrl}>{order.Store.Name}</Link> : order.Store.Name}</p>
          ) : (
            address && <PostalAddress address={address} />
          )}
          {!pickup && order.PreferredDeliveryDate && (
            <p>
              {t('checkout.deliveryOn', {
                date: day(order.PreferredDeliveryDate),
                from: order.PreferredDeliveryFrom ?? '',
                to: order.PreferredDeliveryTo ?? '',
              })}
            </p>
          )}
        </section>
        <section aria-labelledby="success-status">
          <h2 id="success-status">{t('checkout.orderStatus')}</h2>
          <p data-testid="order-status">{order.StatusDescription}</p>
          {order.CustomerReference && (
            <p>
              {t('text.colon', { label: t('checkout.orderReference') })} {order.CustomerReference}
            </p>
          )}
        </section>
      </div>
      <section aria-labelledby="success-lines">
        <h2 id="success-lines">{t('checkout.products')}</h2>
        <table className="checkout-lines">
          <thead>
            <tr>
              <th scope="col">{t('cart.product')}</th>
              <th scope="col">{t('cart.quantity')}</th>
              <th scope="col">{t('cart.lineTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {giftsLast(order.OrderLines, (line) => line.IsGift).map((line) => (
              <tr key={line.Id} data-testid="success-line">
                <td>
                  {line.Description}
                  <LineExtras gift={line.IsGift} notes={line.Notes} />
                </td>
                <td>{line.Quantity}</td>
                <td>
                  <Price amounts={{ incl: line.TotalInclTax, excl: line.TotalExclTax }} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="checkout-totals">
          {/* As the checkout overview: the goods first, then each discount on them. */}
          <dt>{t('checkout.subtotal')}</dt>
          <dd data-testid="success-subtotal">
            <Price amounts={{ incl: order.SubTotalInclTax, excl: order.SubTotalExclTax }} />
          </dd>
          <DiscountRows lines={order.Discounts} />
          <dt>{t('checkout.shippingCosts')}</dt>
          <dd>
            {order.ShippingPrice > 0 ? (
              <Price amounts={{ incl: order.ShippingPrice, excl: order.ShippingPriceExclTax }} />
            ) : (
              t('checkout.free')
            )}
          </dd>
          <dt>{t('cart.subtotalExcl')}</dt>
          <dd>{price(order.TotalExclTax)}</dd>
          <dt>{order.IsIntraCommunity ? t('checkout.vatZero') : t('cart.taxAmount')}</dt>
          <dd>{price(order.TaxAmount)}</dd>
          <dt className="cart__total">{t('checkout.totalPaid')}</dt>
          <dd className="cart__total" data-testid="success-total">
            {price(order.TotalInclTax)}
          </dd>
          <PaymentRows lines={order.Discounts} amountToPay={order.AmountToPay} />
        </dl>
      </section>
      <Link to="/" className="button button--primary">
        {t('cart.continue')}
      </Link>
    </div>
  );
}
