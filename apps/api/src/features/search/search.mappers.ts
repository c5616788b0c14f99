/**
 * Maps search results to the response shapes of the search calls (spec §7).
 * Every label a person reads (sorts, facet titles, suggestion groups) is a
 * message of the catalogue, written in the request's language; a tag without
 * a message keeps its key as title.
 */
import {
  centsToAmount,
  contentLanguage,
  distinctFacetLabels,
  localizeFields,
  SORT_LABELS,
  sortOptionsFor,
  sortSpec,
  translateMessage,
  type ContentLanguage,
  type FacetFilters,
  type FieldTranslations,
  type MessageId,
} from '@toonbank/domain';
import type { FacetCount, SearchResult, Suggestions } from '@toonbank/db/repositories/search';
import type { SearchResultBody } from './search.routes.ts';

/** The top of the price slider when nothing matches (§9): 500 euros. */
const FALLBACK_PRICE_MAX = 500;

const TAG_LABELS: Readonly<Record<string, MessageId>> = {
  dier: 'facetTagDier',
  subgroup: 'facetTagSubgroup',
  leeftijd: 'facetTagLeeftijd',
  smaak: 'facetTagSmaak',
  texture: 'facetTagTexture',
  kleur: 'facetTagKleur',
  suitableFor: 'facetTagSuitableFor',
  effect: 'facetTagEffect',
  gender: 'facetTagGender',
};

/** The sorts offered on a page with or without keyword, labelled in `language` (issue 12 defect 3). */
export function sortOptions(language: string, hasKeyword: boolean) {
  return sortOptionsFor(hasKeyword).map((value) => {
    const spec = sortSpec(value);
    return {
      Label: translateMessage(language, SORT_LABELS[value]),
      Field: spec.field,
      Order: spec.ascending ? ('asc' as const) : ('desc' as const),
      Value: value,
    };
  });
}

/** A facet value's name and its ancestors' names in `language` (a category's translation where it has one, else Dutch). */
function localizedFacetCount(count: FacetCount, language: ContentLanguage): { label: string; path: string[] } {
  const name = (dutch: string, translations: FacetCount['translations']) =>
    localizeFields({ name: dutch }, translations, language, ['name']).name;
  return {
    label: name(count.label, count.translations),
    path: (count.path ?? []).map((ancestor, i) => name(ancestor, count.pathTranslations?.[i])),
  };
}

function facetValues(counts: readonly FacetCount[], checked: readonly string[], language: ContentLanguage) {
  // Equal names of different categories get the ancestor that tells them apart ('Hond › Droogvoer', 'Kat › Droogvoer').
  const labels = distinctFacetLabels(counts.map((c) => localizedFacetCount(c, language)));
  const values = counts.map((c, i) => ({ Label: labels[i]!, Value: c.value, Count: c.count, Checked: checked.includes(c.value) }));
  // A checked value without hits stays visible so it can be unchecked.
  for (const value of checked) {
    if (!values.some((v) => v.Value === value)) values.push({ Label: value, Value: value, Count: 0, Checked: true });
  }
  return values;
}

/**
 * The facets of counts the search engine keeps (a list's counts, kept with the in-memory index until the catalogue or a
 * discount moves on: decision 0020), mapped once per language while nothing is checked: keyed by the counts' own
 * arrays, so they go with them. Counts computed for one request are fresh arrays and are never found here again.
 */
const mappedFacets = new WeakMap<
  SearchResult['brands'],
  { webNodes: SearchResult['webNodes']; tags: SearchResult['tags']; byLanguage: Map<string, SearchResultBody['Facets']> }
>();

