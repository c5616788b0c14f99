import { Link } from 'react-router';
import { DownloadFailed, euro, Pager, StatusLabel } from '../../components/account/AccountParts.tsx';
import { translator, useT } from '../../i18n/messages.ts';
import { downloadFailed, pageOf, readOrFail, requireActingUser } from '../../lib/account-documents.server.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { useCalendarDay } from '../../lib/dates.ts';
import { privatePage } from '../../lib/private-page.ts';
import type { Route } from './+types/orders';

/** Orders per page of the list. */
const ORDERS_PAGE_SIZE = 10;

export const handle: ShellHandle = {
  breadcrumb: ({ t }) => ({ label: t('account.menu.orders'), to: '/account/orders' }),
};

export const headers: Route.HeadersFunction = privatePage;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('account.orders.title') }) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = requireActingUser(request, context);
  const { page, offset } = pageOf(request, ORDERS_PAGE_SIZE);
  const body = await readOrFail(
    request,
    await api.aspos.customer.orders.$get({ query: { offset: String(offset), limit: String(ORDERS_PAGE_SIZE) } }),
  );
  const orders = body.Orders.map((o) => ({
    id: o.Id,
    number: o.OrderNumber,
    date: o.OrderDate,
    status: o.Status,
    statusText: o.StatusDescription,
    reference: o.CustomerReference,
    totalIncl: o.TotalInclTax,
    totalExcl: o.TotalExclTax,
  }));
  return { orders, total: body.Total, page, failed: downloadFailed(request) };
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const day = useCalendarDay();
  const { orders, total, page, failed } = loaderData;
  return (
    <>
      <h1>{t('account.orders.title')}</h1>
      <DownloadFailed show={failed} />
      {orders.length === 0 ? (
        <p>{t('account.orders.none')}</p>
      ) : (
        <>
          <div className="doc-actions">
            <p>{t('account.orders.count', { count: total })}</p>
            <a href="/account/orders/export?from=/account/orders" download>
              {t('account.exportXlsx')}
            </a>
          </div>
          <table className="doc-table" data-testid="order-list">
            <thead>
              <tr>
                <th scope="col">{t('account.orders.number')}</th>
                <th scope="col">{t('account.date')}</th>
                <th scope="col">{t('account.status')}</th>
                <th scope="col">{t('account.orders.reference')}</th>
                <th scope="col" className="doc-table__amount">
                  {t('account.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <th scope="row" data-label={t('account.orders.number')}>
                    <Link to={`/account/orders/${order.id}`} aria-label={t('account.orders.view', { number: order.number })}>
                      {order.number}
                    </Link>
                  </th>
                  <td data-label={t('account.date')}>{day(order.date, false)}</td>
                  <td data-label={t('account.status')}>
                    <StatusLabel status={order.status} text={order.statusText} />
                  </td>
                  <td data-label={t('account.orders.reference')}>{order.reference}</td>
                  <td data-label={t('account.total')} className="doc-table__amount">
                    {euro(order.totalIncl)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} total={total} pageSize={ORDERS_PAGE_SIZE} path="/account/orders" />
        </>
      )}
    </>
  );
}
