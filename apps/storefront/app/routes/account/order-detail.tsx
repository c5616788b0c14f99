import { CART_ACTION, MAX_INT4 } from '@toonbank/domain';
import { data, Form, Link, useNavigation } from 'react-router';
import { DownloadFailed, euro, StatusLabel, WithNumber } from '../../components/account/AccountParts.tsx';
import { FormAlert } from '../../components/identity/FormField.tsx';
import { useIncludeVat } from '../../components/product/Price.tsx';
import { translator, useT } from '../../i18n/messages.ts';
import { readAnswer } from '../../lib/api.ts';
import { downloadFailed, requireActingUser } from '../../lib/account-documents.server.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { useCalendarDay } from '../../lib/dates.ts';
import { privatePage } from '../../lib/private-page.ts';
import { throwIfUnauthorized } from '../../lib/unauthorized.server.ts';
import { ApiResponseError } from '../../lib/api.ts';
import type { Route } from './+types/order-detail';

export const handle: ShellHandle = {
  breadcrumb: ({ t }) => ({ label: t('account.menu.orders'), to: '/account/orders' }),
};

export const headers: Route.HeadersFunction = privatePage;

export function meta({ loaderData: loaded, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  const title = loaded?.order ? t('account.order.title', { number: loaded.order.OrderNumber }) : t('account.noOrder');
  return [{ title: t('meta.titleSuffix', { title }) }, { name: 'robots', content: 'noindex' }];
}

function orderId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= MAX_INT4 ? id : null;
}

async function readOrder(request: Request, api: ReturnType<typeof requireActingUser>['api'], id: number | null) {
  if (id === null) return null;
  const answer = await readAnswer(await api.aspos.customer.orders[':id'].$get({ param: { id: String(id) } }));
  if (answer.ok) return answer.body.Order;
  throwIfUnauthorized(new ApiResponseError(answer.status, answer.code, answer.message ?? ''), request);
  if (answer.status === 404 || answer.status === 400) return null;
  throw new Response(answer.message ?? '', { status: answer.status });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api } = requireActingUser(request, context);
  const order = await readOrder(request, api, orderId(params.id));
  // §8 'no order visible': another customer's id, or none, is a 404 page that says so (nothing about the order).
  if (!order) return data({ order: null, failed: false }, { status: 404 });
  return { order, failed: downloadFailed(request) };
}

export type ReorderResult = { ok: true; added: number; skipped: string[] } | { ok: false; message: string };

/**
 * 'Bestel opnieuw': every line of the order whose product still exists goes into the cart through the cart's own batch
 * (its caps: max in cart, stock, publication, orderability); what could not be added, or only partly, is reported.
 */
export async function action({ request, context, params }: Route.ActionArgs): Promise<ReorderResult> {
  const { api, locale } = requireActingUser(request, context);
  const t = translator(locale);
  const order = await readOrder(request, api, orderId(params.id));
  if (!order) return { ok: false, message: t('account.noOrder') };
  const lines = order.OrderLines.filter((line) => line.ProductId !== null && line.Quantity > 0);
  const unknown = order.OrderLines.filter((line) => line.ProductId === null).map((line) => line.Description);
  if (lines.length === 0) return { ok: false, message: t('account.order.reorderNone') };
  const answer = await readAnswer(
    await api.aspos.cart.lines.batch.$post({
      json: { changes: lines.map((line) => ({ action: CART_ACTION.Add, productId: line.ProductId!, quantity: line.Quantity })) },
    }),
  );
  if (!answer.ok) {
    throwIfUnauthorized(new ApiResponseError(answer.status, answer.code, answer.message ?? ''), request);
    return { ok: false, message: answer.message ?? t('identity.genericError') };
  }
  const warnings = answer.body.Data.Warnings;
  const title = (productId: number) => lines.find((line) => line.ProductId === productId)?.Description ?? String(productId);
  const skipped = [...unknown, ...warnings.map((warning) => `${title(warning.ProductId)} (${warning.Message})`)];
  const notAdded = new Set(warnings.filter((warning) => warning.Quantity === 0).map((warning) => warning.ProductId));
  return { ok: true, added: lines.filter((line) => !notAdded.has(line.ProductId!)).length, skipped };
}

