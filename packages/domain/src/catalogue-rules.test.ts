import { describe, expect, it } from 'vitest';
import {
  alignQuantity,
  availabilityMessage,
  averageRating,
  buildExactTsQuery,
  buildTsQuery,
  buildWholeWordsTsQuery,
  keywordHead,
  splitDutchCompound,
  highlightWords,
  imageTypeRank,
  isValidInCart,
  isValidRating,
  keywordWords,
  maxQuantity,
  normalizeKeyword,
  orderImages,
  defaultSort,
  distinctFacetLabels,
  pageCount,
  pageLinks,
  pageNumber,
  pageSizeOrDefault,
  parseFacetFilters,
  parseSortOption,
  selectDiscount,
  SORT_OPTIONS,
  sortOptionsFor,
  sortSpec,
  webshopBannerKind,
} from './catalogue-rules.ts';

describe('orderImages', () => {
  it('puts the front image first, then by numeric suffix, unknown types last', () => {
    const images = [
      { url: 'x', type: 'Other' },
      { url: 's3', type: 'Standard3' },
      { url: 'f', type: 'Front' },
      { url: 's1', type: 'Standard1' },
      { url: 'y', type: 'Standard' },
    ];
    expect(orderImages(images).map((i) => i.url)).toEqual(['f', 's1', 's3', 'x', 'y']);
    expect(imageTypeRank('Standard12')).toBe(12);
    expect(imageTypeRank('Standard')).toBe(9999);
  });
});

describe('webshopBannerKind', () => {
  const today = new Date('2026-11-21T10:00:00Z');
  it('is a tag within its month and a label outside it', () => {
    expect(webshopBannerKind('Actie 11-2026', today)).toBe('tag');
    expect(webshopBannerKind('Actie 10-2026', today)).toBe('label');
    expect(webshopBannerKind('Actie 11-2025', today)).toBe('label');
  });
  it('is a tag within its quarter and a label outside it', () => {
    expect(webshopBannerKind('Q4-2026', today)).toBe('tag');
    expect(webshopBannerKind('Q3-2026', today)).toBe('label');
    expect(webshopBannerKind('Q4-2027', today)).toBe('label');
  });
  it('is a label without a period', () => {
    expect(webshopBannerKind('Nieuw', today)).toBe('label');
  });
});

describe('availabilityMessage', () => {
  it.each([
    ['Expected', 'available'],
    ['Suspended', 'available'],
    ['Subscription', 'suspended'],
    ['Endoflife', 'unavailable'],
    ['Active', null],
    ['Default', null],
  ])('%s → %s', (state, message) => {
    expect(availabilityMessage(state)).toBe(message);
  });
});

describe('quantity rules', () => {
  it('clamps stock to maxInCart, unknown stock 10000', () => {
    expect(maxQuantity(50, 10)).toBe(10);
    expect(maxQuantity(3, 10)).toBe(3);
    expect(maxQuantity(7, null)).toBe(7);
    expect(maxQuantity(null, null)).toBe(10_000);
    expect(maxQuantity(-4, 10)).toBe(0);
  });
  it('aligns up to the purchase unit factor and caps by the remaining quantity', () => {
    expect(alignQuantity(1, 6, 100)).toBe(6);
    expect(alignQuantity(7, 6, 100)).toBe(12);
    expect(alignQuantity(13, 6, 14)).toBe(12);
    expect(alignQuantity(5, 1, 3)).toBe(3);
    expect(alignQuantity(1, 6, 5)).toBe(0);
    expect(alignQuantity(Number.NaN, 2, 10)).toBe(2);
    expect(alignQuantity(-3, 0, 10)).toBe(1);
  });
});

describe('isValidInCart', () => {
  const ok = { isVirtual: false, isViewable: true, isActive: true, isOrderable: true, stockQuantity: 0, hasWebNode: true };
  it('is valid without stock when max-stock availability is off', () => {
    expect(isValidInCart(ok)).toBe(true);
    expect(isValidInCart(ok, { maxStockAvailability: true })).toBe(false);
  });
  it('is invalid for virtual products, without a node, or not orderable', () => {
    expect(isValidInCart({ ...ok, isVirtual: true })).toBe(false);
    expect(isValidInCart({ ...ok, hasWebNode: false })).toBe(false);
    expect(isValidInCart({ ...ok, hasWebNode: false }, { requireWebNode: false })).toBe(true);
    expect(isValidInCart({ ...ok, isOrderable: false })).toBe(false);
  });
});

