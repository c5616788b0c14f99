import { data, Link, redirect } from 'react-router';
import { euro, WithNumber } from '../../components/account/AccountParts.tsx';
import { translator, useT } from '../../i18n/messages.ts';
import { ApiResponseError, readAnswer } from '../../lib/api.ts';
import { requireActingUser } from '../../lib/account-documents.server.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { useCalendarDay } from '../../lib/dates.ts';
import { privatePage } from '../../lib/private-page.ts';
import { throwIfUnauthorized } from '../../lib/unauthorized.server.ts';
import type { Route } from './+types/purchase-detail';

export const handle: ShellHandle = {
  breadcrumb: ({ t }) => ({ label: t('account.menu.purchases'), to: '/account/purchases' }),
};

export const headers: Route.HeadersFunction = privatePage;

export function meta({ loaderData: loaded, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  const title = loaded?.purchase ? t('account.purchase.title', { number: loaded.purchase.Number }) : t('account.purchases.title');
  return [{ title: t('meta.titleSuffix', { title }) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api } = requireActingUser(request, context);
  // Without a slug the list is where the purchases are.
  if (!params.slug) throw redirect('/account/purchases');
  if (!/^(\d{1,9}|\d{4}-\d{6,9})$/.test(params.slug)) return data({ purchase: null }, { status: 404 });
  const answer = await readAnswer(await api.aspos.customer.transactions[':id'].$get({ param: { id: params.slug } }));
  if (answer.ok) return { purchase: answer.body.Transaction };
  throwIfUnauthorized(new ApiResponseError(answer.status, answer.code, answer.message ?? ''), request);
  if (answer.status === 404 || answer.status === 400) return data({ purchase: null }, { status: 404 });
  throw new Response(answer.message ?? '', { status: answer.status });
}

export default function PurchaseDetail({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const day = useCalendarDay();
  const { purchase } = loaderData;
  const back = (
    <p className="doc-back">
      <Link to="/account/purchases">{t('account.purchase.back')}</Link>
    </p>
  );
  if (!purchase) {
    return (
      <>
        {back}
        <h1>{t('account.purchases.none')}</h1>
      </>
    );
  }
  return (
    <>
      {back}
      <h1>
        <WithNumber message={(number) => t('account.purchase.title', { number })} number={purchase.Number} />
      </h1>
      <p>
        {t('account.purchase.in', { date: day(purchase.Date), store: purchase.Store?.Name ?? '' })}
        {purchase.Store?.Url && (
          <>
            {' '}
            <Link to={purchase.Store.Url}>{t('account.order.storePage')}</Link>
          </>
        )}
      </p>
      <p className="doc-points">{t('account.purchase.pointsEarned', { points: purchase.BonusPoints })}</p>
      <table className="doc-table" data-testid="purchase-lines">
        <thead>
          <tr>
            <th scope="col">{t('account.order.product')}</th>
            <th scope="col" className="doc-table__amount">
              {t('account.purchase.quantity')}
            </th>
            <th scope="col" className="doc-table__amount">
              {t('account.order.price')}
            </th>
            <th scope="col" className="doc-table__amount">
              {t('account.purchase.discount')}
            </th>
            <th scope="col" className="doc-table__amount">
              {t('account.order.lineTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {purchase.Records.map((record) => (
            <tr key={record.Id}>
              <th scope="row" data-label={t('account.order.product')}>
                {record.ProductUrl ? <Link to={record.ProductUrl}>{record.Description}</Link> : record.Description}
                <span className="doc-table__sub">{record.ProductNumber}</span>
              </th>
              <td data-label={t('account.purchase.quantity')} className="doc-table__amount">
                {record.Quantity}
              </td>
              <td data-label={t('account.order.price')} className="doc-table__amount">
                {euro(record.PriceInclTax)}
              </td>
              <td data-label={t('account.purchase.discount')} className="doc-table__amount">
                {record.DiscountAmount > 0 ? euro(record.DiscountAmount) : '–'}
              </td>
              <td data-label={t('account.order.lineTotal')} className="doc-table__amount">
                {euro(record.TotalInclTax)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="doc-totals">
        <dt>{t('account.order.totalExcl')}</dt>
        <dd>{euro(purchase.AmountExclTax)}</dd>
        <dt>{t('account.order.tax')}</dt>
        <dd>{euro(purchase.TaxAmount)}</dd>
        <dt className="doc-totals__grand">{t('account.order.totalIncl')}</dt>
        <dd className="doc-totals__grand">{euro(purchase.PayableAmount)}</dd>
      </dl>
      <section className="account-card" aria-labelledby="purchase-payments">
        <h2 id="purchase-payments">{t('account.purchase.payments')}</h2>
        <ul className="doc-list">
          {purchase.Payments.map((payment) => (
            <li key={payment.Id}>
              {payment.Description}: {euro(payment.Amount)}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
