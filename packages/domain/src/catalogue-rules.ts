/** Catalogue rules of §3, §4, §5 and §9 that the product page, lister and cart share. */
import type { MessageId } from './messages.ts';
import type { SupplierState } from './product-rules.ts';

// ---------------------------------------------------------------- images (§3)

export interface TypedImage {
  url: string;
  type: string;
}

/** Sort key of an image type: Front first, then by the numeric suffix ('Standard2' → 2), unknown 9999. */
export function imageTypeRank(type: string): number {
  if (type.toLowerCase() === 'front') return -1;
  const suffix = /(\d+)$/.exec(type);
  return suffix ? Number(suffix[1]) : 9999;
}

/** §3 Image: front type first, others ordered by numeric suffix, unknown 9999; stable otherwise. */
export function orderImages<T extends TypedImage>(images: readonly T[]): T[] {
  return images
    .map((image, index) => ({ image, index, rank: imageTypeRank(image.type) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ image }) => image);
}

// ------------------------------------------------------ web-shop banner (§4)

export type BannerKind = 'tag' | 'label';

/**
 * §4: a web-shop banner that names a month ('Actie 11-2026') or quarter
 * ('Q4-2026') with a year is a tag only while `today` is within that period,
 * else a label. Banners without a period ('Nieuw') are labels.
 */
export function webshopBannerKind(banner: string, today: Date): BannerKind {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  const quarterly = /\bQ([1-4])[-\s/]?(\d{4})\b/i.exec(banner);
  if (quarterly) return Number(quarterly[1]) === Math.ceil(month / 3) && Number(quarterly[2]) === year ? 'tag' : 'label';
  const monthly = /(?:^|\D)(\d{1,2})[-/](\d{4})(?:\D|$)/.exec(banner);
  if (monthly) return Number(monthly[1]) === month && Number(monthly[2]) === year ? 'tag' : 'label';
  return 'label';
}

// ---------------------------------------------------- availability (§4)

export type AvailabilityMessage = 'available' | 'suspended' | 'unavailable' | null;

/**
 * §4: Expected and Suspended show an 'available' message, Subscription too but
 * with the suspended text; Endoflife shows 'unavailable'; other states none.
 */
export function availabilityMessage(state: SupplierState | string): AvailabilityMessage {
  switch (state) {
    case 'Expected':
    case 'Suspended':
      return 'available';
    case 'Subscription':
      return 'suspended';
    case 'Endoflife':
      return 'unavailable';
    default:
      return null;
  }
}

// ------------------------------------------------------------ quantity (§5)

/** §9: stock is taken as 10000 when unknown. */
export const UNKNOWN_STOCK = 10_000;

/** §5: max quantity is stock clamped to maxInCart (no cap when maxInCart is absent). */
export function maxQuantity(stockQuantity: number | null, maxInCart: number | null): number {
  const stock = Math.max(0, Math.floor(stockQuantity ?? UNKNOWN_STOCK));
  return maxInCart !== null && maxInCart > 0 ? Math.min(stock, Math.floor(maxInCart)) : stock;
}

/**
 * §5: a wanted quantity aligned up to a multiple of the purchase-unit factor
 * and capped by the remaining quantity (the cap itself rounded down to a
 * multiple, so the result is always orderable). 0 when nothing fits.
 */
export function alignQuantity(wanted: number, purchaseUnitFactor: number, remaining: number): number {
  const factor = Math.max(1, Math.floor(purchaseUnitFactor) || 1);
  const value = Number.isFinite(wanted) ? Math.max(1, Math.ceil(wanted)) : 1;
  const aligned = Math.ceil(value / factor) * factor;
  const cap = Math.floor(Math.max(0, remaining) / factor) * factor;
  return Math.min(aligned, cap);
}

// -------------------------------------------------------- valid in cart (§4)

export interface CartValidityFacts {
  isVirtual: boolean;
  isViewable: boolean;
  isActive: boolean;
  isOrderable: boolean;
  stockQuantity: number;
  hasWebNode: boolean;
}

/**
 * §4: valid in cart when not virtual, has a category node (optional check),
 * orderable, and in stock if max-stock availability is on (§9: off).
 */
export function isValidInCart(
  product: CartValidityFacts,
  options: { requireWebNode?: boolean; maxStockAvailability?: boolean } = {},
): boolean {
  const { requireWebNode = true, maxStockAvailability = false } = options;
  if (product.isVirtual) return false;
  if (requireWebNode && !product.hasWebNode) return false;
  if (!(product.isViewable && product.isActive && product.isOrderable)) return false;
  return maxStockAvailability ? product.stockQuantity > 0 : true;
}

// ----------------------------------------------------------- discounts (§9)

