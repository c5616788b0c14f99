import type { ContentItem } from '@toonbank/api/types';
import { HeroCarousel } from '../components/home/HeroCarousel.tsx';
import {
  Advantages,
  BrandStrip,
  PromoBanners,
  ThreeBlocks,
  toHomeItem,
  UspBand,
  type HomeBrand,
  type HomeItem,
} from '../components/home/HomeSections.tsx';
import { DeferredProductRow, ProductRow, type ProductRowData } from '../components/product/ProductRow.tsx';
import { Icon } from '../components/ui/Icon.tsx';
import { translator, useT } from '../i18n/messages.ts';
import { readData, type ApiClient } from '../lib/api.ts';
import type { ShellHandle } from '../lib/breadcrumbs.ts';
import { listerHref } from '../lib/links.ts';
import { toTileProduct } from '../lib/product-tile.ts';
import { getRequestContext } from '../lib/request-context.server.ts';
import { fetchContentAreas, getCategories, getSettings, getSiteWide } from '../lib/site-wide.server.ts';
import { readSpecialNodes } from '../lib/special-nodes.ts';
import { throwIfUnauthorized } from '../lib/unauthorized.server.ts';
import type { Route } from './+types/home';

export const handle: ShellHandle = { hideBreadcrumbs: true };

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const t = translator(matches[0]?.loaderData?.locale ?? 'nl');
  return [{ title: t('meta.homeTitle') }, { name: 'description', content: t('meta.homeDescription') }];
}

/** The content areas of the home page (§3); MainUsps comes with the site-wide parts. */
const HOME_AREAS = ['HomeBanners', 'HomeBannersRow', 'HomeThreeBlocks', 'HomeUspBanners', 'HomeAdvantages'] as const;
const ROW_LIMIT = '10';
/** The home page's brand strip shows the ten most popular brands (§9). */
const BRAND_LIMIT = '10';

async function productRow(
  api: ApiClient,
  request: Request,
  key: string,
  node: { id: number; url: string | null } | null,
  title: string,
): Promise<ProductRowData | null> {
  if (!node) return null;
  try {
    const { Products } = await readData(
      await api.aspos.webnodes[':id'].products.$get({ param: { id: String(node.id) }, query: { limit: ROW_LIMIT } }),
    );
    // Only what a tile shows goes into the loader data (the summaries carry twice as many fields).
    return { key, title, href: node.url ? listerHref(node.url) : null, products: Products.map(toTileProduct) };
  } catch (error) {
    throwIfUnauthorized(error, request);
    // A row that cannot load is left out; the rest of the home page still shows.
    return null;
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, locale } = getRequestContext(request, context);
  const t = translator(locale);
  const [settings, siteWide, categories] = await Promise.all([
    getSettings(api, locale),
    getSiteWide(api, locale),
    getCategories(api, locale),
  ]);
  const special = readSpecialNodes(settings);
  // Products hang on the deepest categories: the top category's first sub-sub-category stands in for it.
  const topCategory = categories[0] ?? null;
  const group = topCategory?.Children[0] ?? null;
  const featured = group?.Children[0] ?? group ?? topCategory;
  const featuredName = topCategory && featured && featured !== topCategory ? `${topCategory.Name} › ${featured.Name}` : featured?.Name;
  const offersNode = special.actie ?? (featured ? { id: featured.Id, url: featured.Url } : null);

  // Critical: the banners and the first product row are awaited (server-rendered, no layout shift).
  const [areas, offers] = await Promise.all([
    fetchContentAreas(api, [...HOME_AREAS]).catch((): Partial<Record<string, ContentItem[]>> => ({})),
    productRow(api, request, 'offers', offersNode, special.actie ? t('home.offers') : t('home.popular')),
  ]);

  // Further down the page: streamed in as they resolve (deferred promises, rendered with <Await>).
  const popular = productRow(api, request, 'popular', special.homePopular ?? null, t('home.popular'));
  const category =
    featured && featured.Id !== offersNode?.id
      ? productRow(
          api,
          request,
          'category',
          { id: featured.Id, url: featured.Url },
          t('home.category', { name: featuredName ?? featured.Name }),
        )
      : Promise.resolve(null);
  const brands: Promise<HomeBrand[]> = api.aspos.brands.popular
    .$get({ query: { limit: BRAND_LIMIT } })
    .then(readData)
    .then((list) => list.map(({ Id, Name, Url, Img }): HomeBrand => ({ Id, Name, Url, Img })))
    .catch(() => []);

  const area = (name: (typeof HOME_AREAS)[number]): HomeItem[] => (areas[name] ?? []).map(toHomeItem);
  return {
    banners: area('HomeBanners'),
    bannersRow: area('HomeBannersRow'),
    threeBlocks: area('HomeThreeBlocks'),
    // The home's own selling points, else the main ones: only the shown list goes into the loader data.
    usps: areas.HomeUspBanners?.length ? area('HomeUspBanners') : siteWide.areas.MainUsps.map(toHomeItem),
    advantages: area('HomeAdvantages'),
    offers,
    popular,
    category,
    brands,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { banners, bannersRow, threeBlocks, usps, advantages, offers } = loaderData;
  return (
    <div className="home">
      <h1 className="visually-hidden">{t('home.heading')}</h1>
      <div className="container home__top">
        <HeroCarousel slides={banners} />
        <PromoBanners items={bannersRow} />
      </div>
      <div className="home__usps">
        <div className="container">
          <UspBand items={usps} label={t('home.promises')} />
        </div>
      </div>
      <div className="container home__sections">
        {offers && <ProductRow row={offers} icon={<Icon name="tag" size={22} />} />}
        <DeferredProductRow row={loaderData.popular} icon={<Icon name="sparkle" size={22} />} />
        <ThreeBlocks items={threeBlocks} />
        <DeferredProductRow row={loaderData.category} icon={<Icon name="paw" size={22} />} />
        <BrandStrip brands={loaderData.brands} />
        <Advantages items={advantages} />
      </div>
    </div>
  );
}
