import { serializeJsonLd, storeJsonLd } from '@toonbank/domain';
import { data, Form, Link, useNavigation } from 'react-router';
import { OpeningBadge, weekdayName } from '../components/stores/opening.tsx';
import type { StoreDetail } from '@toonbank/api/types';
import { streetLine } from '../components/stores/address.ts';
import { LOCALE_TAGS, useLocale, useT } from '../i18n/messages.ts';
import { ApiResponseError, readData } from '../lib/api.ts';
import type { ShellHandle } from '../lib/breadcrumbs.ts';
import { publicOrigin } from '../lib/public-origin.server.ts';
import { getRequestContext } from '../lib/request-context.server.ts';
import { throwIfUnauthorized } from '../lib/unauthorized.server.ts';
import type { Route } from './+types/store-detail';
import { pageUrl } from '../lib/page-url.ts';

export const handle: ShellHandle = {
  breadcrumb: ({ data: loaded, t }) => {
    const store = (loaded as { store?: StoreDetail } | undefined)?.store;
    return [{ label: t('stores.title'), to: '/vestigingen' }, ...(store ? [{ label: store.Name, to: `/winkel/${store.Url}` }] : [])];
  },
};

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const { store, origin } = loaderData;
  const description = `${store.Name}, ${streetLine(store)}, ${store.Address.PostalCode} ${store.Address.City}`;
  return [
    { title: `${store.Name} | Toonbank` },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: `${origin}/winkel/${store.Url}` },
    { property: 'og:title', content: store.Name },
    { property: 'og:description', content: description },
    ...(store.Image ? [{ property: 'og:image', content: new URL(store.Image, origin).toString() }] : []),
  ];
}

