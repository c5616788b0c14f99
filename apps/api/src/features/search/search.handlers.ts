import type { RouteHandler } from '@hono/zod-openapi';
import {
  buildTsQuery,
  centsToAmount,
  contentLanguage,
  DEFAULT_PAGE_SIZE,
  FACET_FIELDS,
  localizeFields,
  normalizeKeyword,
  PAGE_SIZES,
  parseFacetFilters,
  parseSortOption,
  distinctFacetLabels,
  SORT_LABELS,
  sortOptionsFor,
  sortSpec,
  translateMessage,
  type ContentLanguage,
  type FacetFilters,
  type FieldTranslations,
} from '@toonbank/domain';
import { createPostgresSearchEngine, findListerNode, isWebNodeForOtherCustomers, type FacetCount, type ListerNodeRow, type SearchRequest, type SearchResult, type Suggestions } from '@toonbank/db/repositories/search';
import type { CatalogueViewer } from '@toonbank/db/repositories/catalogue';
import { findProductSummaries } from '@toonbank/db/repositories/products';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { cachedByCatalogueRevision } from '../../lib/revision-cache.ts';
import { resolveViewer } from '../../lib/viewer.ts';
import { pricingMoment } from '../../lib/pricing-moment.ts';
import { deliveryMoment, toProductSummaries } from '../products/product.mappers.ts';
import type { multiSearchRoute, SearchResultBody, searchConfigRoute, searchRoute, webNodeByUrlRoute } from './search.routes.ts';

/** Fallback top of the price slider when nothing matches (§9). */
const FALLBACK_PRICE_MAX = 500;

const TAG_LABELS: Record<string, string> = {
  dier: 'Dier',
  subgroup: 'Subgroep',
  leeftijd: 'Leeftijd',
  smaak: 'Smaak',
  texture: 'Structuur',
  kleur: 'Kleur',
  suitableFor: 'Geschikt voor',
  effect: 'Werking',
  gender: 'Geslacht',
};

/** The sorts offered on a page with or without keyword, labelled in `language` (issue 12 defect 3). */
export function sortOptions(language: string, hasKeyword: boolean) {
  return sortOptionsFor(hasKeyword).map((value) => {
    const spec = sortSpec(value);
    return { Label: translateMessage(language, SORT_LABELS[value]), Field: spec.field, Order: spec.ascending ? ('asc' as const) : ('desc' as const), Value: value };
  });
}

/** A facet value's name and its ancestors' names in `language` (a category's translation where it has one, else Dutch). */
function localizedFacetCount(count: FacetCount, language: ContentLanguage): { label: string; path: string[] } {
  const name = (dutch: string, translations: FacetCount['translations']) => localizeFields({ name: dutch }, translations, language, ['name']).name;
  return { label: name(count.label, count.translations), path: (count.path ?? []).map((ancestor, i) => name(ancestor, count.pathTranslations?.[i])) };
}

function facetValues(counts: readonly FacetCount[], checked: readonly string[], language: ContentLanguage) {
  // Equal names of different categories get the ancestor that tells them apart (issue 12 defect 4).
  const labels = distinctFacetLabels(counts.map((c) => localizedFacetCount(c, language)));
  const values = counts.map((c, i) => ({ Label: labels[i]!, Value: c.value, Count: c.count, Checked: checked.includes(c.value) }));
  // A checked value without hits stays visible so it can be unchecked.
  for (const value of checked) {
    if (!values.some((v) => v.Value === value)) values.push({ Label: value, Value: value, Count: 0, Checked: true });
  }
  return values;
}

