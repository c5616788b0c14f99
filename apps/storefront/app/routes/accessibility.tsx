import { Link, useRouteLoaderData } from 'react-router';
import type { ShellData } from '../components/layout/types.ts';
import { translator, useT, type MessageKey } from '../i18n/messages.ts';
import type { ShellHandle } from '../lib/breadcrumbs.ts';
import { getRequestContext } from '../lib/request-context.server.ts';
import { useCalendarDay } from '../lib/dates.ts';
import type { Route } from './+types/accessibility';

/** When this statement was last checked against the shop (yyyy-MM-dd); change it with the text. */
const UPDATED = '2026-11-25';

export const handle: ShellHandle = {
  breadcrumb: ({ t }) => ({ label: t('footer.accessibility'), to: '/toegankelijkheid' }),
};

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(loaderData?.locale ?? 'nl');
  return [
    { title: t('meta.titleSuffix', { title: t('a11y.title') }) },
    { name: 'description', content: t('a11y.standard.text').slice(0, 160) },
  ];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return { locale: getRequestContext(request, context).locale };
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The accessibility statement (European Accessibility Act, in force for web shops since 28 June 2025): the standard
 * (WCAG 2.2 AA), how it is tested, known limitations and how to reach the shop, with the response time. Linked from
 * the footer; in the visitor's language.
 */
export default function Accessibility() {
  const t = useT();
  const day = useCalendarDay();
  const shop = useRouteLoaderData<ShellData>('root')?.siteWide.shop;
  const list = (keys: MessageKey[]) => (
    <ul className="statement__list">
      {keys.map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
    </ul>
  );
  return (
    <article className="container statement">
      <h1>{t('a11y.heading')}</h1>
      <p className="statement__intro">{t('a11y.intro')}</p>
      <section aria-labelledby="a11y-standard">
        <h2 id="a11y-standard">{t('a11y.standard.title')}</h2>
        <p>{t('a11y.standard.text')}</p>
      </section>
      <section aria-labelledby="a11y-tested">
        <h2 id="a11y-tested">{t('a11y.tested.title')}</h2>
        {list(['a11y.tested.1', 'a11y.tested.2', 'a11y.tested.3', 'a11y.tested.4'])}
      </section>
      <section aria-labelledby="a11y-limits">
        <h2 id="a11y-limits">{t('a11y.limits.title')}</h2>
        {list(['a11y.limits.1', 'a11y.limits.2', 'a11y.limits.3'])}
      </section>
      <section aria-labelledby="a11y-contact" className="statement__contact">
        <h2 id="a11y-contact">{t('a11y.contact.title')}</h2>
        <p>{t('a11y.contact.text')}</p>
        <ul className="statement__list">
          {shop?.email && (
            <li>
              {t('text.colon', { label: t('footer.email') })} <a href={`mailto:${shop.email}`}>{shop.email}</a>
            </li>
          )}
          {shop?.phone && (
            <li>
              {t('text.colon', { label: t('footer.phone') })} <a href={telHref(shop.phone)}>{shop.phone}</a> ({t('a11y.contact.hours')})
            </li>
          )}
          <li>
            <Link to="/klantenservice">{t('faq.title')}</Link>
          </li>
        </ul>
        <p>
          <strong>{t('a11y.contact.response')}</strong>
        </p>
        <p>{t('a11y.contact.complaint')}</p>
      </section>
      <p className="statement__updated">{t('a11y.updated', { date: day(UPDATED, false) })}</p>
    </article>
  );
}
