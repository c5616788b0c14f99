import { data, Link } from 'react-router';
import { translator, useLocale, useT, LOCALE_TAGS } from '../i18n/messages.ts';
import { ApiResponseError, readData } from '../lib/api.ts';
import type { ShellHandle } from '../lib/breadcrumbs.ts';
import { dutchFragment } from '../lib/content.ts';
import { getRequestContext } from '../lib/request-context.server.ts';
import type { Route } from './+types/news-list';
import { pageUrl } from '../lib/page-url.ts';

const PAGE_SIZE = 9;

export const handle: ShellHandle = {
  breadcrumb: ({ data: loaded, t }) => {
    const page = loaded as { heading: string; path: string } | undefined;
    const crumbs = [{ label: t('news.title'), to: '/nieuws' }];
    if (page && page.path !== '/nieuws') crumbs.push({ label: page.heading, to: page.path });
    return crumbs;
  },
};

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  return [{ title: `${loaderData.heading} | Toonbank` }, ...(loaderData.tag ? [{ name: 'robots', content: 'noindex, follow' }] : [])];
}

/** §2 /nieuws, /nieuws/{category} and /nieuws/tag/{tag}: published news, newest first, paged with ?pagina=. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, locale } = getRequestContext(request, context);
  const t = translator(locale);
  const url = pageUrl(request);
  const page = Math.max(1, Math.min(1000, Number.parseInt(url.searchParams.get('pagina') ?? '1', 10) || 1));
  const query = { offset: String((page - 1) * PAGE_SIZE), limit: String(PAGE_SIZE) };
  const culture = LOCALE_TAGS[locale];
  const tag = 'tag' in params && params.tag ? params.tag : null;
  const category = '*' in params && params['*'] ? params['*'].replace(/\/+$/, '') : null;
  if (tag !== null && tag.length > 100) throw data(null, { status: 404 });
  if (category !== null && !/^[a-z0-9-]{1,100}$/.test(category)) throw data(null, { status: 404 });
  try {
    const result = await readData(
      tag !== null
        ? await api.newstag[':tag'][':locale'].$get({ param: { tag, locale: culture }, query })
        : await api.newscategorybyname[':name'][':locale'].$get({ param: { name: category ?? 'alle', locale: culture }, query }),
    );
    const heading = tag !== null ? t('news.tagTitle', { tag }) : (result.Category?.Title ?? t('news.title'));
    const headingLanguage = tag === null && result.Category ? result.Category.Language : locale;
    const path = tag !== null ? `/nieuws/tag/${encodeURIComponent(tag)}` : category ? `/nieuws/${category}` : '/nieuws';
    return { items: result.Items, total: result.Total, categories: result.Categories, heading, headingLanguage, path, page, tag, category };
  } catch (error) {
    if (error instanceof ApiResponseError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { items, total, categories, heading, headingLanguage, path, page, category } = loaderData;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <div className="container news-page">
      <h1 lang={dutchFragment({ Language: headingLanguage }, locale)}>{heading}</h1>
      <nav aria-label={t('news.categories')} className="news-page__categories">
        <ul>
          <li>
            <Link to="/nieuws" aria-current={category === null && path === '/nieuws' ? 'page' : undefined}>
              {t('news.all')}
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c.Id}>
              <Link to={`/nieuws/${c.Name}`} aria-current={category === c.Name ? 'page' : undefined} lang={dutchFragment(c, locale)}>
                {c.Title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {items.length === 0 ? <p>{t('news.empty')}</p> : null}
      <ul className="news-list">
        {items.map((item) => (
          <li key={item.Id} className="news-card card">
            {item.Image ? <img src={item.Image} alt="" loading="lazy" /> : null}
            {/* Title and summary of an item without a translation are Dutch, marked so; the meta line is the page's language. */}
            <h2 lang={dutchFragment(item, locale)}>
              <Link to={`/nieuws/detail/${item.Name}`}>{item.Title}</Link>
            </h2>
            <p className="news-card__meta">
              {t('news.published', { date: item.PublicationDateDisplay })} · {t('news.by', { author: item.Author })}
            </p>
            <p lang={dutchFragment(item, locale)}>{item.Summary}</p>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label={t('news.page', { page, pages })} className="pager">
          {page > 1 ? <Link to={`${path}?pagina=${page - 1}`}>{t('news.previous')}</Link> : null}
          <span>{t('news.page', { page, pages })}</span>
          {page < pages ? <Link to={`${path}?pagina=${page + 1}`}>{t('news.next')}</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