describe('selectDiscount', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const d = (id: number, start: string, end: string, priceListId: number | null = null, flyerCode = 'FOLDER') => ({
    id,
    flyerCode,
    priceListId,
    startDate: new Date(start),
    endDate: new Date(end),
  });
  it('prefers the discount active today', () => {
    const list = [d(1, '2026-11-10', '2026-11-20T08:00:00Z'), d(2, '2026-11-21', '2026-11-30')];
    expect(selectDiscount(list, 'folder', null, now)?.id).toBe(2);
  });
  it('falls back to one that ended within the last two days, not earlier', () => {
    expect(selectDiscount([d(1, '2026-11-10', '2026-11-20')], 'FOLDER', null, now)?.id).toBe(1);
    expect(selectDiscount([d(1, '2026-11-01', '2026-11-18')], 'FOLDER', null, now)).toBeNull();
  });
  it('matches the price list and the flyer code', () => {
    const list = [d(1, '2026-11-20', '2026-11-30', 7)];
    expect(selectDiscount(list, 'FOLDER', null, now)).toBeNull();
    expect(selectDiscount(list, 'FOLDER', 7, now)?.id).toBe(1);
    expect(selectDiscount(list, 'OTHER', 7, now)).toBeNull();
    expect(selectDiscount(list, '  ', 7, now)).toBeNull();
  });
  it('ignores future discounts', () => {
    expect(selectDiscount([d(1, '2026-11-25', '2026-11-30')], 'FOLDER', null, now)).toBeNull();
  });
});

describe('search keywords', () => {
  it('trims, collapses whitespace and cuts long input', () => {
    expect(normalizeKeyword('  kat \t brok\n ')).toBe('kat brok');
    expect(normalizeKeyword(null)).toBe('');
    expect(normalizeKeyword('a'.repeat(10_000))).toHaveLength(100);
  });
  it('splits into words without metacharacters', () => {
    expect(keywordWords("hond'; drop table--<b>")).toEqual(['hond', 'drop', 'table', 'b']);
  });
  it('marks matched words for bold suggestions', () => {
    expect(highlightWords('Kattenbrokken Zalm', 'kat')).toEqual([
      { text: 'Kat', match: true },
      { text: 'tenbrokken Zalm', match: false },
    ]);
    expect(highlightWords('Hond', '')).toEqual([{ text: 'Hond', match: false }]);
  });
});

describe('parseFacetFilters', () => {
  it('reads brands, nodes, price range and tags', () => {
    const filters = parseFacetFilters(['brand:royal-canin', 'webnode:12', 'price:5-20,50', 'tag.dier:Hond', 'tag.dier:Kat', 'brand:royal-canin']);
    expect(filters).toEqual({
      brands: ['royal-canin'],
      webNodeIds: [12],
      minPriceCents: 500,
      maxPriceCents: 2050,
      tags: { dier: ['Hond', 'Kat'] },
      anyTags: [],
    });
  });
  it('ignores malformed entries', () => {
    const filters = parseFacetFilters(['nonsense', ':x', 'webnode:abc', 'webnode:-1', 'price:abc', 'tag.DROP TABLE:x', 'brand:', 'unknown:1']);
    expect(filters).toEqual({ brands: [], webNodeIds: [], minPriceCents: null, maxPriceCents: null, tags: {}, anyTags: [] });
  });
  it('reads a tag value under any key (`tag:Hond`), once regardless of case', () => {
    const filters = parseFacetFilters(['tag:Hond', 'tag:hond', 'tag: Kat ', 'tag:', 'tag.dier:Vis']);
    expect(filters.anyTags).toEqual(['Hond', 'Kat']);
    expect(filters.tags).toEqual({ dier: ['Vis'] });
  });
  it('accepts open price ranges', () => {
    expect(parseFacetFilters(['price:-10'])).toMatchObject({ minPriceCents: null, maxPriceCents: 1000 });
  });
});

describe('sorts and paging', () => {
  it('maps sort options and falls back to the page’s default for unknown and old ones', () => {
    expect(sortSpec(parseSortOption('price-desc', false))).toEqual({ field: 'MinPrice', ascending: false });
    expect(parseSortOption(' Price-Asc ', true)).toBe('price-asc');
    expect(parseSortOption('1; drop table', false)).toBe('weighting');
    expect(parseSortOption('1; drop table', true)).toBe('relevance');
    expect(parseSortOption(undefined, true)).toBe('relevance');
    // Values of earlier versions (a duplicate of price-asc, a jargon sort) give the default, not an error.
    expect(parseSortOption('min-price', false)).toBe('weighting');
    expect(parseSortOption('node-order', true)).toBe('relevance');
    expect(sortSpec('creation-date')).toEqual({ field: 'CreationDate', ascending: false });
  });
  it('offers one sort per order, relevance only with a keyword', () => {
    const orders = SORT_OPTIONS.map((option) => JSON.stringify(sortSpec(option)));
    expect(new Set(orders).size).toBe(SORT_OPTIONS.length);
    expect(sortOptionsFor(false)).not.toContain('relevance');
    expect(sortOptionsFor(true)[0]).toBe('relevance');
    expect(sortOptionsFor(true)).toEqual([...SORT_OPTIONS]);
    expect(parseSortOption('relevance', false)).toBe('weighting');
    expect(sortOptionsFor(false)).toContain(defaultSort(false));
    expect(sortOptionsFor(true)).toContain(defaultSort(true));
  });
  it('accepts only page sizes 24, 48 and 96', () => {
    expect(pageSizeOrDefault('48')).toBe(48);
    expect(pageSizeOrDefault(96)).toBe(96);
    expect(pageSizeOrDefault('50')).toBe(24);
    expect(pageSizeOrDefault(undefined)).toBe(24);
  });
  it('reads page numbers defensively', () => {
    expect(pageNumber('3')).toBe(3);
    expect(pageNumber('-2')).toBe(1);
    expect(pageNumber('x')).toBe(1);
    expect(pageNumber('99999999')).toBe(10_000);
  });
  it('counts pages, at least one', () => {
    expect(pageCount(518, 24)).toBe(22);
    expect(pageCount(48, 24)).toBe(2);
    expect(pageCount(0, 24)).toBe(1);
  });
  it('numbers pages: first, last, the current one and its neighbours, gaps for two or more left out', () => {
    expect(pageLinks(1, 22)).toEqual([1, 2, 'gap', 22]);
    expect(pageLinks(10, 22)).toEqual([1, 'gap', 9, 10, 11, 'gap', 22]);
    expect(pageLinks(22, 22)).toEqual([1, 'gap', 21, 22]);
    // One page between is shown rather than a gap.
    expect(pageLinks(4, 22)).toEqual([1, 2, 3, 4, 5, 'gap', 22]);
    expect(pageLinks(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 2)).toEqual([1, 2]);
    // A page past the end is read as the last.
    expect(pageLinks(999, 22)).toEqual([1, 'gap', 21, 22]);
  });
});

