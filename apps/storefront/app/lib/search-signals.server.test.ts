import { describe, expect, it } from 'vitest';
import { readListingState } from './catalogue.server.ts';
import { canonicalLink, listingSignals, withLoaderHeaders } from './search-signals.server.ts';

const ORIGIN = 'https://www.toonbank.nl';

/** The signals of the lister at `path` with the query `query`, read the way the page reads it. */
function signalsOf(path: string, query = ''): Record<string, string> {
  return listingSignals(ORIGIN, path, readListingState(new URL(`${ORIGIN}${path}${query}`)));
}

const canonical = (address: string) => ({ Link: `<${address}>; rel="canonical"` });
const NOINDEX = { 'X-Robots-Tag': 'noindex, follow' };

describe('listingSignals', () => {
  it('makes an unfiltered first page canonical to its bare address', () => {
    expect(signalsOf('/product/lister/hond')).toEqual(canonical(`${ORIGIN}/product/lister/hond`));
  });

  it('leaves sort, page size, the opened facet and unknown parameters out of the canonical', () => {
    expect(signalsOf('/product/lister/hond', '?sort=price-desc&size=96&more=brand&utm_source=nieuwsbrief&gclid=x')).toEqual(
      canonical(`${ORIGIN}/product/lister/hond`),
    );
    expect(signalsOf('/merken/polderbrok', '?size=48')).toEqual(canonical(`${ORIGIN}/merken/polderbrok`));
  });

  it('keeps the page number past page 1, and only that', () => {
    expect(signalsOf('/product/lister/hond', '?page=3&sort=name-asc&size=48')).toEqual(canonical(`${ORIGIN}/product/lister/hond?page=3`));
    expect(signalsOf('/tag/dier/Hond', '?page=1&sort=name-asc')).toEqual(canonical(`${ORIGIN}/tag/dier/Hond`));
    // An unreadable page number is page 1, as the page shows it.
    expect(signalsOf('/product/lister/hond', '?page=abc')).toEqual(canonical(`${ORIGIN}/product/lister/hond`));
  });

  it('says noindex, follow and names no canonical for a page with facet values or a price bound chosen', () => {
    expect(signalsOf('/product/lister/hond', '?f=brand:polderbrok')).toEqual(NOINDEX);
    expect(signalsOf('/product/lister/hond', '?f=brand:polderbrok&f=tag.dier:Hond&page=2&sort=price-asc')).toEqual(NOINDEX);
    expect(signalsOf('/merken/polderbrok', '?min=5')).toEqual(NOINDEX);
    expect(signalsOf('/tag/Hond', '?max=20,50&more=brand')).toEqual(NOINDEX);
  });

  it('treats what the page ignores as no filter', () => {
    // Neither is a filter the listing applies (no field, or the price range written as a facet): the page is unfiltered.
    expect(signalsOf('/product/lister/hond', '?f=nonsense&f=price:1-2&min=abc')).toEqual(canonical(`${ORIGIN}/product/lister/hond`));
  });

  it('writes the address percent-encoded', () => {
    expect(signalsOf('/tag/smaak/Kip%20%26%20rijst', '?page=2')).toEqual(canonical(`${ORIGIN}/tag/smaak/Kip%20%26%20rijst?page=2`));
    expect(canonicalLink(ORIGIN, '/product/detail/paté-<kat>')).toEqual(canonical(`${ORIGIN}/product/detail/pat%C3%A9-%3Ckat%3E`));
  });
});

describe('withLoaderHeaders', () => {
  it("passes the loader's headers on over the parents'", () => {
    const headers = withLoaderHeaders({
      parentHeaders: new Headers({ 'X-Parent': 'ja', Link: '<https://x/ouder>; rel="canonical"' }),
      loaderHeaders: new Headers(canonicalLink(ORIGIN, '/product/detail/brok')),
      actionHeaders: new Headers(),
      errorHeaders: undefined,
    });
    expect(Object.fromEntries(headers)).toEqual({ 'x-parent': 'ja', link: `<${ORIGIN}/product/detail/brok>; rel="canonical"` });
  });
});