/** §2 /winkel/{slug}: address, contact, manager, photos, social links, opening times and the coming weeks. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, user } = getRequestContext(request, context);
  const slug = params.slug;
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) throw data(null, { status: 404 });
  try {
    const store = await readData(await api.aspos.stores.url[':url'].$get({ param: { url: slug } }));
    return {
      store,
      origin: publicOrigin(request),
      loggedIn: user !== null,
      chosen: pageUrl(request).searchParams.get('gekozen') === '1',
    };
  } catch (error) {
    throwIfUnauthorized(error, request);
    if (error instanceof ApiResponseError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** 'Kies als mijn winkel' for logged-in customers (PUT /api/aspos/customer/store). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { api, user } = getRequestContext(request, context);
  if (!user) throw data(null, { status: 401 });
  const form = await request.formData();
  const storeId = Number(form.get('storeId'));
  if (!Number.isInteger(storeId) || storeId <= 0) return { error: true };
  const response = await api.aspos.customer.store.$put({ json: { storeId } });
  const status: number = response.status;
  if (status === 401) throwIfUnauthorized(new ApiResponseError(401, 'UNAUTHORIZED', ''), request);
  if (!response.ok) return { error: true };
  return Response.redirect(new URL(`/winkel/${params.slug}?gekozen=1`, pageUrl(request)).toString(), 303);
}

export default function StoreDetailPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const { store, origin, loggedIn, chosen } = loaderData;
  const dateFormat = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const weekdays = [1, 2, 3, 4, 5, 6, 0].map((day) => ({ day, hours: store.OpeningTimes.Weekdays.find((w) => w.Day === day) }));
  const jsonLd = storeJsonLd({
    name: store.Name,
    url: `${origin}/winkel/${store.Url}`,
    phoneNumber: store.PhoneNumber,
    email: store.Email,
    street: store.Address.Street,
    houseNumber: store.Address.HouseNumber,
    postalCode: store.Address.PostalCode,
    city: store.Address.City,
    countryCode: store.Address.CountryCode,
    lat: store.Lat,
    lng: store.Lng,
    image: store.Image ? new URL(store.Image, origin).toString() : null,
    openingWeekdays: store.OpeningTimes.Weekdays.map((d) => ({ day: d.Day, openingTime: d.OpeningTime, closingTime: d.ClosingTime })),
    extraOpeningDays: store.OpeningTimes.ExtraOpeningDays.map((d) => ({
      date: d.Date,
      openingTime: d.OpeningTime,
      closingTime: d.ClosingTime,
    })),
    extraClosingDays: store.OpeningTimes.ExtraClosingDays.map((d) => ({ date: d.Date })),
  });
  const time = (value: string) => value.slice(0, 5);
  return (
    <div className="container store-detail">
      <h1>{store.Name}</h1>
      <OpeningBadge state={store.OpeningState} t={t} locale={locale} />
      <div className="store-detail__grid">
        <section className="card" aria-labelledby="store-address">
          <h2 id="store-address">{t('store.address')}</h2>
          <address>
            {streetLine(store)}
            <br />
            {store.Address.PostalCode} {store.Address.City}
          </address>
          <p>
            <a
              href={`https://www.openstreetmap.org/?mlat=${store.Lat}&mlon=${store.Lng}#map=16/${store.Lat}/${store.Lng}`}
              rel="noopener noreferrer"
            >
              {t('store.route')}
            </a>
          </p>
          {store.WebshopIsPickupStore ? <p>{t('store.pickupYes')}</p> : null}
          <h2>{t('store.contact')}</h2>
          <dl className="store-detail__contact">
            <dt>{t('store.phone')}</dt>
            <dd>
              <a href={`tel:${store.PhoneNumber.replace(/\s+/g, '')}`}>{store.PhoneNumber}</a>
            </dd>
            <dt>{t('store.email')}</dt>
            <dd>
              <a href={`mailto:${store.Email}`}>{store.Email}</a>
            </dd>
            {store.Manager ? (
              <>
                <dt>{t('store.manager')}</dt>
                <dd>
                  {store.Manager.FirstName} {store.Manager.LastName}
                </dd>
              </>
            ) : null}
          </dl>
          {Object.keys(store.Social).length > 0 ? (
            <>
              <h2>{t('store.social')}</h2>
              <ul className="store-detail__social">
                {Object.entries(store.Social).map(([network, href]) => (
                  <li key={network}>
                    <a href={href} rel="noopener noreferrer">
                      {network.charAt(0).toUpperCase() + network.slice(1)}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {store.WebshopIsPickupStore ? (
            loggedIn ? (
              <Form method="post" className="store-detail__choose">
                <input type="hidden" name="storeId" value={store.Id} />
                <button type="submit" className="button button--primary" disabled={navigation.state === 'submitting'}>
                  {t('store.choose')}
                </button>
                {chosen ? (
                  <p role="status" className="alert alert--success">
                    {t('store.chooseDone')}
                  </p>
                ) : null}
              </Form>
            ) : (
              <p>
                <Link to={`/login?redirect=${encodeURIComponent(`/winkel/${store.Url}`)}`}>{t('store.chooseLogin')}</Link>
              </p>
            )
          ) : null}
        </section>
        <section className="card" aria-labelledby="store-hours">
          <h2 id="store-hours">{t('store.hours')}</h2>
          <h3>{t('store.weekHours')}</h3>
          <table className="hours-table">
            <tbody>
              {weekdays.map(({ day, hours }) => (
                <tr key={day}>
                  <th scope="row">{weekdayName(day, locale)}</th>
                  <td>{hours ? `${time(hours.OpeningTime)} – ${time(hours.ClosingTime)}` : t('store.closedAllDay')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3>{t('store.comingWeeks')}</h3>
          <table className="hours-table hours-table--coming">
            <tbody>
              {store.Schedule.map((day) => (
                <tr key={day.Date} className={day.Kind !== 'regular' ? 'hours-table__special' : undefined}>
                  <th scope="row">
                    {weekdayName(day.Weekday, locale)} {dateFormat.format(new Date(`${day.Date}T00:00:00Z`))}
                  </th>
                  <td>
                    {day.Open && day.Close ? `${day.Open} – ${day.Close}` : t('store.closedAllDay')}
                    {day.Description ? ` (${day.Description})` : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
      {store.Gallery.length > 0 ? (
        <section aria-labelledby="store-gallery" className="store-detail__gallery">
          <h2 id="store-gallery">{t('store.gallery')}</h2>
          <ul>
            {store.Gallery.map((image) => (
              <li key={image.Url}>
                <img src={image.Url} alt={`${store.Name} (${image.Type === 'Logo' ? 'logo' : store.Address.City})`} loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
    </div>
  );
}
