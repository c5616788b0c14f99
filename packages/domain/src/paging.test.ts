import { describe, expect, it } from 'vitest';
import { pageCount, pageLinks, pageNumber, pageSizeOrDefault } from './paging.ts';

describe('paging', () => {
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
