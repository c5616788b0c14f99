import { formatDistance } from '@toonbank/domain';
import { useState } from 'react';
import { Form, Link, useNavigate, useNavigation } from 'react-router';
import { PageBanners } from '../components/content/PageBanners.tsx';
import { StoreMap } from '../components/stores/StoreMap.tsx';
import { OpeningBadge } from '../components/stores/opening.tsx';
import { streetLine } from '../components/stores/address.ts';
import { Icon } from '../components/ui/Icon.tsx';
import { translator, useLocale, useT } from '../i18n/messages.ts';
import { readData } from '../lib/api.ts';
import type { ShellHandle } from '../lib/breadcrumbs.ts';
import { mapConfig } from '../lib/stores-content-config.server.ts';
import { getRequestContext } from '../lib/request-context.server.ts';
import { fetchContentAreas } from '../lib/site-wide.server.ts';
import type { Route } from './+types/stores';
import { pageUrl } from '../lib/page-url.ts';

export const handle: ShellHandle = {
  breadcrumb: ({ t }) => ({ label: t('stores.title'), to: '/vestigingen' }),
};

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('stores.title') }) }, { name: 'description', content: t('stores.intro') }];
}

/** §2 /vestigingen: every store with today's opening state; by name, or nearest first to a postcode, town or the browser's location. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = getRequestContext(request, context);
  const url = pageUrl(request);
  const params = url.searchParams;
  const near = (params.get('near') ?? '').slice(0, 100);
  const lat = params.get('lat') ?? undefined;
  const lng = params.get('lng') ?? undefined;
  const sort = params.get('sort') === 'distance' ? 'distance' : 'name';
  const banners = fetchContentAreas(api, ['VestigingBanners'])
    .then((areas) => areas.VestigingBanners ?? [])
    .catch(() => []);
  const result = await api.aspos.stores
    .$get({ query: { near: near || undefined, distanceFromLatitude: lat, distanceFromLongitude: lng, sort } })
    .then(readData)
    .catch(() => ({ Stores: [], Location: null, LocationNotFound: false }));
  return {
    stores: result.Stores,
    location: result.Location,
    locationNotFound: result.LocationNotFound,
    near,
    sort: result.Stores.some((s) => s.DistanceInMeters !== null) && (near || sort === 'distance') ? 'distance' : 'name',
    usedPosition: Boolean(lat && lng && !near),
    query: url.search,
    banners: await banners,
    map: mapConfig(),
  };
}

export default function Stores({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { location, locationNotFound, near, sort, usedPosition, query, banners, map } = loaderData;
  // One definition of 'store' for customers (issue 12 defect 7): a shop to visit (type Store). The distribution
  // centre is shown as such below the stores, never counted as one.
  const stores = loaderData.stores.filter((store) => store.Type !== 'Warehouse');
  const centres = loaderData.stores.filter((store) => store.Type === 'Warehouse');
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [geoMessage, setGeoMessage] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);

  const locate = () => {
    setGeoMessage(null);
    if (!('geolocation' in navigator)) {
      setGeoMessage(t('stores.finder.unavailable'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const { latitude, longitude } = position.coords;
        void navigate(`/vestigingen?lat=${latitude.toFixed(4)}&lng=${longitude.toFixed(4)}&sort=distance`);
      },
      (error) => {
        setLocating(false);
        setGeoMessage(error.code === error.PERMISSION_DENIED ? t('stores.finder.refused') : t('stores.finder.unavailable'));
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  const searching = navigation.state === 'loading' && navigation.location.pathname === '/vestigingen';
  return (
    <div className="container stores-page">
      <h1>{t('stores.title')}</h1>
      <p>{t('stores.intro')}</p>
      <PageBanners items={banners} label={t('stores.title')} />
      <section className="store-finder card">
        <Form method="get" className="store-finder__form" role="search">
          <div className="form__field">
            <label htmlFor="store-near" className="form__label">
              {t('stores.finder.label')}
            </label>
            <input id="store-near" name="near" className="form__input" defaultValue={near} autoComplete="postal-code" maxLength={100} />
          </div>
          <button type="submit" className="button button--primary" disabled={searching}>
            <Icon name="search" /> {t('stores.finder.submit')}
          </button>
          <button type="button" className="button button--secondary-outline" onClick={locate} disabled={locating}>
            <Icon name="pin" /> {locating ? t('stores.finder.locating') : t('stores.finder.locate')}
          </button>
        </Form>
        <div aria-live="polite" className="store-finder__messages">
          {geoMessage ? (
            <p className="alert alert--warning" role="alert">
              {geoMessage}
            </p>
          ) : null}
          {locationNotFound ? (
            <p className="alert alert--warning" role="alert">
              {t('stores.finder.notFound', { query: near })}
            </p>
          ) : null}
          {location ? <p className="store-finder__near">{t('stores.finder.near', { place: location.City })}</p> : null}
        </div>
      </section>

      <div className="stores-page__toolbar">
        <p>{t('stores.count', { count: stores.length })}</p>
        {location || usedPosition ? (
          <nav aria-label={t('stores.sort.label')} className="stores-page__sort">
            <span>{t('stores.sort.label')}:</span>{' '}
            <Link to={sortHref('distance')} aria-current={sort === 'distance' ? 'true' : undefined}>
              {t('stores.sort.distance')}
            </Link>{' '}
            <Link to={sortHref('name')} aria-current={sort === 'name' ? 'true' : undefined}>
              {t('stores.sort.name')}
            </Link>
          </nav>
        ) : null}
      </div>

      {map ? <StoreMap stores={stores} tileUrl={map.tileUrl} attribution={map.attribution} /> : null}

      <ul className="store-list">
        {stores.map((store) => (
          <li key={store.Id} className="store-card card" data-testid="store-card">
            <h2 className="store-card__name">
              <Link to={`/winkel/${store.Url}`}>{store.Name}</Link>
            </h2>
            <address className="store-card__address">
              {streetLine(store)}
              <br />
              {store.Address.PostalCode} {store.Address.City}
              <br />
              <a href={`tel:${store.PhoneNumber.replace(/\s+/g, '')}`}>{store.PhoneNumber}</a>
            </address>
            <OpeningBadge state={store.OpeningState} t={t} locale={locale} />
            {store.DistanceInMeters !== null ? (
              <p className="store-card__distance">{t('stores.distance', { distance: formatDistance(store.DistanceInMeters) })}</p>
            ) : null}
            {store.WebshopIsPickupStore ? <p className="store-card__pickup">{t('stores.pickup')}</p> : null}
          </li>
        ))}
      </ul>

      {centres.length > 0 && (
        <section className="stores-page__centre" aria-labelledby="stores-centre-title">
          <h2 id="stores-centre-title">{t('stores.centre.title')}</h2>
          <p>{t('stores.centre.text')}</p>
          <ul className="store-list">
            {centres.map((centre) => (
              <li key={centre.Id} className="store-card store-card--centre card" data-testid="centre-card">
                <h3 className="store-card__name">{centre.Name}</h3>
                <address className="store-card__address">
                  {streetLine(centre)}
                  <br />
                  {centre.Address.PostalCode} {centre.Address.City}
                  <br />
                  <a href={`tel:${centre.PhoneNumber.replace(/\s+/g, '')}`}>{centre.PhoneNumber}</a>
                </address>
                <p className="store-card__pickup">{t('stores.centre.noShop')}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );

  function sortHref(to: 'distance' | 'name'): string {
    const params = new URLSearchParams(query);
    params.set('sort', to);
    return `/vestigingen?${params.toString()}`;
  }
}
