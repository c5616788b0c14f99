import { data } from 'react-router';
import { Listing } from '../../components/catalogue/Listing.tsx';
import { translator, useLocale, useT } from '../../i18n/messages.ts';
import { readData } from '../../lib/api.ts';
import type { ShellHandle } from '../../lib/breadcrumbs.ts';
import { loadListing, orNotFound } from '../../lib/catalogue.server.ts';
import { dutchFragment } from '../../lib/content.ts';
import { brandHref } from '../../lib/links.ts';
import { publicOrigin } from '../../lib/public-origin.server.ts';
import { getRequestContext } from '../../lib/request-context.server.ts';
import { listingSignals, withLoaderHeaders } from '../../lib/search-signals.server.ts';
import type { Route } from './+types/brand';
import { pageUrl } from '../../lib/page-url.ts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, locale } = getRequestContext(request, context);
  const brandUrl = (params['*'] ?? '').replace(/^\/+|\/+$/g, '');
  const brand = await orNotFound(request, async () =>
    readData(await api.aspos.brands.url[':url'].$get({ param: { url: encodeURIComponent(brandUrl) } })),
  );
  const listing = await orNotFound(request, () => loadListing(api, pageUrl(request), { base: [`brand:${brand.Url}`] }));
  return data({ brand, listing, locale }, { headers: listingSignals(publicOrigin(request), brandHref(brand.Url), listing.state) });
}

export const headers: Route.HeadersFunction = withLoaderHeaders;

export const handle: ShellHandle = {
  breadcrumb: ({ data: loaded, t }) => {
    const brand = (loaded as Route.ComponentProps['loaderData'] | undefined)?.brand;
    if (!brand) return null;
    return [
      { label: t('catalogue.brands'), to: '/merken' },
      { label: brand.Name, to: brandHref(brand.Url) },
    ];
  },
};

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) return [];
  return [{ title: translator(loaderData.locale)('meta.titleSuffix', { title: loaderData.brand.Name }) }];
}

export default function BrandLister({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { brand, listing } = loaderData;
  const intro = (
    <div className="listing__brand">
      {brand.Img && <img src={brand.Img} alt="" width="120" height="60" />}
      {/* A description without a translation is the Dutch one: marked as such on a French or English page. */}
      {brand.Description && <p lang={dutchFragment(brand, locale)}>{brand.Description}</p>}
    </div>
  );
  return <Listing listing={listing} title={brand.Name || t('catalogue.brands')} intro={intro} />;
}
