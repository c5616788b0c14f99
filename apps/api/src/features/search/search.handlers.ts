/**
 * Thin handlers of search, suggestions and the lister's web node. Whole
 * answers are cached per catalogue revision (a write to the catalogue drops
 * them); the search engine is the one the API was built with.
 */
import type { RouteHandler } from '@hono/zod-openapi';
import {
  buildTsQuery,
  contentLanguage,
  DEFAULT_PAGE_SIZE,
  FACET_FIELDS,
  localizeFields,
  MINUTE_MS,
  normalizeKeyword,
  PAGE_SIZES,
  parseFacetFilters,
  parseSortOption,
  sortSpec,
} from '@toonbank/domain';
import { findListerNode, isWebNodeForOtherCustomers, type ListerNodeRow, type SearchRequest } from '@toonbank/db/repositories/search';
import { keepsListCounts } from '@toonbank/db/repositories/search-index';
import type { CatalogueViewer } from '@toonbank/db/repositories/catalogue';
import { catalogueDb, type AppEnv } from '../../lib/context.ts';
import { JsonAnswer, sendJsonAnswer } from '../../lib/encoded-json.ts';
import { ApiError } from '../../lib/errors.ts';
import { cachedByCatalogueRevision, isSearchCacheOn, revisionsOfRequest } from '../../lib/revision-cache.ts';
import { resolveViewer } from '../../lib/viewer.ts';
import { pricingMoment } from '../../lib/pricing-moment.ts';
import { deliveryMomentOf, loadDeliveryContext, withLiveStock } from '../shared/product.mappers.ts';
import { cachedProductSummaries } from '../shared/summary-cache.ts';
import { liveStockQuantities } from '../shared/stock-cache.ts';
import { sendSearchAnswer } from './search-answer.ts';
import { sortOptions, toFacets, toPriceRange, toSuggestions } from './search.mappers.ts';
import type { multiSearchRoute, SearchResultBody, searchConfigRoute, searchRoute, webNodeByUrlRoute } from './search.routes.ts';

/**
 * The result cache key: the normalised request and everything of the viewer a response may depend on:
 * the publication codes (in a fixed order) and the price list. The hits' summaries read products, brands,
 * product images, price-list prices, tiers and discounts, whose every write bumps the catalogue revision,
 * and the clock through the dated discounts (`pricingMoment`, in the key of a search); they depend on
 * nothing else of the viewer (both prices incl. and excl. VAT are in the response).
 */
function cacheKey(kind: string, viewer: CatalogueViewer, request: object): string {
  return JSON.stringify([kind, [...viewer.publicationCodes].sort(), viewer.priceListId, request]);
}

export const searchHandler: RouteHandler<typeof searchRoute, AppEnv> = async (c) => {
  const query = c.req.valid('query');
  const { deps } = c.var;
  const keyword = normalizeKeyword(query.searchTerm);
  const base = parseFacetFilters(query.baseFacetFilters);
  const filters = parseFacetFilters(query.facetFilters);
  const sortBy = parseSortOption(query.sortBy, keyword !== '');
  const viewer = await resolveViewer(deps, c.var.session);
  const request: SearchRequest = {
    keyword,
    tsQuery: buildTsQuery(keyword),
    base,
    filters,
    sort: sortSpec(sortBy),
    offset: query.offset,
    limit: query.limit,
  };
  // The whole response is cached, hits included: a hit then costs one read of the revision row. Hits carry names in
  // the request's language, and so do the facet titles, so the language is part of the key.
  // The catalogue, stock and content revisions are read once for the whole request, in one statement (decision 0016),
  // also with the search cache off: the discount boundaries, the delivery settings and the index's revision are kept
  // by them apart from the search's answers (decision 0020); the answers, summaries and hits' stock only with the cache.
  const language = contentLanguage(c.var.language);
  const read = await revisionsOfRequest(deps);
  const revisions = isSearchCacheOn(deps) ? read : null;
  const delivery = await loadDeliveryContext(deps, read?.content ?? undefined);
  const revision = revisions?.catalogue ?? null;
  const moment = { language, pricing: await pricingMoment(deps, read?.catalogue), delivery: deliveryMomentOf(delivery) };
  const key = cacheKey('search', viewer, { ...request, ...moment });
  /** The hits' stock read with their summaries when this request builds the answer (live: read after the revisions). */
  let fresh: ReadonlyMap<number, number> | undefined;
  const build = async () => {
    const result = await c.var.searchEngine.search(viewer, request, deps.now(), read?.index ?? undefined);
    // The hits' summaries from the per-revision summary cache: only products no earlier answer showed are read.
    const hits = await cachedProductSummaries(deps, viewer, result.ids, moment, delivery, revision);
    fresh = hits.fresh;
    const answer: Omit<SearchResultBody, 'Sorts'> = {
      SearchTerm: keyword,
      Hits: hits.summaries,
      Total: result.total,
      Offset: query.offset,
      Limit: query.limit,
      SortBy: sortBy,
      Facets: toFacets(result, filters, language),
      PriceRange: toPriceRange(result, filters),
    };
    // The stock facts of the hits as pairs (plain data: the cache estimates an entry's size from its JSON).
    return { data: answer, stock: hits.stock };
  };
  const { data, stock } = await (revision === null ? build() : cachedByCatalogueRevision(deps, key, build, revision));
  // Stock is not part of the catalogue revision (decision 0017): the hits' stock is live, kept per catalogue and stock
  // revision (only what neither this request's summaries nor an earlier request read since the last stock change is
  // read). The sort labels follow the request's language exactly (not only the content language), so they stay
  // outside the cached response.
  const quantities = await liveStockQuantities(
    deps,
    data.Hits.map((hit) => hit.Id),
    revisions,
    fresh,
  );
  const Hits = await withLiveStock(deps, data.Hits, new Map(stock), delivery, quantities);
  // A list without keyword and choices has the facets the index keeps: their JSON is made once (decision 0020).
  const body = { Success: true as const, Data: { ...data, Hits, Sorts: sortOptions(c.var.language, keyword !== '') } };
  return sendSearchAnswer(c, body, keepsListCounts(request));
};

