import type { FaqCategory } from '@toonbank/api/types';
import { useId, useState } from 'react';
import { FaqList } from '../components/content/ContentBlocks.tsx';
import { PageBanners } from '../components/content/PageBanners.tsx';
import { ItemText } from '../components/ui/ItemText.tsx';
import { translator, useT } from '../i18n/messages.ts';
import { readData } from '../lib/api.ts';
import type { ShellHandle } from '../lib/breadcrumbs.ts';
import { LOCALE_TAGS } from '../i18n/messages.ts';
import { getRequestContext } from '../lib/request-context.server.ts';
import { fetchContentAreas } from '../lib/site-wide.server.ts';
import type { Route } from './+types/faq';
import { pageUrl } from '../lib/page-url.ts';

export const handle: ShellHandle = {
  breadcrumb: ({ t }) => ({ label: t('faq.title'), to: '/klantenservice' }),
};

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  return [{ title: t('meta.titleSuffix', { title: t('faq.title') }) }, { name: 'description', content: t('faq.intro') }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale } = getRequestContext(request, context);
  const banners = fetchContentAreas(api, ['ContactDetailsBanner'])
    .then((areas) => areas.ContactDetailsBanner ?? [])
    .catch(() => []);
  const categories = await api.faq[':locale']
    .$get({ param: { locale: LOCALE_TAGS[locale] } })
    .then(readData)
    .catch((): FaqCategory[] => []);
  const url = pageUrl(request);
  return {
    categories,
    banners: await banners,
    sent: url.searchParams.get('verzonden') === '1',
    query: (url.searchParams.get('q') ?? '').slice(0, 100),
  };
}

/** Plain text of sanitised answer HTML, for searching. */
function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
}

/** §2 /klantenservice: FAQ categories with an accordion of questions, filtered as you type (and with ?q= without JavaScript). */
export default function Faq({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const inputId = useId();
  const { categories, sent, banners } = loaderData;
  const [query, setQuery] = useState(loaderData.query);
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (q: { Question: string; Answer: string }) => {
    const text = `${q.Question} ${textOf(q.Answer)}`.toLowerCase();
    return words.every((word) => text.includes(word));
  };
  const filtered = categories.map((c) => ({ ...c, Questions: c.Questions.filter(matches) })).filter((c) => c.Questions.length > 0);
  const count = filtered.reduce((sum, c) => sum + c.Questions.length, 0);
  return (
    <div className="container faq-page">
      <h1>{t('faq.title')}</h1>
      {sent ? (
        <p className="alert alert--success" role="status">
          {t('form.sent')}
        </p>
      ) : null}
      <p>{t('faq.intro')}</p>
      <form role="search" className="faq-page__search" method="get" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="form__label">
          {t('faq.search')}
        </label>
        <input
          id={inputId}
          name="q"
          type="search"
          className="form__input"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          maxLength={100}
        />
      </form>
      <p aria-live="polite" className="faq-page__count">
        {words.length > 0 ? (count > 0 ? t('faq.results', { count }) : t('faq.noResults', { query })) : ''}
      </p>
      {filtered.map((category) => (
        <section key={category.Id} aria-labelledby={`faq-${category.Name}`} className="faq-page__category">
          <h2 id={`faq-${category.Name}`}>
            <ItemText item={{ Name: category.Title, Language: category.Language }} />
          </h2>
          <FaqList questions={category.Questions} />
        </section>
      ))}
      <PageBanners items={banners} label={t('store.contact')} />
    </div>
  );
}
