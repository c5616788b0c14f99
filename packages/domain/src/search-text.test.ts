import { describe, expect, it } from 'vitest';
import {
  buildExactTsQuery,
  buildTsQuery,
  buildWholeWordsTsQuery,
  highlightWords,
  keywordHead,
  keywordWords,
  normalizeKeyword,
  splitDutchCompound,
} from './search-text.ts';

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
