import { describe, expect, it } from 'vitest';
import { distinctFacetLabels, FACET_VALUES_SHOWN, parseFacetFilters, shownFacetValues } from './facets.ts';

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

describe('shownFacetValues', () => {
  const values = Array.from({ length: 12 }, (_, i) => ({ Value: `v${i}`, Checked: i === 10 }));
  it('shows the first values and every checked one after them, in their order', () => {
    expect(shownFacetValues(values, false).map((v) => v.Value)).toEqual([
      ...values.slice(0, FACET_VALUES_SHOWN).map((v) => v.Value),
      'v10',
    ]);
  });
  it('shows all of an opened facet, and a short facet whole', () => {
    expect(shownFacetValues(values, true)).toEqual(values);
    expect(shownFacetValues(values.slice(0, 3), false)).toEqual(values.slice(0, 3));
  });
});
