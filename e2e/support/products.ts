import { baseUrl, DEMO_PASSWORD } from './browser.ts';

/** The fields of a search hit the browser tests choose products by. */
export interface Hit {
  Id: number;
  Url: string;
  Name: string;
  IsOrderable: boolean;
  IsVirtual: boolean;
  PurchaseUnitFactor: number;
  StockQuantity: number;
  MaxInCart: number | null;
  PriceInclTax: number;
}

/** A session token of a demo account, through the API's login. */
export async function tokenFor(email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/aspos/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await response.json()) as { Token: string }).Token;
}

/** The `Data` of an API answer, as `token`'s user (anonymous without one). */
export async function apiData<T>(path: string, token?: string | null): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return ((await response.json()) as { Data: T }).Data;
}

/** The whole API answer of `pathname` as `token`'s user, with an optional method and JSON body. */
export async function apiAs<T>(token: string, pathname: string, init: { method?: string; json?: unknown } = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${pathname}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.json ? { 'content-type': 'application/json' } : {}) },
    body: init.json ? JSON.stringify(init.json) : undefined,
  });
  return (await response.json()) as T;
}

export async function searchHits(term: string, token?: string | null): Promise<Hit[]> {
  return (await apiData<{ Hits: Hit[] }>(`/meilisearch/v1/default/search?searchTerm=${encodeURIComponent(term)}&limit=96`, token)).Hits;
}

/** Simple products for this customer: orderable per piece, plenty of stock, no max in cart. */
export async function simpleProducts(token: string, count: number, terms = ['hondenvoer', 'kattenvoer', 'snack']): Promise<Hit[]> {
  const found: Hit[] = [];
  for (const term of terms) {
    for (const hit of await searchHits(term, token)) {
      if (
        hit.IsOrderable &&
        !hit.IsVirtual &&
        hit.PurchaseUnitFactor === 1 &&
        hit.StockQuantity >= 20 &&
        hit.MaxInCart === null &&
        !found.some((f) => f.Id === hit.Id)
      )
        found.push(hit);
      if (found.length === count) return found;
    }
  }
  throw new Error('not enough simple demo products');
}

/** A simple product for this customer (see simpleProducts). */
export async function simpleProduct(token: string, terms?: string[]): Promise<Hit> {
  return (await simpleProducts(token, 1, terms))[0]!;
}
