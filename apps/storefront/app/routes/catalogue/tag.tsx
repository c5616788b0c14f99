import { data } from 'react-router';
import { Listing } from '../../components/catalogue/Listing.tsx';
import { translator, useT } from '../../i18n/messages.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { loadListing, orNotFound } from '../../lib/catalogue.server.ts';
import { getRequestContext } from '../../lib/request-context.server.ts';
import type { Route } from './+types/tag';

/** `/tag/{key}/{value}`, e.g. `/tag/dier/Hond`: the products carrying that tag. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, locale } = getRequestContext(request, context);
  const [key, value, ...rest] = (params['*'] ?? '').split('/').filter(Boolean);
  if (!key || !value || rest.length > 0 || !/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/.test(key)) throw data(null, { status: 404 });
  const tagValue = value.slice(0, 100);
  const listing = await orNotFound(request, () => loadListing(api, new URL(request.url), { base: [`tag.${key.toLowerCase()}:${tagValue}`] }));
  if (listing.result.Total === 0) throw data(null, { status: 404 });
  return { tag: tagValue, listing, locale, path: `/tag/${key}/${encodeURIComponent(tagValue)}` };
}

export const handle: ShellHandle = {
  breadcrumb: ({ data: loaded }) => {
    if (!loaded) return null;
    const { tag, path } = loaded as Awaited<ReturnType<typeof loader>>;
    return { label: tag, to: path };
  },
};

export function meta({ data: loaded }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaded) return [];
  const t = translator(loaded.locale);
  return [{ title: t('meta.titleSuffix', { title: t('catalogue.tag', { tag: loaded.tag }) }) }];
}

export default function TagLister({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return <Listing listing={loaderData.listing} title={t('catalogue.tag', { tag: loaderData.tag })} />;
}
