/** The sorts a shopper can choose, what each one orders by, and which sort a URL asks for. */
import type { MessageId } from './messages.ts';

/**
 * The sorts a shopper can choose, in the order offered (issue 12 defect 3): one per distinct order, each with a
 * label (SORT_LABELS) a shopper understands. Relevance means something only with a keyword.
 */
export const SORT_OPTIONS = [
  'relevance',
  'weighting',
  'price-asc',
  'price-desc',
  'rating',
  'creation-date',
  'title',
  'title-desc',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/**
 * What the search engine can order products by. NodeOrder (a lister's own placement order) is one no shopper's sort
 * uses; a lister offers the shop's recommendation (WeightingFactor) instead.
 */
export const SORT_FIELDS = ['WeightingFactor', 'Title', 'MinPrice', 'CreationDate', 'NodeOrder', 'RatingAverage', 'Relevance'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export interface SortSpec {
  field: SortField;
  ascending: boolean;
}

const SORTS: Record<SortOption, SortSpec> = {
  relevance: { field: 'Relevance', ascending: false },
  weighting: { field: 'WeightingFactor', ascending: false },
  'price-asc': { field: 'MinPrice', ascending: true },
  'price-desc': { field: 'MinPrice', ascending: false },
  rating: { field: 'RatingAverage', ascending: false },
  'creation-date': { field: 'CreationDate', ascending: false },
  title: { field: 'Title', ascending: true },
  'title-desc': { field: 'Title', ascending: false },
};

/** Each sort's label, a message in the three UI languages. */
export const SORT_LABELS: Readonly<Record<SortOption, MessageId>> = {
  relevance: 'sortRelevance',
  weighting: 'sortRecommended',
  'price-asc': 'sortPriceLowHigh',
  'price-desc': 'sortPriceHighLow',
  rating: 'sortRating',
  'creation-date': 'sortNewest',
  title: 'sortNameAz',
  'title-desc': 'sortNameZa',
};

/** The sorts offered on a page: relevance only where there is a keyword (search), every other sort everywhere. */
export function sortOptionsFor(hasKeyword: boolean): SortOption[] {
  return SORT_OPTIONS.filter((option) => hasKeyword || option !== 'relevance');
}

/** A page's own order: relevance for a search, the shop's recommendation (weighting) for a lister. */
export function defaultSort(hasKeyword: boolean): SortOption {
  return hasKeyword ? 'relevance' : 'weighting';
}

/**
 * The sort a URL asks for on a page with or without keyword; a value not offered there (unknown, an old value
 * such as 'min-price' or 'node-order', relevance without keyword) gives the page's default, never an error.
 */
export function parseSortOption(raw: string | null | undefined, hasKeyword: boolean): SortOption {
  const value = (raw ?? '').trim().toLowerCase();
  return sortOptionsFor(hasKeyword).find((option) => option === value) ?? defaultSort(hasKeyword);
}

export function sortSpec(option: SortOption): SortSpec {
  return SORTS[option];
}
