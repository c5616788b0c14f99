import { DownloadFailed, euro, Pager } from '../../components/account/AccountParts.tsx';
import { translator, useT } from '../../i18n/messages.ts';
import { downloadFailed, pageOf, readOrFail, requireActingUser } from '../../lib/account-documents.server.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { useCalendarDay } from '../../lib/dates.ts';
import { privatePage } from '../../lib/private-page.ts';
import { Link } from 'react-router';
import type { Route } from './+types/invoices';

/** §9: invoices 50 per page. */
const PAGE_SIZE = 50;

export const handle: ShellHandle = {
  breadcrumb: ({ t }) => ({ label: t('account.menu.invoices'), to: '/account/invoices' }),
};

export const headers: Route.HeadersFunction = privatePage;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('account.invoices.title') }) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = requireActingUser(request, context);
  const { page, offset } = pageOf(request, PAGE_SIZE);
  const body = await readOrFail(
    request,
    await api.aspos.customer.invoices.$get({ query: { offset: String(offset), limit: String(PAGE_SIZE) } }),
  );
  return { invoices: body.Invoices, total: body.Total, page, failed: downloadFailed(request) };
}

export default function Invoices({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const day = useCalendarDay();
  const { invoices, total, page, failed } = loaderData;
  return (
    <>
      <h1>{t('account.invoices.title')}</h1>
      <p>{t('account.invoices.intro')}</p>
      <DownloadFailed show={failed} />
      {invoices.length === 0 ? (
        <p>{t('account.invoices.none')}</p>
      ) : (
        <>
          <div className="doc-actions">
            <a href="/account/invoices/export?from=/account/invoices" download>
              {t('account.exportXlsx')}
            </a>
          </div>
          <table className="doc-table" data-testid="invoice-list">
            <thead>
              <tr>
                <th scope="col">{t('account.invoices.number')}</th>
                <th scope="col">{t('account.date')}</th>
                <th scope="col">{t('account.invoices.order')}</th>
                <th scope="col" className="doc-table__amount">
                  {t('account.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.Id}>
                  <th scope="row" data-label={t('account.invoices.number')}>
                    <a
                      href={`/account/invoices/${invoice.Id}/download?from=/account/invoices`}
                      aria-label={t('account.invoices.download', { number: invoice.InvoiceNumber })}
                    >
                      {invoice.InvoiceNumber} (pdf)
                    </a>
                  </th>
                  <td data-label={t('account.date')}>{day(invoice.Date, false)}</td>
                  <td data-label={t('account.invoices.order')}>
                    <Link to={`/account/orders/${invoice.OrderId}`}>{invoice.OrderNumber}</Link>
                  </td>
                  <td data-label={t('account.amount')} className="doc-table__amount">
                    {euro(invoice.TotalAmount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} total={total} pageSize={PAGE_SIZE} path="/account/invoices" />
        </>
      )}
    </>
  );
}
