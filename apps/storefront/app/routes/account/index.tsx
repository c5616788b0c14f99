import { Link } from 'react-router';
import { euro, StatusLabel } from '../../components/account/AccountParts.tsx';
import { translator, useT } from '../../i18n/messages.ts';
import { readAnswer } from '../../lib/api.ts';
import { loadAccount } from '../../lib/account.server.ts';
import { useCalendarDay } from '../../lib/dates.ts';
import { privatePage } from '../../lib/private-page.ts';
import type { Route } from './+types/index';

/** How many of the latest orders the overview shows. */
const RECENT_ORDERS = 5;

export const headers: Route.HeadersFunction = privatePage;

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('account.title') }) }, { name: 'robots', content: 'noindex' }];
}

/** The account overview (§2 /account and /account/overview): of the acting customer, also for a representative. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { customer, api, user } = await loadAccount(request, context);
  const answer = await readAnswer(await api.aspos.customer.orders.$get({ query: { offset: '0', limit: String(RECENT_ORDERS) } }));
  const orders = answer.ok
    ? answer.body.Orders.map((o) => ({
        id: o.Id,
        number: o.OrderNumber,
        date: o.OrderDate,
        status: o.Status,
        statusText: o.StatusDescription,
        total: o.TotalInclTax,
      }))
    : [];
  return { customer, orders, totalOrders: answer.ok ? answer.body.Total : 0, isRepresentative: user.role === 'impersonation' };
}

export default function AccountOverview({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const day = useCalendarDay();
  const { customer, orders, totalOrders, isRepresentative } = loaderData;
  const name = [customer.FirstName, customer.MiddleName, customer.LastName].filter(Boolean).join(' ');
  const main = customer.Addresses.find((a) => a.Type === 'Default');
  return (
    <>
      <h1>{t('account.overview.greeting', { name: customer.FirstName || name })}</h1>
      {isRepresentative && <p className="alert alert--info">{t('account.overview.actingFor', { name: customer.CompanyName ?? name })}</p>}

      <section className="account-card" aria-labelledby="overview-orders">
        <h2 id="overview-orders">{t('account.overview.recentOrders')}</h2>
        {orders.length === 0 ? (
          <p>{t('account.orders.none')}</p>
        ) : (
          <ul className="overview-orders" data-testid="recent-orders">
            {orders.map((order) => (
              <li key={order.id}>
                <Link to={`/account/orders/${order.id}`}>{order.number}</Link>
                <span>{day(order.date, false)}</span>
                <StatusLabel status={order.status} text={order.statusText} />
                <span className="overview-orders__total">{euro(order.total)}</span>
              </li>
            ))}
          </ul>
        )}
        {totalOrders > 0 && <Link to="/account/orders">{t('account.overview.allOrders')}</Link>}
      </section>

      <div className="doc-columns">
        <section className="account-card" aria-labelledby="overview-points">
          <h2 id="overview-points">{t('account.overview.points')}</h2>
          <p className="overview-figure" data-testid="points-balance">
            {t('account.overview.pointsBalance', { points: customer.BonusPoints })}
          </p>
          <Link to="/account/loyalty">{t('account.menu.loyalty')}</Link>
        </section>

        <section className="account-card" aria-labelledby="overview-store">
          <h2 id="overview-store">{t('account.overview.store')}</h2>
          <p>{customer.DefaultStore?.Name ?? t('identity.preferences.noStore')}</p>
          <Link to="/account/preferences">{t('account.menu.store')}</Link>
        </section>

        {customer.IsCompany && customer.Agent && (
          <section className="account-card" aria-labelledby="overview-agent">
            <h2 id="overview-agent">{t('account.overview.agent')}</h2>
            <p>
              {customer.Agent.Name}
              {customer.Agent.Mobile && (
                <>
                  <br />
                  {t('account.overview.agentMobile')}:{' '}
                  <a href={`tel:${customer.Agent.Mobile.replace(/\s/g, '')}`}>{customer.Agent.Mobile}</a>
                </>
              )}
              <br />
              {t('text.colon', { label: t('account.overview.agentEmail') })}{' '}
              <a href={`mailto:${customer.Agent.Email}`}>{customer.Agent.Email}</a>
            </p>
          </section>
        )}

        {customer.IsCompany && (
          <section className="account-card" aria-labelledby="overview-credit">
            <h2 id="overview-credit">{t('account.overview.credit')}</h2>
            <dl className="doc-facts">
              <dt>{t('account.overview.creditLimit')}</dt>
              <dd>{euro(customer.CreditLimit)}</dd>
              <dt>{t('account.overview.creditBalance')}</dt>
              <dd>{euro(customer.CreditBalance)}</dd>
            </dl>
          </section>
        )}

        <section className="account-card" aria-labelledby="overview-details">
          <h2 id="overview-details">{t('identity.menu.details')}</h2>
          <p>
            {customer.CompanyName && (
              <>
                <strong>{customer.CompanyName}</strong>
                <br />
              </>
            )}
            {name}
            <br />
            {customer.Email}
            <br />
            {t('identity.overview.number', { number: customer.Number })}
          </p>
          {main && (
            <p>
              {main.Street} {main.HouseNumber}
              {main.HouseNumberExtension ? ` ${main.HouseNumberExtension}` : ''}
              <br />
              {main.PostalCode} {main.City}
            </p>
          )}
          <Link to="/account/details">{t('identity.overview.edit')}</Link>
        </section>
      </div>
    </>
  );
}