/** The facets with at least one value, titled in `language`, with category names in `language` where translated. */
export function toFacets(result: SearchResult, filters: FacetFilters, language: string): SearchResultBody['Facets'] {
  const unchecked =
    filters.brands.length === 0 && filters.webNodeIds.length === 0 && Object.values(filters.tags).every((v) => v.length === 0);
  if (!unchecked) return mapFacets(result, filters, language);
  let kept = mappedFacets.get(result.brands);
  if (!kept || kept.webNodes !== result.webNodes || kept.tags !== result.tags) {
    kept = { webNodes: result.webNodes, tags: result.tags, byLanguage: new Map() };
    mappedFacets.set(result.brands, kept);
  }
  let facets = kept.byLanguage.get(language);
  if (!facets) kept.byLanguage.set(language, (facets = mapFacets(result, filters, language)));
  return facets;
}

function mapFacets(result: SearchResult, filters: FacetFilters, language: string): SearchResultBody['Facets'] {
  const names = contentLanguage(language);
  return [
    { Field: 'brand', Label: translateMessage(language, 'facetBrand'), Values: facetValues(result.brands, filters.brands, names) },
    {
      Field: 'webnode',
      Label: translateMessage(language, 'facetWebNode'),
      Values: facetValues(result.webNodes, filters.webNodeIds.map(String), names),
    },
    ...result.tags.map((tag) => {
      const label = TAG_LABELS[tag.key];
      return {
        Field: `tag.${tag.key}`,
        Label: label ? translateMessage(language, label) : tag.key,
        Values: facetValues(tag.values, filters.tags[tag.key] ?? [], names),
      };
    }),
  ].filter((facet) => facet.Values.length > 0);
}

/** The price slider: the matched products' range in whole euros (500 when nothing matches) and the chosen bounds. */
export function toPriceRange(result: SearchResult, filters: FacetFilters): SearchResultBody['PriceRange'] {
  return {
    Min: result.priceRange ? Math.floor(centsToAmount(result.priceRange.minCents)) : 0,
    Max: result.priceRange ? Math.ceil(centsToAmount(result.priceRange.maxCents)) : FALLBACK_PRICE_MAX,
    SelectedMin: filters.minPriceCents === null ? null : centsToAmount(filters.minPriceCents),
    SelectedMax: filters.maxPriceCents === null ? null : centsToAmount(filters.maxPriceCents),
  };
}

/** Suggested categories in `language`; equal names get the parent that tells them apart ('Dog › Dry food', 'Cat › Dry food'). */
function suggestedCategories(categories: Suggestions['categories'], language: ContentLanguage) {
  const counts = categories.map((n) => ({
    value: n.url,
    label: n.name,
    count: 0,
    translations: n.translations,
    path: n.path,
    pathTranslations: n.pathTranslations,
  }));
  const labels = distinctFacetLabels(counts.map((c) => localizedFacetCount(c, language)));
  return categories.map((n, i) => ({
    Name: labels[i]!,
    Url: n.url,
    Language: localizeFields(n, n.translations, language, ['name']).language,
  }));
}

/**
 * The suggestions under the search box, in four named groups titled in `language`. Categories and products are named in
 * the request's language where translated; `Language` says which ('nl': the Dutch name, marked as Dutch on the page).
 * Ahead words complete the keyword from the Dutch product names the search reads, so they are always Dutch.
 */
export function toSuggestions(found: Suggestions, language: string) {
  const names = contentLanguage(language);
  const named = (row: { name: string; translations: FieldTranslations }) => {
    const text = localizeFields(row, row.translations, names, ['name']);
    return { Name: text.name, Language: text.language };
  };
  return {
    AheadWords: {
      Name: translateMessage(language, 'suggestAheadWords'),
      List: found.aheadWords.map((name) => ({ Name: name, Language: 'nl' as const })),
    },
    Brands: { Name: translateMessage(language, 'suggestBrands'), List: found.brands.map((b) => ({ Name: b.name, Url: b.url })) },
    Categories: { Name: translateMessage(language, 'suggestCategories'), List: suggestedCategories(found.categories, names) },
    Products: {
      Name: translateMessage(language, 'suggestProducts'),
      List: found.products.map((p) => ({ ...named(p), Url: p.url, Img: p.img })),
    },
  };
}
