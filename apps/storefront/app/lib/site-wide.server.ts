import type { ContentItem, WebNode } from '@toonbank/api/types';
import { MINUTE_MS } from '@toonbank/domain';
import { readData, readDataAs, type ApiClient } from './api.ts';
import { SITE_WIDE_AREAS, type CategoryNode, type SiteWide } from './content.ts';
import { readShopInfo } from './shop-info.ts';
import { specialNodeIds } from './special-nodes.ts';

/** §2: site-wide parts loaded once; kept for a minute so publication windows still apply. */
const TTL_MS = MINUTE_MS;
/** §9: the category modal shows children to depth 2. */
const CATEGORY_DEPTH = '2';

function slimTree(nodes: readonly WebNode[]): CategoryNode[] {
  return nodes.map((node) => ({ Id: node.Id, Name: node.Name, Url: node.Url, Language: node.Language, Children: slimTree(node.Children) }));
}

type ContentAreaName = Parameters<ApiClient['aspos']['content']['areas']['$get']>[0]['query']['areas'];

/** The items of the named content areas (menus, banners, USPs) in the language `api` sends; an area without items is missing. */
export function fetchContentAreas(api: ApiClient, areas: ContentAreaName): Promise<Partial<Record<string, ContentItem[]>>> {
  return api.aspos.content.areas.$get({ query: { areas } }).then(readDataAs<Record<string, ContentItem[]>>);
}

interface Loaded {
  siteWide: SiteWide;
  /** The category tree of the menus: not part of every page's data, the menus load it when opened (categories route). */
  categories: CategoryNode[];
  /** All config settings by name (shop, specialWebNodes, delivery...): for loaders, not sent to the browser as a whole. */
  settings: Record<string, unknown>;
}

async function loadSiteWide(api: ApiClient): Promise<Loaded> {
  const [areas, config, tree] = await Promise.all([
    fetchContentAreas(api, [...SITE_WIDE_AREAS]),
    api.v2.aspos.common.config.$get().then(readData),
    api.aspos.webnodes.main.root.$get({ query: { descendantLevel: CATEGORY_DEPTH } }).then(readDataAs<WebNode[]>),
  ]);
  const settings: Record<string, unknown> = Object.fromEntries(config.Settings.map((setting) => [setting.Name, setting.Value]));
  const shop = settings.shop;
  // Special nodes (offers, new, 'meer'...) hang at the top level too; the category menus show only the real categories.
  const special = specialNodeIds(settings);
  return {
    siteWide: {
      areas: Object.fromEntries(SITE_WIDE_AREAS.map((area) => [area, areas[area] ?? []])) as SiteWide['areas'],
      shop: readShopInfo(shop),
    },
    categories: slimTree(tree.filter((node) => !special.has(node.Id))),
    settings,
  };
}

/** Per language: menus, USPs and categories come in the visitor's language (issue 12 defect 6). */
const cached = new Map<string, { expires: number; value: Promise<Loaded> }>();

function load(api: ApiClient, locale: string): Promise<Loaded> {
  const now = Date.now();
  let entry = cached.get(locale);
  if (!entry || entry.expires <= now) {
    const value = loadSiteWide(api);
    entry = { expires: now + TTL_MS, value };
    cached.set(locale, entry);
    value.catch(() => {
      cached.delete(locale);
    });
  }
  return entry.value;
}

/** The site-wide parts in `locale` (the language `api` sends). */
export async function getSiteWide(api: ApiClient, locale: string): Promise<SiteWide> {
  return (await load(api, locale)).siteWide;
}

/** The main categories with their children to depth 2, without the special nodes, in `locale`. */
export async function getCategories(api: ApiClient, locale: string): Promise<CategoryNode[]> {
  return (await load(api, locale)).categories;
}

/** The config settings by name (cached with the site-wide parts). */
export async function getSettings(api: ApiClient, locale: string): Promise<Record<string, unknown>> {
  return (await load(api, locale)).settings;
}

const emptyByRequest = new WeakMap<Request, Promise<ReadonlySet<string>>>();

/**
 * The urls of the categories whose lister shows this viewer no product (issue 12 defect 5), once per request (the
 * root, the page and the menus ask). Not cached here across requests: it depends on who is looking (the API caches
 * it per set of publication codes). On a failure nothing is hidden rather than the page failing.
 */
export function getEmptyListers(api: ApiClient, request: Request): Promise<ReadonlySet<string>> {
  let found = emptyByRequest.get(request);
  if (!found) {
    found = api.aspos.webnodes.empty
      .$get()
      .then(readData)
      .then((urls) => new Set(urls))
      .catch(() => new Set<string>());
    emptyByRequest.set(request, found);
  }
  return found;
}
