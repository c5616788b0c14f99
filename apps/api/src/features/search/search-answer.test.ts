import { isProductVisibleTo } from '@toonbank/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../app.ts';
import { createTestApi, type TestApi } from '../../testing.ts';
import { searchAnswerBytes } from './search-answer.ts';

/**
 * The list of 48 with the cache off (decision 0020, 2026-11-27 night): its hits read with their pricing facts in one
 * statement and its answer written with the kept facets' JSON, against the products' own summaries (`products/ids`,
 * read and priced the other way: summary rows, then `findPricingFacts`) for an anonymous visitor, a private customer
 * (list prices) and a business customer (net prices of a price list with tiers, code-A products), with a discount
 * that has begun (price history) and one for the price list only.
 */
let t: TestApi;
let uncached: ReturnType<typeof createApi>;
beforeAll(async () => {
  t = await createTestApi();
  uncached = createApi({ ...t.deps, config: { ...t.deps.config, SEARCH_CACHE: 'off' } });
});
afterAll(() => t.close());

interface Hit {
  Id: number;
  PriceInclTax: number;
  PriceExclTax: number;
  OldPriceInclTax: number | null;
  Discount: { Name: string } | null;
  Language: string;
}

const get = async (
  app: { request: (url: string, init?: RequestInit) => Response | Promise<Response> },
  url: string,
  token?: string,
  language = 'nl',
) => {
  const response = await app.request(url, { headers: { 'x-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  expect(response.status, url).toBe(200);
  return response;
};

describe('searchAnswerBytes', () => {
  it('writes exactly the UTF-8 of JSON.stringify, the kept facets too, in the keys’ order', () => {
    const facets = [
      { Field: 'webnode', Label: 'Categorie', Values: [{ Label: 'Hond › Droogvoer', Value: '7', Count: 3, Checked: false }] },
    ];
    const bodies = [
      { Success: true as const, Data: { SearchTerm: '', Hits: [{ Id: 1, Name: 'Crème brûlée' }], Total: 1, Facets: facets, Sorts: [] } },
      {
        Success: true as const,
        Data: { Hits: [], Facets: facets, PriceRange: { Min: 0, Max: 500, SelectedMin: null }, Skipped: undefined },
      },
      { Success: true as const, Data: { Facets: [], Total: 0 } },
    ];
    for (const body of bodies) {
      expect(searchAnswerBytes(body).toString('utf8')).toBe(JSON.stringify(body));
      // The kept JSON again: the same bytes.
      expect(searchAnswerBytes(body).equals(Buffer.from(JSON.stringify(body), 'utf8'))).toBe(true);
    }
  });
});

describe('the list of 48 without keyword, search cache off', () => {
  it('answers every viewer the hits the products’ own summaries show, with their prices and codes', async () => {
    const paths = ['', '&sortBy=price-asc', '&sortBy=price-desc', '&sortBy=newest', '&offset=48'];
    const first = (await (await get(uncached, '/api/meilisearch/v1/default/search?limit=48')).json()) as { Data: { Hits: Hit[] } };
    // A discount begun for everybody on three hits of the first page (its price history is read), one for price list 2 on
    // two others, and the business customer on price list 2 (net prices, tiers).
    const ids = first.Data.Hits.map((hit) => hit.Id);
    const discount = async (name: string, list: number | null, products: number[]) => {
      const { rows } = await t.database.pool.query<{ id: number }>(
        `insert into discounts (name, flyer_code, price_list_id, start_date, end_date, percentage)
         values ($1, 'LIST22', $2, now() - interval '2 days', now() + interval '5 days', 20) returning id`,
        [name, list],
      );
      await t.database.pool.query(`insert into discount_products (discount_id, product_id) select $1, unnest($2::int[])`, [
        rows[0]!.id,
        products,
      ]);
    };
    await discount('Lijst van 48', null, ids.slice(0, 3));
    await discount('Lijst van 48 zakelijk', 2, ids.slice(3, 5));
    await t.database.pool.query(`update customers set price_list_id = 2 where email = 'zakelijk@toonbank.nl'`);
    await t.database.pool.query(
      `insert into price_list_price_levels (price_list_id, product_id, quantity, net_price_excl_cents)
       select 2, product_id, 6, net_price_excl_cents - 10 from price_list_prices where price_list_id = 2 and product_id = any($1::int[])
       on conflict do nothing`,
      [ids],
    );
    const viewers = [
      { token: undefined, codes: ['B'] },
      { token: await t.login('particulier@toonbank.nl'), codes: ['B'] },
      { token: await t.login('zakelijk@toonbank.nl'), codes: ['A', 'B'] },
    ];
    const seen = { discounted: 0, old: 0, business: new Set<number>(), translated: 0 };
    // In each language: the hits' names are read with the summary rows (their translations' names only, list24).
    const runs = viewers.flatMap((viewer) =>
      ['nl', 'fr', 'en'].flatMap((language) => paths.map((path) => ({ ...viewer, language, path }))),
    );
    for (const { token, codes, language, path } of runs) {
      const response = await get(uncached, `/api/meilisearch/v1/default/search?limit=48${path}`, token, language);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      const text = await response.text();
      const { Data } = JSON.parse(text) as { Data: { Hits: Hit[] } };
      // Written as c.json writes it: the same bytes as the parsed answer serialised again.
      expect(text).toBe(JSON.stringify(JSON.parse(text)));
      expect(Data.Hits.length).toBeGreaterThan(0);
      const own = (await (
        await get(t.api, `/api/aspos/products/ids?productIds=${Data.Hits.map((hit) => hit.Id).join(',')}`, token, language)
      ).json()) as { Data: Hit[] };
      expect(Data.Hits, `${path} for ${codes.join(';')} in ${language}`).toEqual(own.Data);
      const { rows } = await t.database.pool.query<{
        id: number;
        is_active: boolean;
        is_viewable: boolean;
        type: string;
        publication_codes: string[];
      }>(`select id, is_active, is_viewable, type, publication_codes from products where id = any($1::int[])`, [
        Data.Hits.map((hit) => hit.Id),
      ]);
      for (const row of rows) {
        const facts = { isActive: row.is_active, isViewable: row.is_viewable, type: row.type, publicationCodes: row.publication_codes };
        expect(isProductVisibleTo(facts, codes), `product ${row.id} for ${codes.join(';')}`).toBe(true);
      }
      for (const hit of Data.Hits) {
        if (hit.Discount) seen.discounted += 1;
        if (hit.OldPriceInclTax !== null) seen.old += 1;
        if (hit.Language !== 'nl') seen.translated += 1;
        if (token === viewers[2]!.token && hit.Discount?.Name === 'Lijst van 48 zakelijk') seen.business.add(hit.Id);
      }
    }
    // The cases occurred: discounted hits with a 'was' price, and the price list's own discount for the business customer.
    expect(seen.discounted).toBeGreaterThan(0);
    expect(seen.old).toBeGreaterThan(0);
    expect(seen.business.size).toBeGreaterThan(0);
    expect(seen.translated).toBeGreaterThan(0);
  });
});
