import { data } from 'react-router';
import { Listing } from '../../components/catalogue/Listing.tsx';
import { translator, useT } from '../../i18n/messages.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { loadListing, nothingInContext, orNotFound, parseTagPath } from '../../lib/catalogue.server.ts';
import { publicOrigin } from '../../lib/public-origin.server.ts';
import { getRequestContext } from '../../lib/request-context.server.ts';
import { listingSignals, withLoaderHeaders } from '../../lib/search-signals.server.ts';
import type { Route } from './+types/tag';
import { pageUrl } from '../../lib/page-url.ts';

/**
 * `/tag/{value}` (e.g. `/tag/Hond`: that value under any tag key) and `/tag/{key}/{value}`
 * (e.g. `/tag/dier/Hond`): the products carrying that tag, with the lister's facets, sorts
 * and paging. The not-found page only when no product at all carries the tag.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, locale } = getRequestContext(request, context);
  const tag = parseTagPath(params['*'] ?? '');
  if (!tag) throw data(null, { status: 404 });
  const base = [tag.base];
  const listing = await orNotFound(request, async () => {
    const loaded = await loadListing(api, pageUrl(request), { base });
    if (await nothingInContext(api, loaded, base)) throw data(null, { status: 404 });
    return loaded;
  });
  return data(
    { tag: tag.value, listing, locale, path: tag.path },
    { headers: listingSignals(publicOrigin(request), tag.path, listing.state) },
  );
}

export const headers: Route.HeadersFunction = withLoaderHeaders;

export const handle: ShellHandle = {
  breadcrumb: ({ data: loaded }) => {
    if (!loaded) return null;
    const { tag, path } = loaded as Route.ComponentProps['loaderData'];
    return { label: tag, to: path };
  },
};

export function meta({ loaderData: loaded }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaded) return [];
  const t = translator(loaded.locale);
  return [{ title: t('meta.titleSuffix', { title: t('catalogue.tag', { tag: loaded.tag }) }) }];
}

export default function TagLister({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return <Listing listing={loaderData.listing} title={t('catalogue.tag', { tag: loaderData.tag })} />;
}
