import type { HeadersArgs } from 'react-router';
import { isFiltered, withPage, type ListingState } from './catalogue.server.ts';

/**
 * What a catalogue page tells search engines (decision 0031), as HTTP headers: the loader returns them
 * (`data(…, { headers })`) and the route's `headers` export passes them on, so they cost the browser's code nothing and
 * the page cache keeps them with the page (decision 0007).
 */
export type SearchSignals = Record<string, string>;

/** `Link: <{origin}{path}>; rel="canonical"`, the path percent-encoded as in an address. */
export function canonicalLink(origin: string, path: string): SearchSignals {
  return { Link: `<${new URL(`${origin}${path}`).href}>; rel="canonical"` };
}

/**
 * The signals of a lister, brand or tag page in `state` whose own address is `path`: a filtered page (facet values or a
 * price range chosen) says `noindex, follow` and names no canonical (a canonical to another page beside a noindex
 * would contradict it); any other is canonical to its own address without sort, page size, opened facet or any other
 * parameter, but with its page number past page 1 (each page of a list is a page of its own).
 */
export function listingSignals(
  origin: string,
  path: string,
  state: Pick<ListingState, 'filters' | 'minPrice' | 'maxPrice' | 'page'>,
): SearchSignals {
  if (isFiltered(state)) return { 'X-Robots-Tag': 'noindex, follow' };
  return canonicalLink(origin, withPage(new URL(`${origin}${path}`), state.page));
}

/**
 * A route's `headers` export that sends what its loader set (the signals above) on top of its parents' headers:
 * `export const headers: Route.HeadersFunction = withLoaderHeaders;`. Without a `headers` export React Router sends
 * a route's loader headers nowhere.
 */
export function withLoaderHeaders({ parentHeaders, loaderHeaders }: HeadersArgs): Headers {
  const headers = new Headers(parentHeaders);
  loaderHeaders.forEach((value, name) => headers.set(name, value));
  return headers;
}
