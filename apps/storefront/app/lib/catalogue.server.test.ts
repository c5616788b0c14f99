import { describe, expect, it } from 'vitest';
import { parseTagPath, readListingState, withPage } from './catalogue.server.ts';

describe('readListingState', () => {
  it('reads filters, sort, page size, page and price from the URL', () => {
    const state = readListingState(
      new URL('http://x/product/lister/hond?f=brand:polderbrok&f=tag.dier:Hond&sort=price-asc&size=48&page=3&min=5&max=20,50'),
    );
    expect(state).toEqual({
      filters: ['brand:polderbrok', 'tag.dier:Hond'],
      sort: 'price-asc',
      pageSize: 48,
      page: 3,
      minPrice: '5',
      maxPrice: '20,50',
      more: null,
    });
  });

  it('falls back on bad values instead of failing', () => {
    const state = readListingState(new URL('http://x/zoek/kat?f=nonsense&f=price:1-2&sort=drop&size=50&page=-4&min=abc&max=1e9'));
    // The sort is passed on as asked: the API falls back to the page's default (relevance with a keyword).
    expect(state).toEqual({ filters: [], sort: 'drop', pageSize: 24, page: 1, minPrice: '', maxPrice: '', more: null });
  });

  it('reads the facet opened whole, ignoring what cannot be a facet field', () => {
    expect(readListingState(new URL('http://x/zoek/kat?more=tag.dier')).more).toBe('tag.dier');
    expect(readListingState(new URL('http://x/zoek/kat?more=brand')).more).toBe('brand');
    expect(readListingState(new URL('http://x/zoek/kat?more=%3Cscript%3E')).more).toBeNull();
    expect(readListingState(new URL('http://x/zoek/kat?more=')).more).toBeNull();
  });

  it('leaves the sort to the server when absent', () => {
    expect(readListingState(new URL('http://x/zoek/kat')).sort).toBeNull();
  });
});

describe('withPage', () => {
  it('points at another page, keeping the other state; page 1 without the parameter', () => {
    const url = new URL('http://x/product/lister/hond?f=brand:polderbrok&page=999&size=48');
    expect(withPage(url, 22)).toBe('/product/lister/hond?f=brand%3Apolderbrok&page=22&size=48');
    expect(withPage(url, 1)).toBe('/product/lister/hond?f=brand%3Apolderbrok&size=48');
    expect(withPage(new URL('http://x/zoek/kat?page=3'), 1)).toBe('/zoek/kat');
  });
});

describe('parseTagPath', () => {
  it('reads /tag/{value} as that value under any key', () => {
    expect(parseTagPath('Hond')).toEqual({ key: null, value: 'Hond', base: 'tag:Hond', path: '/tag/Hond' });
    expect(parseTagPath('Zacht & mals/')).toMatchObject({ base: 'tag:Zacht & mals', path: '/tag/Zacht%20%26%20mals' });
  });

  it('keeps /tag/{key}/{value}', () => {
    expect(parseTagPath('Dier/Hond')).toEqual({ key: 'dier', value: 'Hond', base: 'tag.dier:Hond', path: '/tag/dier/Hond' });
  });

  it('refuses empty paths, bad keys and extra segments', () => {
    for (const splat of ['', '/', 'dier/Hond/x', 'DROP TABLE;/x', '9dier/Hond', ' /']) expect(parseTagPath(splat), splat).toBeNull();
  });
});
