import { describe, expect, it } from 'vitest';
import { distinctFacetLabels, parseFacetFilters } from './facets.ts';

describe('parseFacetFilters', () => {
  it('reads brands, nodes, price range and tags', () => {
    const filters = parseFacetFilters([
      'brand:royal-canin',
      'webnode:12',
      'price:5-20,50',
      'tag.dier:Hond',
      'tag.dier:Kat',
      'brand:royal-canin',
    ]);
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
    const filters = parseFacetFilters([
      'nonsense',
      ':x',
      'webnode:abc',
      'webnode:-1',
      'price:abc',
      'tag.DROP TABLE:x',
      'brand:',
      'unknown:1',
    ]);
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

describe('distinctFacetLabels', () => {
  it('keeps unique labels and names the nearest ancestor that tells equal ones apart', () => {
    const labels = distinctFacetLabels([
      { label: 'Droogvoer', path: ['Hond', 'Voeding'] },
      { label: 'Aanbiedingen', path: [] },
      { label: 'Droogvoer', path: ['Kat', 'Voeding'] },
      { label: 'Vlooien & teken', path: ['Kat', 'Verzorging'] },
      { label: 'vlooien & Teken', path: ['Hond', 'Gezondheid'] },
    ]);
    expect(labels).toEqual([
      'Hond › Droogvoer',
      'Aanbiedingen',
      'Kat › Droogvoer',
      'Verzorging › Vlooien & teken',
      'Gezondheid › vlooien & Teken',
    ]);
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
