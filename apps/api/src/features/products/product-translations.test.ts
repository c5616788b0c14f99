import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing.ts';

/** Issue 12 defect 6: product names and texts in French and English where the product has them, Dutch marked 'nl' where not. */
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

interface Summary {
  Id: number;
  Name: string;
  Language: string;
}

const visible = `p.is_active and p.is_viewable and p.type = 'Product' and 'B' = any(p.publication_codes) and p.supplier_state = 'Active'`;

async function product(translated: boolean) {
  const { rows } = await t.database.pool.query<{
    id: number;
    url: string;
    name: string;
    translations: Record<string, Record<string, string>>;
  }>(
    `select p.id, p.url, p.name, p.translations from products p join product_web_nodes pwn on pwn.product_id = p.id
     where ${visible} and (p.translations ? 'en') = $1 order by p.weighting desc, p.id limit 1`,
    [translated],
  );
  expect(rows[0]).toBeDefined();
  return rows[0]!;
}

const get = async <T>(path: string, language: string, token?: string) =>
  ((await (await t.request(path, { headers: { 'x-language': language }, token })).json()) as { Data: T }).Data;

describe('product translations in the API', () => {
  it('answers a translated product page in English and French: name, description, usage and USPs; ingredients stay Dutch', async () => {
    const row = await product(true);
    type Detail = Summary & { Description: string; Usage: string; Usps: string[]; Ingredients: string };
    const en = await get<Detail>(`/api/aspos/products/url/${row.url}`, 'en');
    expect(en).toMatchObject({
      Name: row.translations.en!.name,
      Language: 'en',
      Description: row.translations.en!.description,
      Usage: row.translations.en!.usage,
    });
    expect(en.Usps).toEqual(row.translations.en!.usps!.split('\n'));
    const fr = await get<Detail>(`/api/aspos/products/url/${row.url}`, 'fr');
    expect(fr).toMatchObject({ Name: row.translations.fr!.name, Language: 'fr' });
    const nl = await get<Detail>(`/api/aspos/products/url/${row.url}`, 'nl');
    expect(nl).toMatchObject({ Name: row.name, Language: 'nl' });
    expect(en.Ingredients).toBe(nl.Ingredients);
  });

  it('answers an untranslated product in Dutch with Language nl, on a French page too', async () => {
    const row = await product(false);
    expect(await get<Summary>(`/api/aspos/products/url/${row.url}`, 'fr')).toMatchObject({ Name: row.name, Language: 'nl' });
  });

  it('names listed products, search hits and cart lines in the request language', async () => {
    const row = await product(true);
    const { rows } = await t.database.pool.query<{ web_node_id: number }>(
      'select web_node_id from product_web_nodes where product_id = $1 limit 1',
      [row.id],
    );
    const lister = await get<{ Products: Summary[] }>(`/api/aspos/webnodes/${rows[0]!.web_node_id}/products?limit=1000`, 'en');
    const listed = lister.Products.find((p) => p.Id === row.id);
    expect(listed).toMatchObject({ Name: row.translations.en!.name, Language: 'en' });
    expect(lister.Products.filter((p) => p.Language === 'nl').every((p) => p.Name.length > 0)).toBe(true);

    // The search answer is cached: the Dutch answer first, then the French one for the same query.
    const searchPath = `/api/meilisearch/v1/default/search?searchTerm=${encodeURIComponent(row.name)}&limit=100`;
    expect((await get<{ Hits: Summary[] }>(searchPath, 'nl')).Hits.find((p) => p.Id === row.id)).toMatchObject({
      Name: row.name,
      Language: 'nl',
    });
    expect((await get<{ Hits: Summary[] }>(searchPath, 'fr')).Hits.find((p) => p.Id === row.id)).toMatchObject({
      Name: row.translations.fr!.name,
      Language: 'fr',
    });

    const token = await t.login('particulier@toonbank.nl');
    expect(
      (await t.request('/api/aspos/cart/lines/batch', { token, json: { changes: [{ action: 1, productId: row.id, quantity: 1 }] } }))
        .status,
    ).toBe(200);
    const cart = await get<{ CartLines: { Product: Summary | null }[] }>('/api/aspos/cart', 'en', token);
    expect(cart.CartLines.find((line) => line.Product?.Id === row.id)?.Product).toMatchObject({
      Name: row.translations.en!.name,
      Language: 'en',
    });
  });
});