describe('distinctFacetLabels', () => {
  it('keeps unique labels and names the nearest ancestor that tells equal ones apart', () => {
    const labels = distinctFacetLabels([
      { label: 'Droogvoer', path: ['Hond', 'Voeding'] },
      { label: 'Aanbiedingen', path: [] },
      { label: 'Droogvoer', path: ['Kat', 'Voeding'] },
      { label: 'Vlooien & teken', path: ['Kat', 'Verzorging'] },
      { label: 'vlooien & Teken', path: ['Hond', 'Gezondheid'] },
    ]);
    expect(labels).toEqual(['Hond › Droogvoer', 'Aanbiedingen', 'Kat › Droogvoer', 'Verzorging › Vlooien & teken', 'Gezondheid › vlooien & Teken']);
  });
  it('falls back to the whole path when no single ancestor tells them apart', () => {
    const labels = distinctFacetLabels([
      { label: 'Natvoer', path: ['Hond', 'Voeding'] },
      { label: 'Natvoer', path: ['Hond', 'Dieet'] },
      { label: 'Natvoer', path: ['Kat', 'Voeding'] },
      { label: 'Natvoer', path: [] },
    ]);
    expect(new Set(labels).size).toBe(4);
    expect(labels).toEqual(['Hond › Voeding › Natvoer', 'Hond › Dieet › Natvoer', 'Kat › Voeding › Natvoer', 'Natvoer']);
  });
});

describe('reviews', () => {
  it('accepts ratings 1 to 5', () => {
    expect([0, 1, 5, 6, 2.5, '3'].map(isValidRating)).toEqual([false, true, true, false, false, false]);
  });
  it('averages to one decimal', () => {
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([])).toBeNull();
  });
});

describe('Dutch compounds and the search query', () => {
  it('splits pet-shop compounds', () => {
    expect(splitDutchCompound('hondenvoer')).toEqual(['honden', 'voer']);
    expect(splitDutchCompound('hondevoer')).toEqual(['honde', 'voer']);
    expect(splitDutchCompound('kattenbrokken')).toEqual(['katten', 'brokken']);
    expect(splitDutchCompound('droogvoer')).toEqual(['droog', 'voer']);
    expect(splitDutchCompound('hond')).toBeNull();
    expect(splitDutchCompound('katoen')).toBeNull();
  });
  it('builds a prefix query of letters and digits only', () => {
    expect(buildTsQuery('kat brok')).toBe('kat:* & brok:*');
    expect(buildTsQuery('Hondenvoer')).toBe('(hondenvoer:* | (honden:* & voer:*))');
    expect(buildTsQuery("paté'); drop table products; --")).toBe('pate:* & drop:* & table:* & products:*');
    expect(buildTsQuery('  !!! ')).toBe('');
  });
  it('builds the whole-word queries and the head a relevance ranking needs (issue 12 defect 2)', () => {
    expect(buildExactTsQuery('Hondenvoer')).toBe('(hondenvoer | (honden & voer))');
    expect(buildExactTsQuery('hondevoer')).toBe('(hondevoer | (honde & voer))');
    expect(buildExactTsQuery('hond voer')).toBe('hond & voer');
    expect(buildWholeWordsTsQuery('Konijnenvoer')).toBe('konijnenvoer');
    expect(keywordHead('hondenvoer')).toBe('voer');
    expect(keywordHead('hond voer')).toBe('voer');
    expect(keywordHead('kattenbak')).toBe('bak');
    expect(keywordHead('aquarium')).toBe('aquarium');
    expect(keywordHead(" '; -- ")).toBe('');
  });
});