export default function OrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const day = useCalendarDay();
  const navigation = useNavigation();
  const includeVat = useIncludeVat();
  const { order, failed } = loaderData;
  // Lines and subtotal in the visitor's VAT mode (business customers excl. by default), as the shop shows prices.
  const shown = (incl: number, excl: number) => euro(includeVat ? incl : excl);
  if (!order) {
    return (
      <>
        <h1>{t('account.noOrder')}</h1>
        <p>
          <Link to="/account/orders">{t('account.order.back')}</Link>
        </p>
      </>
    );
  }
  const address = order.DeliveryAddress;
  const paymentStatus = (status: string) =>
    ['paid', 'open', 'failed', 'canceled', 'expired'].includes(status) ? t(`account.order.paymentStatus.${status as 'paid'}`) : status;
  return (
    <>
      <p className="doc-back">
        <Link to="/account/orders">{t('account.order.back')}</Link>
      </p>
      <h1>
        <WithNumber message={(number) => t('account.order.title', { number })} number={order.OrderNumber} />
      </h1>
      <DownloadFailed show={failed} />
      <div className="doc-summary">
        <StatusLabel status={order.Status} text={order.StatusDescription} />
        <span>{t('account.order.placedOn', { date: day(order.OrderDate) })}</span>
        <span>{order.PlacedBy ? t('account.order.placedBy', { name: order.PlacedBy }) : t('account.order.placedBySelf')}</span>
      </div>

      <section className="account-card" aria-labelledby="order-reorder">
        <h2 id="order-reorder">{t('account.order.reorder')}</h2>
        <p>{t('account.order.reorderHint')}</p>
        <Form method="post">
          <button type="submit" className="button button--primary" disabled={navigation.state === 'submitting'}>
            {t('account.order.reorder')}
          </button>
        </Form>
        {actionData?.ok === false && <FormAlert message={actionData.message} />}
        {actionData?.ok === true && (
          <div className="alert alert--success" role="status" data-testid="reorder-result">
            <p>
              {t('account.order.reordered', { count: actionData.added })}{' '}
              {actionData.skipped.length > 0 && t('account.order.reorderSkipped', { products: actionData.skipped.join('; ') })}{' '}
              <Link to="/cart">{t('account.order.toCart')}</Link>
            </p>
          </div>
        )}
      </section>

      <section aria-labelledby="order-lines">
        <h2 id="order-lines">{t('account.order.lines')}</h2>
        <table className="doc-table" data-testid="order-lines">
          <thead>
            <tr>
              <th scope="col">{t('account.order.product')}</th>
              <th scope="col" className="doc-table__amount">
                {t('account.order.ordered')}
              </th>
              <th scope="col" className="doc-table__amount">
                {t('account.order.previouslyDelivered')}
              </th>
              <th scope="col" className="doc-table__amount">
                {t('account.order.received')}
              </th>
              <th scope="col" className="doc-table__amount">
                {t('account.order.backOrder')}
              </th>
              <th scope="col" className="doc-table__amount">
                {t('account.order.price')} {includeVat ? t('product.inclVat') : t('product.exclVat')}
              </th>
              <th scope="col" className="doc-table__amount">
                {t('account.order.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.OrderLines.map((line) => (
              <tr key={line.Id}>
                <th scope="row" data-label={t('account.order.product')}>
                  {line.ProductUrl ? <Link to={line.ProductUrl}>{line.Description}</Link> : line.Description}
                  <span className="doc-table__sub">{line.ProductNumber}</span>
                  {line.CancelledQuantity > 0 && (
                    <span className="doc-table__sub">
                      {t('text.colon', { label: t('account.order.cancelled') })} {line.CancelledQuantity}
                    </span>
                  )}
                </th>
                <td data-label={t('account.order.ordered')} className="doc-table__amount">
                  {line.Quantity}
                </td>
                <td data-label={t('account.order.previouslyDelivered')} className="doc-table__amount">
                  {line.PreviouslyDeliveredQuantity}
                </td>
                <td data-label={t('account.order.received')} className="doc-table__amount">
                  {line.ReceivedQuantity}
                </td>
                <td data-label={t('account.order.backOrder')} className="doc-table__amount">
                  {line.BackOrderQuantity}
                </td>
                <td data-label={t('account.order.price')} className="doc-table__amount">
                  {shown(line.PriceInclTax, line.PriceExclTax)}
                </td>
                <td data-label={t('account.order.lineTotal')} className="doc-table__amount">
                  {shown(line.TotalInclTax, line.TotalExclTax)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="doc-totals">
          <dt>{t('account.order.subtotal')}</dt>
          <dd>{shown(order.SubTotalInclTax, order.SubTotalExclTax)}</dd>
          <dt>{t('account.order.shipping')}</dt>
          <dd>{shown(order.ShippingPrice, order.ShippingPriceExclTax)}</dd>
          <dt>{t('account.order.totalExcl')}</dt>
          <dd>{euro(order.TotalExclTax)}</dd>
          <dt>{t('account.order.tax')}</dt>
          <dd>{euro(order.TaxAmount)}</dd>
          <dt className="doc-totals__grand">{t('account.order.totalIncl')}</dt>
          <dd className="doc-totals__grand" data-testid="order-total">
            {euro(order.TotalInclTax)}
          </dd>
        </dl>
        {order.IsIntraCommunity && <p>{t('account.order.intraCommunity')}</p>}
      </section>

      <div className="doc-columns">
        <section className="account-card" aria-labelledby="order-where">
          {order.Store ? (
            <>
              <h2 id="order-where">{t('account.order.pickup')}</h2>
              <p>
                {order.Store.Name}
                {order.Store.Url && (
                  <>
                    <br />
                    <Link to={order.Store.Url}>{t('account.order.storePage')}</Link>
                  </>
                )}
              </p>
            </>
          ) : (
            <>
              <h2 id="order-where">{t('account.order.delivery')}</h2>
              {address && (
                <p>
                  {address.Name && (
                    <>
                      {address.Name}
                      <br />
                    </>
                  )}
                  {[address.FirstName, address.MiddleName, address.LastName].filter(Boolean).join(' ')}
                  <br />
                  {[address.Street, address.HouseNumber, address.HouseNumberExtension].filter(Boolean).join(' ')}
                  <br />
                  {address.PostalCode} {address.City}
                  {address.CountryCode !== 'NL' && (
                    <>
                      <br />
                      {t(`identity.country.${address.CountryCode as 'NL'}`)}
                    </>
                  )}
                </p>
              )}
            </>
          )}
        </section>

        <section className="account-card" aria-labelledby="order-payments">
          <h2 id="order-payments">{t('account.order.payments')}</h2>
          {order.Payments.length === 0 ? (
            <p>{t('account.order.noPayments', { method: order.PaymentMethodDescription })}</p>
          ) : (
            <ul className="doc-list">
              {order.Payments.map((payment) => (
                <li key={payment.Id}>
                  {payment.PaymentMethod.Description}: {euro(payment.Amount)} ({paymentStatus(payment.Status)})
                </li>
              ))}
            </ul>
          )}
        </section>

        {(order.CustomerReference || order.Remarks) && (
          <section className="account-card" aria-labelledby="order-remarks">
            <h2 id="order-remarks">{t('account.order.remarks')}</h2>
            <dl className="doc-facts">
              {order.CustomerReference && (
                <>
                  <dt>{t('account.order.reference')}</dt>
                  <dd>{order.CustomerReference}</dd>
                </>
              )}
              {order.Remarks && (
                <>
                  <dt>{t('account.order.remarks')}</dt>
                  <dd>{order.Remarks}</dd>
                </>
              )}
            </dl>
          </section>
        )}

        <section className="account-card" aria-labelledby="order-documents">
          <h2 id="order-documents">{t('account.order.documents')}</h2>
          <ul className="doc-list">
            {order.Invoice ? (
              <li>
                <a href={`/account/invoices/${order.Invoice.Id}/download?from=/account/orders/${order.Id}`} data-testid="invoice-download">
                  <WithNumber message={(number) => t('account.order.invoice', { number })} number={order.Invoice.Number} />
                </a>
              </li>
            ) : (
              <li>{t('account.order.noInvoice')}</li>
            )}
            {order.PackingSlips.map((slip) => (
              <li key={slip.Id}>
                <a href={`/account/packings/download?ids=${slip.Id}&from=/account/orders/${order.Id}`}>
                  <WithNumber
                    message={(number) => t('account.order.packingSlip', { number, date: day(slip.Date, false) })}
                    number={slip.Number}
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
