import { normalizeKeyword, pageCount, pageNumber, pageSizeOrDefault, shownFacetValues } from '@toonbank/domain';
import { data, redirect } from 'react-router';
import { toTileProduct } from './product-tile.ts';
import { ApiResponseError, readData, type ApiClient, type DataOf } from './api.ts';
import { throwIfUnauthorized } from './unauthorized.server.ts';

/** The lister state held in the URL (§2: shareable, back restores it). */
export interface ListingState {
  filters: string[];
  /** As asked for; the API reads it for the page (an unknown or old value gives the page's default: `SortBy`). */
  sort: string | null;
  pageSize: number;
  page: number;
  minPrice: string;
  maxPrice: string;
  /** The facet shown with all its values (`?more=brand`); the others show their first values (issue 19). */
  more: string | null;
}

const PRICE = /^\d{1,7}(?:[.,]\d{1,2})?$/;
const FACET_FIELD = /^[a-z][a-zA-Z0-9_.]{0,59}$/;

/** Reads `?f=…&sort=…&size=…&page=…&min=…&max=…&more=…`; bad values fall back (page size outside 24/48/96 → 24). */
export function readListingState(url: URL): ListingState {
  const params = url.searchParams;
  const rawSort = params.get('sort')?.trim().slice(0, 40);
  const min = params.get('min')?.trim() ?? '';
  const max = params.get('max')?.trim() ?? '';
  return {
    filters: params
      .getAll('f')
      .filter((f) => f.includes(':') && !f.startsWith('price:'))
      .slice(0, 50),
    sort: rawSort || null,
    pageSize: pageSizeOrDefault(params.get('size')),
    page: pageNumber(params.get('page')),
    minPrice: PRICE.test(min) ? min : '',
    maxPrice: PRICE.test(max) ? max : '',
    more: FACET_FIELD.exec(params.get('more') ?? '')?.[0] ?? null,
  };
}

export async function loadListing(api: ApiClient, url: URL, options: { base: string[]; keyword?: string }) {
  const state = readListingState(url);
  const facetFilters = [...state.filters];
  if (state.minPrice || state.maxPrice) facetFilters.push(`price:${state.minPrice.replace(',', '.')}-${state.maxPrice.replace(',', '.')}`);
  const result = await readData(
    await api.meilisearch.v1.default.search.$get({
      query: {
        searchTerm: normalizeKeyword(options.keyword),
        offset: String((state.page - 1) * state.pageSize),
        limit: String(state.pageSize),
        ...(state.sort ? { sortBy: state.sort } : {}),
        baseFacetFilters: options.base,
        facetFilters,
      },
    }),
  );
  // Past the last page (`?page=999`): the last page itself, not an empty 'Pagina 999 / 22' (issue 12 defect 4).
  const last = pageCount(result.Total, state.pageSize);
  if (state.page > last) throw redirect(withPage(url, last));
  return { state, result: shownResult(result, state.more) };
}

type SearchAnswer = DataOf<Awaited<ReturnType<ApiClient['meilisearch']['v1']['default']['search']['$get']>>>;

/**
 * What a listing renders of the search answer (decision 0026, as `shownProduct` for the product page): the loader's
 * data is encoded into every page and decoded again by the browser, so the answer's fields no component uses (the
 * keyword, offset and limit, the sorts' field and order, the price range's chosen bounds) stay on the server and the
 * hits carry only what a tile shows. The `Listing` component is typed against this, so a field it starts to use and
 * this leaves out fails the typecheck.
 */
function shownResult(result: SearchAnswer, more: string | null) {
  return {
    Total: result.Total,
    SortBy: result.SortBy,
    Sorts: result.Sorts.map((sort) => ({ Label: sort.Label, Value: sort.Value })),
    Facets: result.Facets.map((facet) => ({
      Field: facet.Field,
      Label: facet.Label,
      Count: facet.Values.length,
      Values: shownFacetValues(facet.Values, facet.Field === more),
    })),
    PriceRange: { Min: result.PriceRange.Min, Max: result.PriceRange.Max },
    Hits: result.Hits.map(toTileProduct),
  };
}

/** The path and query of `url` on page `page` (page 1 without the parameter). */
export function withPage(url: URL, page: number): string {
  const params = new URLSearchParams(url.search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

export type Listing = Awaited<ReturnType<typeof loadListing>>;

/** Whether the visitor narrowed the listing: facet values or a price bound chosen (sort, page size and paging do not). */
export function isFiltered(state: Pick<ListingState, 'filters' | 'minPrice' | 'maxPrice'>): boolean {
  return state.filters.length > 0 || state.minPrice !== '' || state.maxPrice !== '';
}

/**
 * True when nothing at all matches the fixed context `base`: the listing is empty and
 * would stay empty without the visitor's filters (an empty result that comes from
 * facet or price choices keeps the lister, so they can be undone).
 */
export async function nothingInContext(api: ApiClient, listing: Listing, base: string[]): Promise<boolean> {
  if (listing.result.Total > 0) return false;
  if (!isFiltered(listing.state)) return true;
  const bare = await readData(await api.meilisearch.v1.default.search.$get({ query: { limit: '1', baseFacetFilters: base } }));
  return bare.Total === 0;
}

const TAG_KEY = /^[a-zA-Z][a-zA-Z0-9_]{0,39}$/;

/**
 * The `/tag/*` path: `{value}` (that value under any tag key, e.g. `/tag/Hond`) or
 * `{key}/{value}` (e.g. `/tag/dier/Hond`), with its base facet filter and canonical
 * path; null when the path is neither.
 */
export function parseTagPath(splat: string): { key: string | null; value: string; base: string; path: string } | null {
  const parts = splat.split('/').filter(Boolean);
  const [first, second] = parts;
  if (!first || parts.length > 2) return null;
  if (second === undefined) {
    const value = first.trim().slice(0, 100);
    return value ? { key: null, value, base: `tag:${value}`, path: `/tag/${encodeURIComponent(value)}` } : null;
  }
  const value = second.trim().slice(0, 100);
  if (!TAG_KEY.test(first) || !value) return null;
  const key = first.toLowerCase();
  return { key, value, base: `tag.${key}:${value}`, path: `/tag/${key}/${encodeURIComponent(value)}` };
}

/** Runs an API read; a 404 from the API becomes the not-found page, a 401 the login-expired page (§6). */
export async function orNotFound<T>(request: Request, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throwIfUnauthorized(error, request);
    if (error instanceof ApiResponseError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * The category trail of a product's first category, root first (the breadcrumb of the product page). Empty when the
 * product has no live category or it cannot be read: the page must not fail for its breadcrumb.
 */
export async function categoryTrail(api: ApiClient, nodeId: number | undefined): Promise<{ Name: string; Url: string }[]> {
  if (!nodeId) return [];
  try {
    const trail = await readData(await api.aspos.webnodes.trail[':id'].$get({ param: { id: String(nodeId) } }));
    return trail.map((n) => ({ Name: n.Name, Url: n.Url }));
  } catch {
    return [];
  }
}