export interface DiscountCandidate {
  id: number;
  flyerCode: string;
  priceListId: number | null;
  startDate: Date;
  endDate: Date;
}

const DAY_MS = 86_400_000;

/**
 * The dated discount in a viewer's price today: of the discounts active at `now` (start <= now <= end) for
 * every price list or the viewer's own, the largest percentage (the lowest id on a tie).
 */
export function applicableDiscount<T extends { id: number; percentage: number; priceListId: number | null; startDate: Date; endDate: Date }>(
  discounts: readonly T[],
  priceListId: number | null,
  now: Date,
): T | null {
  let best: T | null = null;
  for (const d of discounts) {
    if (d.startDate > now || d.endDate < now) continue;
    if (d.priceListId !== null && d.priceListId !== priceListId) continue;
    if (!best || d.percentage > best.percentage || (d.percentage === best.percentage && d.id < best.id)) best = d;
  }
  return best;
}

/**
 * §9: the discount lookup starts two days back and prefers a discount active
 * today for the flyer code, else the fallback (one active within the last two
 * days); it must match the viewer's price list (or be for every list).
 */
export function selectDiscount<T extends DiscountCandidate>(
  discounts: readonly T[],
  flyerCode: string,
  priceListId: number | null,
  now: Date,
): T | null {
  const code = flyerCode.trim().toUpperCase();
  if (!code) return null;
  const from = new Date(now.getTime() - 2 * DAY_MS);
  const matching = discounts.filter(
    (d) =>
      d.flyerCode.toUpperCase() === code &&
      (d.priceListId === null || d.priceListId === priceListId) &&
      d.startDate <= now &&
      d.endDate >= from,
  );
  const activeToday = matching.find((d) => d.endDate >= now);
  return activeToday ?? matching[0] ?? null;
}

// ----------------------------------------------------- search keyword (§5)

/** Longest keyword considered; longer input is cut (a 10,000-character keyword stays cheap). */
export const MAX_KEYWORD_LENGTH = 100;