export const multiSearchHandler: RouteHandler<typeof multiSearchRoute, AppEnv> = async (c) => {
  const { searchTerm, limit } = c.req.valid('query');
  const { deps } = c.var;
  const keyword = normalizeKeyword(searchTerm);
  const viewer = await resolveViewer(deps, c.var.session);
  // Categories are live web nodes, which start and end by the clock, not by a catalogue write: the key
  // holds the minute, so a category shows or goes at most a minute late (as anonymous pages, decision 0007).
  const minute = Math.floor(deps.now().getTime() / MINUTE_MS);
  const found = await cachedByCatalogueRevision(deps, cacheKey('suggest', viewer, { keyword, limit, minute }), () =>
    c.var.searchEngine.suggest(viewer, keyword, buildTsQuery(keyword), limit, new Date(minute * MINUTE_MS)),
  );
  // Compressed here at level 1 when the request accepts gzip, with Vary set before the answer is made (as the search
  // answer): `hono/compress` would otherwise stream it through a CompressionStream after turning it into a web Response.
  return sendJsonAnswer(c, new JsonAnswer({ Success: true as const, Data: toSuggestions(found, c.var.language) }));
};

export const searchConfigHandler: RouteHandler<typeof searchConfigRoute, AppEnv> = (c) =>
  c.json(
    {
      Success: true as const,
      Data: {
        Sorts: sortOptions(c.var.language, true),
        PageSizes: [...PAGE_SIZES],
        DefaultPageSize: DEFAULT_PAGE_SIZE,
        FacetFields: [...FACET_FIELDS],
        SuggestLimit: 5,
      },
    },
    200,
  );

export const webNodeByUrlHandler: RouteHandler<typeof webNodeByUrlRoute, AppEnv> = async (c) => {
  const { deps } = c.var;
  const node = await findListerNode(catalogueDb(deps), c.req.valid('param').url.replace(/^\/+|\/+$/g, ''));
  if (!node) throw new ApiError(404, 'NOT_FOUND', 'notFound');
  const forOtherCustomers = await isWebNodeForOtherCustomers(catalogueDb(deps), await resolveViewer(deps, c.var.session), node.id);
  const language = contentLanguage(c.var.language);
  const link = (n: ListerNodeRow['ancestors'][number]) => {
    const text = localizeFields(n, n.translations, language, ['name']);
    return { Id: n.id, Name: text.name, Url: n.url, Language: text.language };
  };
  const text = localizeFields(node, node.translations, language, ['name', 'description']);
  return c.json(
    {
      Success: true as const,
      Data: {
        Id: node.id,
        Name: text.name,
        Code: node.code,
        Url: node.url,
        Description: text.description,
        Banner: node.banner,
        Language: text.language,
        Ancestors: node.ancestors.map(link),
        Children: node.children.map(link),
        ForOtherCustomers: forOtherCustomers,
      },
    },
    200,
  );
};
