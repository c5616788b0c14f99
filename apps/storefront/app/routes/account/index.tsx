import { Link } from 'react-router';
import { translator, useT } from '../../i18n/messages.ts';
import { loadAccount } from '../../lib/account.server.ts';
import type { Route } from './+types/index';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('account.title') }) }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { customer } = await loadAccount(request, context);
  return { customer };
}

export default function AccountOverview({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { customer } = loaderData;
  const name = [customer.FirstName, customer.MiddleName, customer.LastName].filter(Boolean).join(' ');
  const main = customer.Addresses.find((a) => a.Type === 'Default');
  return (
    <>
      <h1>{t('account.title')}</h1>
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
      <section className="account-card" aria-labelledby="overview-points">
        <h2 id="overview-points">{t('promo.points')}</h2>
        <p data-testid="account-points">{t('promo.pointsBalance', { points: customer.BonusPoints })}</p>
      </section>
      <section className="account-card" aria-labelledby="overview-preferences">
        <h2 id="overview-preferences">{t('identity.menu.preferences')}</h2>
        <p>
          {t('identity.preferences.store')}: {customer.DefaultStore?.Name ?? t('identity.preferences.noStore')}
          <br />
          {customer.IncludeVat ? t('identity.preferences.inclVat') : t('identity.preferences.exclVat')}
        </p>
        <Link to="/account/preferences">{t('identity.overview.edit')}</Link>
      </section>
    </>
  );
}
