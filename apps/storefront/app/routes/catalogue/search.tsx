import { normalizeKeyword } from '@toonbank/domain';
import { redirect } from 'react-router';
import { Listing } from '../../components/catalogue/Listing.tsx';
import { searchPath } from '../../components/layout/SearchForm.tsx';
import { translator, useT } from '../../i18n/messages.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { loadListing, orNotFound } from '../../lib/catalogue.server.ts';
import { getRequestContext } from '../../lib/request-context.server.ts';
import { useAnalyticsEvent } from '../../lib/analytics.ts';
import type { Route } from './+types/search';
import { pageUrl } from '../../lib/page-url.ts';

/** `/zoek/{slug}`: the slug's hyphens are the keyword's spaces. `/zoek?q=` (the form without JavaScript) redirects there. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const q = url.searchParams.get('q');
  if (q !== null) throw redirect(searchPath(normalizeKeyword(q)));
  const { api, locale } = getRequestContext(request, context);
  const keyword = normalizeKeyword((params.slug ?? '').replace(/-/g, ' '));
  if (!keyword) return { keyword, listing: null, locale };
  const listing = await orNotFound(request, () => loadListing(api, url, { base: [], keyword }));
  return { keyword, listing, locale };
}

export const handle: ShellHandle = {
  breadcrumb: ({ data, t, pathname }) => {
    const { keyword } = (data ?? { keyword: '' }) as { keyword: string };
    return { label: keyword ? t('catalogue.searchFor', { keyword }) : t('catalogue.search'), to: pathname };
  },
};

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(loaderData?.locale ?? 'nl');
  const title = loaderData?.keyword ? t('catalogue.searchFor', { keyword: loaderData.keyword }) : t('catalogue.search');
  return [{ title: t('meta.titleSuffix', { title }) }, { name: 'robots', content: 'noindex, follow' }];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const t = useT();
  useAnalyticsEvent(loaderData.keyword ? `search-${loaderData.keyword}` : null, () => [
    'search',
    { search_term: loaderData.keyword },
    false,
  ]);
  if (!loaderData.listing) {
    return (
      <div className="listing container">
        <h1>{t('catalogue.search')}</h1>
        <p>{t('catalogue.searchEmpty')}</p>
      </div>
    );
  }
  return <Listing listing={loaderData.listing} title={t('catalogue.searchFor', { keyword: loaderData.keyword })} />;
}
