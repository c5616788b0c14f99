import { baseUrl } from './browser.ts';

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
}

/** A session token of a demo account, through the API's login. */
export async function tokenFor(email: string, password = 'Toonbank2026!'): Promise<string> {
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

export async function searchHits(term: string, token?: string | null): Promise<Hit[]> {
  return (await apiData<{ Hits: Hit[] }>(`/meilisearch/v1/default/search?searchTerm=${encodeURIComponent(term)}&limit=96`, token)).Hits;
}

/** A simple product for this customer: orderable per piece, plenty of stock, no max in cart. */
export async function simpleProduct(token: string, terms = ['hondenvoer', 'kattenvoer', 'snack']): Promise<Hit> {
  for (const term of terms) {
    const found = (await searchHits(term, token)).find((h) => h.IsOrderable && !h.IsVirtual && h.PurchaseUnitFactor === 1 && h.StockQuantity >= 20 && h.MaxInCart === null);
    if (found) return found;
  }
  throw new Error('no simple demo product found');
}
