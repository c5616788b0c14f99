import { Link } from 'react-router';
import { euro } from '../../components/account/AccountParts.tsx';
import { translator, useT } from '../../i18n/messages.ts';
import { readOrFail, requireActingUser } from '../../lib/account-documents.server.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { useCalendarDay } from '../../lib/dates.ts';
import { privatePage } from '../../lib/private-page.ts';
import type { Route } from './+types/transactions';
import { pageUrl } from '../../lib/page-url.ts';

/** §9: transactions 4 at a time (limit 4, offset 0); 'Meer laden' shows 4 more. */
const STEP = 4;
const MAX_SHOWN = 100;

export const handle: ShellHandle = {
  breadcrumb: ({ t }) => ({ label: t('account.menu.transactions'), to: '/account/transactions' }),
};

export const headers: Route.HeadersFunction = privatePage;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('account.transactions.title') }) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = requireActingUser(request, context);
  const raw = Number.parseInt(pageUrl(request).searchParams.get('shown') ?? '', 10);
  const shown = Number.isFinite(raw) && raw > STEP ? Math.min(MAX_SHOWN, Math.ceil(raw / STEP) * STEP) : STEP;
  const body = await readOrFail(
    request,
    await api.aspos.customer.transactions.$get({ query: { offset: '0', limit: String(shown), includeRecords: 'true' } }),
  );
  return { transactions: body.Transactions, total: body.Total, shown };
}

export default function Transactions({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const day = useCalendarDay();
  const { transactions, total, shown } = loaderData;
  return (
    <>
      <h1>{t('account.transactions.title')}</h1>
      <p>{t('account.transactions.intro')}</p>
      {transactions.length === 0 ? (
        <p>{t('account.purchases.none')}</p>
      ) : (
        <>
          <ul className="transaction-list" data-testid="transaction-list">
            {transactions.map((transaction) => (
              <li key={transaction.Id} className="account-card transaction">
                <h2 className="transaction__title">
                  <Link to={`/account/purchases/detail/${transaction.Number}`}>{day(transaction.Date)}</Link>
                </h2>
                <p className="transaction__meta">
                  {transaction.Store?.Name} · {t('account.purchases.number')} {transaction.Number}
                </p>
                <ul className="transaction__records">
                  {transaction.Records.map((record) => (
                    <li key={record.Id}>
                      {record.Quantity} × {record.Description} <span className="transaction__amount">{euro(record.TotalInclTax)}</span>
                    </li>
                  ))}
                </ul>
                <p className="transaction__total">
                  <strong>
                    {t('account.total')} {euro(transaction.PayableAmount)}
                  </strong>{' '}
                  · {t('account.purchase.pointsEarned', { points: transaction.BonusPoints })}
                </p>
              </li>
            ))}
          </ul>
          <p aria-live="polite">{t('account.transactions.shown', { shown: transactions.length, total })}</p>
          {transactions.length < total && shown < MAX_SHOWN && (
            <Link
              to={`/account/transactions?shown=${shown + STEP}`}
              preventScrollReset
              className="button button--secondary"
              data-testid="load-more"
            >
              {t('account.transactions.more')}
            </Link>
          )}
        </>
      )}
    </>
  );
}
