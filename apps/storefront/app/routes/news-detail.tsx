import { serializeJsonLd } from '@toonbank/domain';
import { data, Link } from 'react-router';
import { ContentBlocks } from '../components/content/ContentBlocks.tsx';
import { LOCALE_TAGS, useLocale, useT } from '../i18n/messages.ts';
import { ApiResponseError, readData } from '../lib/api.ts';
import type { ShellHandle } from '../lib/breadcrumbs.ts';
import { dutchFragment } from '../lib/content.ts';
import { loadBlockExtras, submitContentForm } from '../lib/content-page.server.ts';
import { publicOrigin } from '../lib/public-origin.server.ts';
import { getRequestContext } from '../lib/request-context.server.ts';
import type { Route } from './+types/news-detail';

export const handle: ShellHandle = {
  breadcrumb: ({ data: loaded, t }) => {
    const item = (loaded as Awaited<ReturnType<typeof loader>> | undefined)?.item;
    return [
      { label: t('news.title'), to: '/nieuws' },
      ...(item
        ? [
            { label: item.CategoryTitle, to: `/nieuws/${item.CategoryName}` },
            { label: item.Title, to: `/nieuws/detail/${item.Name}` },
          ]
        : []),
    ];
  },
};

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  const { item, origin } = loaderData;
  return [
    { title: `${item.Title} | Toonbank` },
    { name: 'description', content: item.Summary },
    { name: 'keywords', content: item.Tags.join(', ') },
    { tagName: 'link', rel: 'canonical', href: `${origin}/nieuws/detail/${item.Name}` },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: item.Title },
    { property: 'og:description', content: item.Summary },
    ...(item.Image ? [{ property: 'og:image', content: new URL(item.Image, origin).toString() }] : []),
  ];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, locale } = getRequestContext(request, context);
  if (!/^[a-z0-9-]{1,200}$/.test(params.slug)) throw data(null, { status: 404 });
  try {
    const item = await readData(
      await api.newsitembyname[':name'][':locale'].$get({ param: { name: params.slug, locale: LOCALE_TAGS[locale] } }),
    );
    const extras = await loadBlockExtras(api, item.Blocks, locale);
    return { item, extras, origin: publicOrigin(request) };
  } catch (error) {
    if (error instanceof ApiResponseError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const action = ({ request, context }: Route.ActionArgs) => submitContentForm(request, context);

export default function NewsDetail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { item, extras, origin } = loaderData;
  // An item without a translation is shown in Dutch, marked as such (its title, summary and body).
  const lang = dutchFragment(item, locale);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.Title,
    author: { '@type': 'Person', name: item.Author },
    datePublished: item.PublicationDate,
    url: `${origin}/nieuws/detail/${item.Name}`,
    ...(item.Image ? { image: new URL(item.Image, origin).toString() } : {}),
  };
  return (
    <article className="container news-detail">
      <h1 lang={lang}>{item.Title}</h1>
      <p className="news-card__meta">
        {t('news.published', { date: item.PublicationDateDisplay })} · {t('news.by', { author: item.Author })}
      </p>
      <div lang={lang}>
        <ContentBlocks blocks={item.Blocks} extras={extras} formResult={actionData ?? null} />
      </div>
      {item.Tags.length > 0 ? (
        // Tags are the Dutch words of their addresses (/nieuws/tag/…).
        <nav aria-label={t('news.tags')} className="news-detail__tags" lang={locale === 'nl' ? undefined : 'nl'}>
          <ul>
            {item.Tags.map((tag) => (
              <li key={tag}>
                <Link to={`/nieuws/tag/${encodeURIComponent(tag)}`}>#{tag}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
    </article>
  );
}
