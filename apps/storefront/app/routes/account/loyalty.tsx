import { Link } from 'react-router';
import { euro, Pager } from '../../components/account/AccountParts.tsx';
import { LOCALE_TAGS, translator, useLocale, useT, type Translate } from '../../i18n/messages.ts';
import { pageOf, readOrFail, requireActingUser } from '../../lib/account-documents.server.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { useCalendarDay } from '../../lib/dates.ts';
import { privatePage } from '../../lib/private-page.ts';
import type { Route } from './+types/loyalty';

/** Ten rows of the points history a page, newest first. */
const PAGE_SIZE = 10;

export const handle: ShellHandle = {
  breadcrumb: ({ t }) => ({ label: t('account.menu.loyalty'), to: '/account/loyalty' }),
};

export const headers: Route.HeadersFunction = privatePage;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('loyalty.title') }) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = requireActingUser(request, context);
  const { page, offset } = pageOf(request, PAGE_SIZE);
  const body = await readOrFail(
    request,
    await api.aspos.customer.loyalty.points.$get({ query: { offset: String(offset), limit: String(PAGE_SIZE) } }),
  );
  return { loyalty: body, page };
}

type Mutation = Route.ComponentProps['loaderData']['loyalty']['Mutations'][number];

/** What a row of the history was, in the page's language, with a link to the order or store purchase it belongs to. */
function MutationText({ mutation, t }: { mutation: Mutation; t: Translate }) {
  const linked = (key: Parameters<Translate>[0], number: string, to: string) => {
    const [before, after] = t(key, { number: '\u0000' }).split('\u0000');
    return (
      <>
        {before}
        <Link to={to}>{number}</Link>
        {after}
      </>
    );
  };
  const { Kind, OrderId, OrderNumber, StorePurchaseNumber } = mutation;
  if (OrderNumber !== null && OrderId !== null) {
    const to = `/account/orders/${OrderId}`;
    if (Kind === 'earned') return linked('loyalty.earnedOrder', OrderNumber, to);
    if (Kind === 'redeemed') return linked('loyalty.redeemedOrder', OrderNumber, to);
    if (Kind === 'returned') return linked('loyalty.returnedOrder', OrderNumber, to);
  }
  if (StorePurchaseNumber !== null) {
    const to = `/account/purchases/detail/${StorePurchaseNumber}`;
    if (Kind === 'earned') return linked('loyalty.earnedPurchase', StorePurchaseNumber, to);
    if (Kind === 'redeemed') return linked('loyalty.redeemedPurchase', StorePurchaseNumber, to);
  }
  return <>{mutation.Description || t(`loyalty.${Kind}`)}</>;
}

/** Signed points in the page's number format with a real minus sign: '+25', '−1.500'. */
function signed(points: number, format: Intl.NumberFormat): string {
  return points > 0 ? `+${format.format(points)}` : points < 0 ? `\u2212${format.format(-points)}` : '0';
}

export default function Loyalty({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const day = useCalendarDay();
  const numbers = new Intl.NumberFormat(LOCALE_TAGS[useLocale()]);
  const { loyalty, page } = loaderData;
  const toGo = loyalty.MinimumPointsToRedeem - loyalty.Balance;
  return (
    <>
      <h1>{t('loyalty.title')}</h1>
      <section className="account-card loyalty-balance" aria-labelledby="loyalty-balance">
        <h2 id="loyalty-balance">{t('loyalty.balance')}</h2>
        <p className="overview-figure" data-testid="loyalty-balance">
          {t('loyalty.balancePoints', { points: loyalty.Balance })}
        </p>
        <p>{t('loyalty.balanceWorth', { amount: euro(loyalty.Balance * loyalty.PointValue) })}</p>
        {loyalty.IsLoyaltyCustomer ? (
          <>
            <p>
              {t('loyalty.ruleLoyal', {
                perEuro: loyalty.PointsPerEuro,
                minimum: loyalty.MinimumPointsToRedeem,
                value: euro(loyalty.PointValue),
              })}
            </p>
            <p>
              <strong>{toGo > 0 ? t('loyalty.toGo', { points: toGo }) : t('loyalty.canRedeem')}</strong>
            </p>
          </>
        ) : (
          <p>{t('loyalty.ruleOther')}</p>
        )}
      </section>
      <h2>{t('loyalty.history')}</h2>
      {loyalty.Mutations.length === 0 ? (
        <p>{t('loyalty.none')}</p>
      ) : (
        <>
          <table className="doc-table" data-testid="points-history">
            <thead>
              <tr>
                <th scope="col">{t('account.date')}</th>
                <th scope="col">{t('loyalty.description')}</th>
                <th scope="col" className="doc-table__amount">
                  {t('loyalty.points')}
                </th>
              </tr>
            </thead>
            <tbody>
              {loyalty.Mutations.map((mutation) => (
                <tr key={mutation.Id}>
                  <td data-label={t('account.date')}>{day(mutation.Date, false)}</td>
                  <td data-label={t('loyalty.description')}>
                    <span>
                      <MutationText mutation={mutation} t={t} />
                    </span>
                  </td>
                  <td
                    data-label={t('loyalty.points')}
                    className={`doc-table__amount points-change ${mutation.Points < 0 ? 'points-change--minus' : 'points-change--plus'}`}
                  >
                    {signed(mutation.Points, numbers)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            {t('loyalty.shown', {
              shown: `${(page - 1) * PAGE_SIZE + 1}–${(page - 1) * PAGE_SIZE + loyalty.Mutations.length}`,
              total: loyalty.Total,
            })}
          </p>
          <Pager page={page} total={loyalty.Total} pageSize={PAGE_SIZE} path="/account/loyalty" />
        </>
      )}
    </>
  );
}
