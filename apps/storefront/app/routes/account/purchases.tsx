import { Link } from 'react-router';
import { euro, Pager } from '../../components/account/AccountParts.tsx';
import { translator, useT } from '../../i18n/messages.ts';
import { pageOf, readOrFail, requireActingUser } from '../../lib/account-documents.server.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { useCalendarDay } from '../../lib/dates.ts';
import { privatePage } from '../../lib/private-page.ts';
import type { Route } from './+types/purchases';

const PAGE_SIZE = 20;

export const handle: ShellHandle = {
  breadcrumb: ({ t }) => ({ label: t('account.menu.purchases'), to: '/account/purchases' }),
};

export const headers: Route.HeadersFunction = privatePage;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('account.purchases.title') }) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = requireActingUser(request, context);
  const { page, offset } = pageOf(request, PAGE_SIZE);
  const body = await readOrFail(
    request,
    await api.aspos.customer.transactions.$get({ query: { offset: String(offset), limit: String(PAGE_SIZE) } }),
  );
  return { purchases: body.Transactions, total: body.Total, page };
}

export default function Purchases({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const day = useCalendarDay();
  const { purchases, total, page } = loaderData;
  return (
    <>
      <h1>{t('account.purchases.title')}</h1>
      {purchases.length === 0 ? (
        <p>{t('account.purchases.none')}</p>
      ) : (
        <>
          <table className="doc-table" data-testid="purchase-list">
            <thead>
              <tr>
                <th scope="col">{t('account.purchases.number')}</th>
                <th scope="col">{t('account.date')}</th>
                <th scope="col">{t('account.purchases.store')}</th>
                <th scope="col" className="doc-table__amount">
                  {t('account.purchases.points')}
                </th>
                <th scope="col" className="doc-table__amount">
                  {t('account.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {purchases.map((purchase) => (
                <tr key={purchase.Id}>
                  <th scope="row" data-label={t('account.purchases.number')}>
                    <Link
                      to={`/account/purchases/detail/${purchase.Number}`}
                      aria-label={t('account.purchases.view', { number: purchase.Number })}
                    >
                      {purchase.Number}
                    </Link>
                  </th>
                  <td data-label={t('account.date')}>{day(purchase.Date, false)}</td>
                  <td data-label={t('account.purchases.store')}>{purchase.Store?.Name ?? ''}</td>
                  <td data-label={t('account.purchases.points')} className="doc-table__amount">
                    {purchase.BonusPoints}
                  </td>
                  <td data-label={t('account.amount')} className="doc-table__amount">
                    {euro(purchase.PayableAmount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} total={total} pageSize={PAGE_SIZE} path="/account/purchases" />
        </>
      )}
    </>
  );
}