/** The facets with category names in `language` (issue 12: no Dutch category names on French and English pages). */
export function toFacets(result: SearchResult, filters: FacetFilters, language: ContentLanguage): SearchResultBody['Facets'] {
  return [
    { Field: 'brand', Label: 'Merk', Values: facetValues(result.brands, filters.brands, language) },
    { Field: 'webnode', Label: 'Categorie', Values: facetValues(result.webNodes, filters.webNodeIds.map(String), language) },
    ...result.tags.map((tag) => ({
      Field: `tag.${tag.key}`,
      Label: TAG_LABELS[tag.key] ?? tag.key,
      Values: facetValues(tag.values, filters.tags[tag.key] ?? [], language),
    })),
  ].filter((facet) => facet.Values.length > 0);
}

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
  // the request's language, so the language is part of the key.
  const language = contentLanguage(c.var.language);
  const key = cacheKey('search', viewer, { ...request, language, pricing: await pricingMoment(deps), delivery: await deliveryMoment(deps) });
  const data = await cachedByCatalogueRevision(deps, key, async (): Promise<Omit<SearchResultBody, 'Sorts'>> => {
    const { db } = deps.database;
    const result = await createPostgresSearchEngine(db).search(viewer, request, deps.now());
    const hits = await findProductSummaries(db, viewer, result.ids);
    return {
      SearchTerm: keyword,
      Hits: await toProductSummaries(deps, viewer, hits, language),
      Total: result.total,
      Offset: query.offset,
      Limit: query.limit,
      SortBy: sortBy,
      Facets: toFacets(result, filters, language),
      PriceRange: {
        Min: result.priceRange ? Math.floor(centsToAmount(result.priceRange.minCents)) : 0,
        Max: result.priceRange ? Math.ceil(centsToAmount(result.priceRange.maxCents)) : FALLBACK_PRICE_MAX,
        SelectedMin: filters.minPriceCents === null ? null : centsToAmount(filters.minPriceCents),
        SelectedMax: filters.maxPriceCents === null ? null : centsToAmount(filters.maxPriceCents),
      },
    };
  });
  // The labels are in the request's language, so outside the cached response.
  return c.json({ Success: true as const, Data: { ...data, Sorts: sortOptions(c.var.language, keyword !== '') } }, 200);
};

/** Suggested categories in `language`; equal names get the parent that tells them apart ('Dog › Dry food', 'Cat › Dry food'). */
function suggestedCategories(categories: Suggestions['categories'], language: ContentLanguage) {
  const counts = categories.map((n) => ({ value: n.url, label: n.name, count: 0, translations: n.translations, path: n.path, pathTranslations: n.pathTranslations }));
  const labels = distinctFacetLabels(counts.map((c) => localizedFacetCount(c, language)));
  return categories.map((n, i) => ({ Name: labels[i]!, Url: n.url, Language: localizeFields(n, n.translations, language, ['name']).language }));
}

export const multiSearchHandler: RouteHandler<typeof multiSearchRoute, AppEnv> = async (c) => {
  const { searchTerm, limit } = c.req.valid('query');
  const { deps } = c.var;
  const keyword = normalizeKeyword(searchTerm);
  const viewer = await resolveViewer(deps, c.var.session);
  // Categories are live web nodes, which start and end by the clock, not by a catalogue write: the key
  // holds the minute, so a category shows or goes at most a minute late (as anonymous pages, decision 0007).
  const minute = Math.floor(deps.now().getTime() / 60_000);
  const found = await cachedByCatalogueRevision(deps, cacheKey('suggest', viewer, { keyword, limit, minute }), () =>
    createPostgresSearchEngine(deps.database.db).suggest(viewer, keyword, buildTsQuery(keyword), limit, new Date(minute * 60_000)),
  );
  // Names in the request's language where translated; Language says which ('nl': the Dutch name, issue 12).
  const language = contentLanguage(c.var.language);
  const named = (row: { name: string; translations: FieldTranslations }) => {
    const text = localizeFields(row, row.translations, language, ['name']);
    return { Name: text.name, Language: text.language };
  };
  return c.json(
    {
      Success: true as const,
      Data: {
        // Ahead words complete the keyword from the Dutch product names the search reads.
        AheadWords: { Name: 'Suggesties', List: found.aheadWords.map((name) => ({ Name: name, Language: 'nl' as const })) },
        Brands: { Name: 'Merken', List: found.brands.map((b) => ({ Name: b.name, Url: b.url })) },
        Categories: { Name: 'Categorieën', List: suggestedCategories(found.categories, language) },
        Products: { Name: 'Producten', List: found.products.map((p) => ({ ...named(p), Url: p.url, Img: p.img })) },
      },
    },
    200,
  );
};

export const searchConfigHandler: RouteHandler<typeof searchConfigRoute, AppEnv> = (c) =>
  c.json(
    {
      Success: true as const,
      Data: { Sorts: sortOptions(c.var.language, true), PageSizes: [...PAGE_SIZES], DefaultPageSize: DEFAULT_PAGE_SIZE, FacetFields: [...FACET_FIELDS], SuggestLimit: 5 },
    },
    200,
  );

export const webNodeByUrlHandler: RouteHandler<typeof webNodeByUrlRoute, AppEnv> = async (c) => {
  const { deps } = c.var;
  const node = await findListerNode(deps.database.db, c.req.valid('param').url.replace(/^\/+|\/+$/g, ''));
  if (!node) throw new ApiError(404, 'NOT_FOUND', 'notFound');
  const forOtherCustomers = await isWebNodeForOtherCustomers(deps.database.db, await resolveViewer(deps, c.var.session), node.id);
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
