import { describe, expect, it } from 'vitest';
import { defaultSort, parseSortOption, SORT_OPTIONS, sortOptionsFor, sortSpec } from './sorting.ts';

describe('sorts', () => {
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
});