/** §5: the keyword trimmed, inner whitespace collapsed, control characters dropped, cut to 100 characters. */
export function normalizeKeyword(raw: string | null | undefined): string {
  return (raw ?? '')
    .slice(0, MAX_KEYWORD_LENGTH * 4)
    .replace(/[\p{C}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_KEYWORD_LENGTH)
    .trim();
}

/** The words of a keyword for matching: lower case, letters and digits only, at most 8. */
export function keywordWords(keyword: string): string[] {
  return normalizeKeyword(keyword)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
}

/** Splits `text` into parts where words of `keyword` (prefix match) are marked, for bold suggestions (§4). */
export function highlightWords(text: string, keyword: string): { text: string; match: boolean }[] {
  const words = keywordWords(keyword).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(`(${words.sort((a, b) => b.length - a.length).join('|')})`, 'giu');
  return text
    .split(pattern)
    .filter((part) => part.length > 0)
    .map((part) => ({ text: part, match: words.some((w) => new RegExp(`^${w}$`, 'iu').test(part)) }));
}

// ---------------------------------------------------------- facets (§3, §9)

export const FACET_FIELDS = ['brand', 'webnode', 'price', 'tag'] as const;
export type FacetField = (typeof FACET_FIELDS)[number];

export interface FacetFilters {
  brands: string[];
  webNodeIds: number[];
  minPriceCents: number | null;
  maxPriceCents: number | null;
  /** Tag key → values, e.g. { dier: ['Hond'] }. */
  tags: Record<string, string[]>;
  /** Tag values under any key (`tag:Hond`, the `/tag/{value}` page), matched case-insensitively. */
  anyTags: string[];
}

export function emptyFacetFilters(): FacetFilters {
  return { brands: [], webNodeIds: [], minPriceCents: null, maxPriceCents: null, tags: {}, anyTags: [] };
}

const MAX_FILTER_VALUES = 50;
const TAG_KEY = /^[a-z][a-z0-9_]{0,39}$/;

/**
 * Parses facet filters of the form `field:value` (repeated): `brand:royal-canin`,
 * `webnode:12`, `price:500-2000` (euros, `min-` or `-max` allowed), `tag.dier:Hond`,
 * `tag:Hond` (that value under any tag key). Malformed entries are ignored, never an error; at most 50 entries are read.
 */
export function parseFacetFilters(entries: readonly string[]): FacetFilters {
  const filters = emptyFacetFilters();
  for (const raw of entries.slice(0, MAX_FILTER_VALUES)) {
    const separator = raw.indexOf(':');
    if (separator <= 0) continue;
    const field = raw.slice(0, separator).trim().toLowerCase();
    const value = raw.slice(separator + 1).trim().slice(0, 100);
    if (!value) continue;
    if (field === 'brand') {
      if (!filters.brands.includes(value)) filters.brands.push(value);
    } else if (field === 'webnode') {
      const id = Number(value);
      if (Number.isInteger(id) && id > 0 && id < 2_147_483_647 && !filters.webNodeIds.includes(id)) filters.webNodeIds.push(id);
    } else if (field === 'price') {
      const range = /^(\d{0,7}(?:[.,]\d{1,2})?)-(\d{0,7}(?:[.,]\d{1,2})?)$/.exec(value);
      if (!range) continue;
      const toCents = (part: string | undefined) => (part ? Math.round(Number(part.replace(',', '.')) * 100) : null);
      filters.minPriceCents = toCents(range[1]);
      filters.maxPriceCents = toCents(range[2]);
    } else if (field === 'tag') {
      if (!filters.anyTags.some((v) => v.toLowerCase() === value.toLowerCase())) filters.anyTags.push(value);
    } else if (field.startsWith('tag.')) {
      const key = field.slice(4);
      if (!TAG_KEY.test(key)) continue;
      const values = (filters.tags[key] ??= []);
      if (!values.includes(value)) values.push(value);
    }
  }
  return filters;
}

// -------------------------------------------------------------- sorts (§9)

/**
 * The sorts a shopper can choose, in the order offered (issue 12 defect 3): one per distinct order, each with a
 * label (SORT_LABELS) a shopper understands. Relevance means something only with a keyword.
 */
export const SORT_OPTIONS = ['relevance', 'weighting', 'price-asc', 'price-desc', 'rating', 'creation-date', 'title', 'title-desc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export interface SortSpec {
  field: 'WeightingFactor' | 'Title' | 'MinPrice' | 'CreationDate' | 'RatingAverage' | 'Relevance';
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

// ---------------------------------------------------------- page size (§9)

export const PAGE_SIZES = [24, 48, 96] as const;
export const DEFAULT_PAGE_SIZE = 24;

/** §9: page sizes 24, 48 or 96; anything else falls back to the default. */
export function pageSizeOrDefault(raw: string | number | null | undefined): number {
  const value = typeof raw === 'number' ? raw : Number.parseInt(raw ?? '', 10);
  return (PAGE_SIZES as readonly number[]).includes(value) ? value : DEFAULT_PAGE_SIZE;
}

/** A 1-based page number from a URL; anything unreadable or below 1 becomes 1, capped at 10,000. */
export function pageNumber(raw: string | null | undefined): number {
  const value = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(value) && value >= 1 ? Math.min(value, 10_000) : 1;
}

/** How many pages `total` results fill at `pageSize` per page; at least 1 (an empty result is one empty page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** A numbered pagination entry: a page number, or a gap ('…') standing for two or more pages left out. */
export type PageLink = number | 'gap';

/**
 * The numbered pagination of page `current` of `last` (issue 12 defect 4): the first and last page, the current
 * page and its neighbours; a gap for two or more pages left out (a single left-out page is shown instead, a gap
 * would hide no fewer links). 1 2 3 … 22, 1 … 9 10 11 … 22, 1 … 20 21 22.
 */
export function pageLinks(current: number, last: number, neighbours = 1): PageLink[] {
  const pages = Math.max(1, Math.floor(last));
  const page = Math.min(Math.max(1, Math.floor(current)), pages);
  const shown = new Set<number>([1, pages]);
  for (let p = page - neighbours; p <= page + neighbours; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const links: PageLink[] = [];
  for (const p of sorted) {
    const previous = links.at(-1);
    if (typeof previous === 'number' && p - previous === 2) links.push(previous + 1);
    else if (typeof previous === 'number' && p - previous > 2) links.push('gap');
    links.push(p);
  }
  return links;
}

// ------------------------------------------------------------ facet labels

/**
 * Labels for a facet's values that a shopper can tell apart (issue 12 defect 4): a value whose label is unique
 * keeps it; values sharing a label ('Droogvoer' of the dog and of the cat) get the nearest ancestor that tells
 * them apart ('Hond › Droogvoer', 'Kat › Droogvoer'), else their whole path. `path`: ancestor names, root first.
 */
export function distinctFacetLabels(values: readonly { label: string; path: readonly string[] }[]): string[] {
  const key = (text: string) => text.trim().toLocaleLowerCase('nl-NL');
  const groups = new Map<string, number[]>();
  values.forEach((value, index) => groups.set(key(value.label), [...(groups.get(key(value.label)) ?? []), index]));
  const labels = values.map((value) => value.label);
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    const depth = Math.max(...members.map((i) => values[i]!.path.length));
    // The nearest ancestor level (counted up from each value) at which the group's ancestors all differ.
    let level = 1;
    for (; level <= depth; level++) {
      const names = members.map((i) => key(values[i]!.path.at(-level) ?? ''));
      if (new Set(names).size === members.length) break;
    }
    for (const i of members) {
      const { label, path } = values[i]!;
      const ancestors = level <= depth ? [path.at(-level)].filter((name): name is string => Boolean(name)) : path;
      labels[i] = [...ancestors, label].join(' › ');
    }
  }
  return labels;
}

// ------------------------------------------------------------ reviews (§5)

export const REVIEW_SORTS = ['newestFirst', 'oldestFirst', 'mostStars', 'fewestStars'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** §5: a rating is a whole number 1 to 5. */
export function isValidRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;
}

/** Average rating rounded to one decimal; null without ratings. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((s, r) => s + r, 0) / ratings.length) * 10) / 10;
}

// ------------------------------------------------- Dutch compounds (search)

/** Pet-shop modifiers and heads used to split Dutch compounds; the same lists as the SQL `toonbank_split_compounds`. */
const COMPOUND_MODIFIERS = ['knaagdieren', 'knaagdier', 'konijnen', 'konijn', 'paarden', 'paard', 'honden', 'honde', 'hond', 'katten', 'katte', 'kat', 'vogels', 'vogel', 'vissen', 'vis', 'puppy', 'kitten'];
const COMPOUND_HEADS = ['speelgoed', 'halsband', 'shampoo', 'voeding', 'brokken', 'brokjes', 'kussen', 'snacks', 'snack', 'staaf', 'brok', 'voer', 'mand', 'riem', 'menu', 'zand', 'bak'];

/** Splits a compound such as 'hondenvoer' into ['honden', 'voer'] or 'droogvoer' into ['droog', 'voer']; null when it is no compound. */
export function splitDutchCompound(word: string): [string, string] | null {
  const lower = word.toLowerCase();
  for (const modifier of COMPOUND_MODIFIERS) {
    const rest = lower.slice(modifier.length);
    if (lower.startsWith(modifier) && (rest.length >= 4 || COMPOUND_HEADS.includes(rest))) return [modifier, rest];
  }
  for (const head of COMPOUND_HEADS) {
    if (lower.endsWith(head) && lower.length - head.length >= 3) return [lower.slice(0, -head.length), head];
  }
  return null;
}

/** Strips diacritics and lower-cases ('paté' → 'pate'), as the database's `toonbank_unaccent`. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

/**
 * The `to_tsquery('dutch', …)` text for a keyword: every word as a prefix,
 * compounds also as their two parts ('hondenvoer' → `(hondenvoer:* | (honden:* & voer:*))`),
 * words combined with AND. Only letters and digits reach the query, so no
 * input can break its syntax. Empty for a keyword without words.
 */
export function buildTsQuery(keyword: string): string {
  return tsQueryOf(keyword, ':*');
}

/**
 * The same query with whole words only (no prefixes): 'hondenvoer' → `(hondenvoer | (honden & voer))`. Dictionary
 * stemming makes 'honden' and the typo 'honde' both 'hond', so a typo form ranks like the correct one.
 */
export function buildExactTsQuery(keyword: string): string {
  return tsQueryOf(keyword, '');
}

/** Every word as a whole word, compounds unsplit: 'konijnenvoer' → `konijnenvoer`. */
export function buildWholeWordsTsQuery(keyword: string): string {
  return searchWords(keyword).join(' & ');
}

function searchWords(keyword: string): string[] {
  return keywordWords(foldText(keyword))
    .map((word) => word.replace(/[^a-z0-9]/g, ''))
    .filter((word) => word.length > 0);
}

function tsQueryOf(keyword: string, suffix: string): string {
  return searchWords(keyword)
    .map((word) => {
      const parts = splitDutchCompound(word);
      return parts ? `(${word}${suffix} | (${parts[0]}${suffix} & ${parts[1]}${suffix}))` : `${word}${suffix}`;
    })
    .join(' & ');
}

/**
 * What the shopper looks for: the head of the last word ('hondenvoer', 'hondevoer' and 'hond voer' → 'voer';
 * 'kattenbak' → 'bak'), else the last word itself; '' without words. In a Dutch compound the last part names the
 * thing (hondenvoer is voer), so search ranks products that are such a thing (natvoer, droogvoer) above products
 * that merely start with the word (voerton, voerbak).
 */
export function keywordHead(keyword: string): string {
  const last = searchWords(keyword).at(-1);
  if (!last) return '';
  return splitDutchCompound(last)?.[1] ?? last;
}
