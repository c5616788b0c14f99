import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../app.ts';
import { createTestApi, type TestApi } from '../../testing.ts';
import { summaryCacheStats } from '../shared/summary-cache.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

interface SearchData {
  SearchTerm: string;
  Hits: {
    Id: number;
    Name: string;
    Img: string | null;
    PriceInclTax: number;
    PriceExclTax: number;
    StockQuantity: number;
    Brand: { Name: string; Url: string } | null;
  }[];
  Total: number;
  SortBy: string;
  Facets: { Field: string; Values: { Value: string; Count: number; Checked: boolean }[] }[];
  PriceRange: { Min: number; Max: number };
}

async function search(query: string, token?: string): Promise<SearchData> {
  const response = await t.request(`/api/meilisearch/v1/default/search?${query}`, { token });
  expect(response.status).toBe(200);
  return ((await response.json()) as { Data: SearchData }).Data;
}

async function codesOf(ids: number[]): Promise<string[][]> {
  const { rows } = await t.database.pool.query<{ publication_codes: string[] }>(
    'select publication_codes from products where id = any($1::int[])',
    [ids],
  );
  return rows.map((r) => r.publication_codes);
}

describe('GET /api/meilisearch/v1/default/search', () => {
  it.each(['hondenvoer', 'hondevoer', 'kattenbrokken', 'kat brok', 'snorebaard'])('finds sensible products for %s', async (keyword) => {
    const data = await search(`searchTerm=${encodeURIComponent(keyword)}&limit=10`);
    expect(data.Total).toBeGreaterThan(0);
    const { rows } = await t.database.pool.query<{ text: string }>(
      `select lower(p.name || ' ' || coalesce(b.name, '') || ' ' || p.tags::text || ' ' || coalesce(string_agg(w.url, ' '), '')) as text
         from products p left join brands b on b.id = p.brand_id
         left join product_web_nodes pwn on pwn.product_id = p.id left join web_nodes w on w.id = pwn.web_node_id
        where p.id = any($1::int[]) group by p.id, b.name, p.tags`,
      [data.Hits.map((h) => h.Id)],
    );
    const expected = keyword.startsWith('hond') ? /hond/ : keyword.startsWith('kat') ? /kat/ : /snorrebaard/;
    expect(rows.filter((r) => !expected.test(r.text))).toEqual([]);
  });

  it('trims the keyword and shows anonymous visitors only code B', async () => {
    const data = await search('searchTerm=%20%20hond%20%20&limit=200');
    expect(data.SearchTerm).toBe('hond');
    expect((await codesOf(data.Hits.map((h) => h.Id))).every((codes) => codes.includes('B'))).toBe(true);
  });

  it('shows a business customer (A;B) the code-A products, a private customer not', async () => {
    const { rows } = await t.database.pool.query<{ number: string }>(
      `select number from products where publication_codes = '{A}' and is_active and is_viewable and type = 'Product' order by id limit 1`,
    );
    const number = rows[0]!.number;
    expect((await search(`searchTerm=${number}`)).Hits).toHaveLength(0);
    expect((await search(`searchTerm=${number}`, await t.login('particulier@toonbank.nl'))).Hits).toHaveLength(0);
    expect((await search(`searchTerm=${number}`, await t.login('zakelijk@toonbank.nl'))).Hits).toHaveLength(1);
  });

  it('filters by facets, counts each value and marks the checked ones', async () => {
    const all = await search('searchTerm=hond&limit=24');
    const brandFacet = all.Facets.find((f) => f.Field === 'brand')!;
    const brand = brandFacet.Values[0]!;
    const filtered = await search(`searchTerm=hond&limit=200&facetFilters=${encodeURIComponent(`brand:${brand.Value}`)}`);
    expect(filtered.Total).toBe(brand.Count);
    expect(filtered.Hits.every((h) => h.Brand?.Url === brand.Value)).toBe(true);
    const checked = filtered.Facets.find((f) => f.Field === 'brand')!.Values.find((v) => v.Value === brand.Value)!;
    expect(checked.Checked).toBe(true);
    // Disjunctive: the brand facet still offers the other brands.
    expect(filtered.Facets.find((f) => f.Field === 'brand')!.Values.length).toBe(brandFacet.Values.length);
  });

  it('names the category facet values in the request language, with the parent that tells equal names apart', async () => {
    const categories = async (language: string) => {
      const response = await t.request('/api/meilisearch/v1/default/search?searchTerm=droogvoer&limit=1', {
        headers: { 'x-language': language },
      });
      const data = ((await response.json()) as { Data: { Facets: { Field: string; Values: { Label: string; Value: string }[] }[] } }).Data;
      return data.Facets.find((f) => f.Field === 'webnode')!.Values;
    };
    const dutch = await categories('nl');
    const english = await categories('en');
    const french = await categories('fr');
    expect(dutch.map((v) => v.Label)).toEqual(expect.arrayContaining(['Hond › Droogvoer', 'Kat › Droogvoer']));
    expect(english.map((v) => v.Label)).toEqual(expect.arrayContaining(['Dog › Dry food', 'Cat › Dry food']));
    expect(french.map((v) => v.Label)).toEqual(expect.arrayContaining(['Chien › Croquettes', 'Chat › Croquettes']));
    // The same values (filters) in every language.
    expect(english.map((v) => v.Value)).toEqual(dutch.map((v) => v.Value));
  });

  it('sorts, filters and ranges by the price the viewer is shown: dated discounts, and net prices excl. VAT for business', async () => {
    const { rows } = await t.database.pool.query<{ id: number }>(`select id from web_nodes where level = 1 order by sort_order limit 1`);
    const node = rows[0]!.id;
    // The dearest product of the node gets 90% off today: it must come first by price, at its discounted price.
    const all = await search(`baseFacetFilters=webnode:${node}&limit=1000&sortBy=price-desc`);
    const dearest = all.Hits[0]!;
    const { rows: made } = await t.database.pool.query<{ id: number }>(
      `insert into discounts (name, flyer_code, percentage, start_date, end_date) values ('Test', 'SORT', 90, now() - interval '1 hour', now() + interval '1 day') returning id`,
    );
    await t.database.pool.query('insert into discount_products (discount_id, product_id) values ($1, $2)', [made[0]!.id, dearest.Id]);
    try {
      const cheapest = await search(`baseFacetFilters=webnode:${node}&limit=24&sortBy=price-asc`);
      const prices = cheapest.Hits.map((h) => h.PriceInclTax);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const discounted = cheapest.Hits.find((h) => h.Id === dearest.Id);
      expect(discounted?.PriceInclTax).toBe(Math.round(dearest.PriceInclTax * 10) / 100);
      const ranged = await search(
        `baseFacetFilters=webnode:${node}&limit=1000&facetFilters=price:0-${Math.ceil(dearest.PriceInclTax / 10)}`,
      );
      expect(ranged.Hits.some((h) => h.Id === dearest.Id)).toBe(true);
      for (const hit of ranged.Hits) expect(hit.PriceInclTax).toBeLessThanOrEqual(Math.ceil(dearest.PriceInclTax / 10));
      expect(ranged.PriceRange.Min).toBeLessThanOrEqual(discounted!.PriceInclTax);
      // A business customer: ordered by their own net price excl. VAT, the discount (for every list) included.
      const business = await search(`baseFacetFilters=webnode:${node}&limit=48&sortBy=price-asc`, await t.login('zakelijk@toonbank.nl'));
      const net = business.Hits.map((h) => h.PriceExclTax);
      expect(net).toEqual([...net].sort((a, b) => a - b));
      const filtered = await search(
        `baseFacetFilters=webnode:${node}&limit=1000&facetFilters=price:2-6`,
        await t.login('zakelijk@toonbank.nl'),
      );
      for (const hit of filtered.Hits) expect(hit.PriceExclTax >= 2 && hit.PriceExclTax <= 6).toBe(true);
    } finally {
      await t.database.pool.query('delete from discounts where id = $1', [made[0]!.id]);
    }
  });

  it('limits to a web node subtree and filters by price', async () => {
    const { rows } = await t.database.pool.query<{ id: number }>(`select id from web_nodes where level = 1 order by sort_order limit 1`);
    const node = rows[0]!.id;
    const lister = await search(`baseFacetFilters=webnode:${node}&limit=24&sortBy=price-asc&facetFilters=price:5-20`);
    expect(lister.Total).toBeGreaterThan(0);
    expect(lister.Hits.every((h) => h.PriceInclTax >= 5 && h.PriceInclTax <= 20)).toBe(true);
    const prices = lister.Hits.map((h) => h.PriceInclTax);
    expect(lister.SortBy).toBe('price-asc');
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const { rows: outside } = await t.database.pool.query<{ n: number }>(
      `select count(*)::int as n from products where id = any($1::int[]) and id not in (
         select pwn.product_id from product_web_nodes pwn join web_nodes w on w.id = pwn.web_node_id
          join web_nodes r on r.id = $2 and (w.id = r.id or w.url like r.url || '/%'))`,
      [lister.Hits.map((h) => h.Id), node],
    );
    expect(outside[0]!.n).toBe(0);
  });

  it('lists the products carrying a tag value under any key (`tag:{value}`), case-insensitively, beside `tag.{key}:{value}`', async () => {
    // A value that occurs under more than one tag key, so "any key" differs from one key.
    const { rows } = await t.database.pool.query<{ value: string; key: string }>(
      `select v.value, min(t.key) as key from products p cross join lateral jsonb_each(p.tags) t cross join lateral jsonb_array_elements_text(t.value) v(value)
        where 'B' = any(p.publication_codes) and p.is_active and p.is_viewable and p.type <> 'ProductVoucher'
        group by v.value having count(distinct t.key) > 1 order by count(*) desc limit 1`,
    );
    const { value, key } = rows[0]!;
    const visibleWith = async (condition: string, params: string[]) => {
      const { rows: counted } = await t.database.pool.query<{ n: number }>(
        `select count(*)::int as n from products p where 'B' = any(p.publication_codes) and p.is_active and p.is_viewable and p.type <> 'ProductVoucher' and ${condition}`,
        params,
      );
      return counted[0]!.n;
    };
    const anyKey = await search(`baseFacetFilters=${encodeURIComponent(`tag:${value}`)}&limit=1000`);
    expect(anyKey.Total).toBe(
      await visibleWith(
        `exists (select 1 from jsonb_each(p.tags) t cross join lateral jsonb_array_elements_text(t.value) v(value) where lower(v.value) = lower($1))`,
        [value],
      ),
    );
    expect((await search(`baseFacetFilters=${encodeURIComponent(`tag:${value.toUpperCase()}`)}&limit=1`)).Total).toBe(anyKey.Total);
    const oneKey = await search(`baseFacetFilters=${encodeURIComponent(`tag.${key}:${value}`)}&limit=1`);
    expect(oneKey.Total).toBe(await visibleWith(`p.tags -> $2 ? $1`, [value, key]));
    expect(oneKey.Total).toBeGreaterThan(0);
    expect(oneKey.Total).toBeLessThan(anyKey.Total);
    // The lister's facets, sorts and paging work within the tag.
    const brand = anyKey.Facets.find((f) => f.Field === 'brand')!.Values[0]!;
    const narrowed = await search(
      `baseFacetFilters=${encodeURIComponent(`tag:${value}`)}&facetFilters=${encodeURIComponent(`brand:${brand.Value}`)}&sortBy=price-asc&offset=1&limit=2`,
    );
    expect(narrowed.Total).toBe(brand.Count);
    expect(narrowed.Hits.length).toBe(Math.min(2, brand.Count - 1));
    expect((await search(`baseFacetFilters=${encodeURIComponent('tag:bestaat-niet')}&limit=1`)).Total).toBe(0);
  });

  it('sorts by title and by price descending', async () => {
    const byTitle = await search('searchTerm=kat&sortBy=title&limit=20');
    const names = byTitle.Hits.map((h) => h.Name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const prices = (await search('searchTerm=kat&sortBy=price-desc&limit=20')).Hits.map((h) => h.PriceInclTax);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it.each(
    [
      'offset=5&limit=999999',
      'sortBy=drop%20table&limit=',
      'facetFilters=brand&facetFilters=price:x-y&facetFilters=webnode:99999999999&facetFilters=tag.x%3By:1',
      `searchTerm=${encodeURIComponent("'; drop table products; -- <script>alert(1)</script> % _ \\")}`,
      `searchTerm=${'hond '.repeat(2000)}`,
      'searchTerm=%01',
    ].map((query, index) => [index, query]),
  )('never fails on bad input (case %i)', async (_index, query) => {
    const response = await t.request(`/api/meilisearch/v1/default/search?${query}`);
    expect(response.status).toBe(200);
  });
});

describe('GET /api/meilisearch/v1/multi-search', () => {
  it('suggests ahead words, brands, categories and products (5 each)', async () => {
    const response = await t.request('/api/meilisearch/v1/multi-search?searchTerm=kat');
    const { Data } = (await response.json()) as {
      Data: Record<'AheadWords' | 'Brands' | 'Categories' | 'Products', { List: { Name: string; Url?: string; Img?: string | null }[] }>;
    };
    expect(Data.Products.List.length).toBe(5);
    expect(Data.Categories.List.some((c) => /kat/i.test(c.Name))).toBe(true);
    expect(Data.AheadWords.List.every((w) => w.Name.startsWith('kat'))).toBe(true);
    expect(Data.Products.List[0]).toMatchObject({ Url: expect.any(String) as string });
  });

  it('names categories and products in the request language, with the parent that tells equal category names apart', async () => {
    type List = { List: { Name: string; Url: string; Language: string }[] };
    const ask = async (language: string) =>
      (
        (await (
          await t.request('/api/meilisearch/v1/multi-search?searchTerm=droogvoer', { headers: { 'x-language': language } })
        ).json()) as { Data: { Categories: List; Products: List } }
      ).Data;
    const [dutch, english] = [await ask('nl'), await ask('en')];
    expect(dutch.Categories.List.map((c) => c.Name)).toEqual(expect.arrayContaining(['Hond › Droogvoer', 'Kat › Droogvoer']));
    expect(english.Categories.List.map((c) => c.Name)).toEqual(expect.arrayContaining(['Dog › Dry food', 'Cat › Dry food']));
    expect(english.Categories.List.every((c) => c.Language === 'en')).toBe(true);
    // The same products; each named in English where it has a translation, else in Dutch said to be Dutch.
    expect(english.Products.List.map((p) => p.Url)).toEqual(dutch.Products.List.map((p) => p.Url));
    english.Products.List.forEach((product, i) => {
      if (product.Language === 'nl') expect(product.Name).toBe(dutch.Products.List[i]!.Name);
      else expect(product.Language).toBe('en');
    });
  });

  it('suggests only code-B products to visitors', async () => {
    const response = await t.request('/api/meilisearch/v1/multi-search?searchTerm=hond&limit=20');
    const { Data } = (await response.json()) as { Data: { Products: { List: { Url: string }[] } } };
    const { rows } = await t.database.pool.query<{ ok: boolean }>(
      `select 'B' = any(publication_codes) as ok from products where url = any($1::text[])`,
      [Data.Products.List.map((p) => p.Url)],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.ok)).toBe(true);
  });

  it('answers empty groups for an empty keyword', async () => {
    const response = await t.request('/api/meilisearch/v1/multi-search?searchTerm=%20');
    const { Data } = (await response.json()) as { Data: { Products: { List: unknown[] } } };
    expect(Data.Products.List).toEqual([]);
  });
});

describe('search result cache (catalogue revision)', () => {
  it('serves a repeated search from the cache until a catalogue write changes the result', async () => {
    const query = 'searchTerm=hond&limit=5&facetFilters=tag.dier:Hond';
    const first = await search(query);
    expect(await search(query)).toEqual(first);
    const hit = first.Hits[0]!;
    // product_search itself has no revision trigger: hiding the row there alone shows the cached answer is served.
    await t.database.pool.query(`update product_search set is_viewable = false where product_id = $1`, [hit.Id]);
    expect(await search(query)).toEqual(first);
    // A product write bumps the revision (and rebuilds the row): the next search sees the change.
    await t.database.pool.query(`update products set is_viewable = false where id = $1`, [hit.Id]);
    const after = await search(query);
    expect(after.Hits.map((h) => h.Id)).not.toContain(hit.Id);
    expect(after.Total).toBe(first.Total - 1);
    await t.database.pool.query(`update products set is_viewable = true where id = $1`, [hit.Id]);
    expect((await search(query)).Hits.map((h) => h.Id)).toContain(hit.Id);
  });

  it('drops cached suggestions when a brand is renamed', async () => {
    const suggest = async () =>
      (
        (await (await t.request('/api/meilisearch/v1/multi-search?searchTerm=kwakzalf')).json()) as {
          Data: { Brands: { List: { Name: string }[] } };
        }
      ).Data.Brands.List;
    expect(await suggest()).toEqual([]);
    await t.database.pool.query(`update brands set name = 'Kwakzalf' where id = (select min(id) from brands where btrim(name) <> '')`);
    expect((await suggest()).map((b) => b.Name)).toContain('Kwakzalf');
  });

  it('drops a cached category once its end date has passed, without any catalogue write', async () => {
    let clock = new Date('2030-01-01T12:00:00Z');
    const api = createApi({ ...t.deps, now: () => clock });
    const { rows } = await t.database.pool.query<{ name: string }>(
      `update web_nodes set end_date = '2030-01-01T12:00:30Z' where id = (select min(id) from web_nodes where level = 1 and is_active) returning name`,
    );
    const name = rows[0]!.name;
    const categories = async () =>
      (
        (await (await api.request(`/api/meilisearch/v1/multi-search?searchTerm=${encodeURIComponent(name)}`)).json()) as {
          Data: { Categories: { List: { Name: string }[] } };
        }
      ).Data.Categories.List.map((c) => c.Name);
    expect(await categories()).toContain(name);
    clock = new Date('2030-01-01T12:00:40Z'); // ended, but the answer is kept for the rest of the minute
    expect(await categories()).toContain(name);
    clock = new Date('2030-01-01T12:01:00Z');
    expect(await categories()).not.toContain(name);
  });

  it('keeps viewers apart: a cached anonymous result never reaches a customer with other codes, nor the other way round', async () => {
    const { rows } = await t.database.pool.query<{ number: string }>(
      `select number from products where publication_codes = '{A}' and is_active and is_viewable and type = 'Product' order by id desc limit 1`,
    );
    const query = `searchTerm=${rows[0]!.number}`;
    const business = await t.login('zakelijk@toonbank.nl');
    expect((await search(query)).Hits).toHaveLength(0);
    expect((await search(query, business)).Hits).toHaveLength(1);
    expect((await search(query)).Hits).toHaveLength(0);
    expect((await search(query, await t.login('particulier@toonbank.nl'))).Hits).toHaveLength(0);
  });

  describe('the cached hits follow every write their summary reads', () => {
    const query = 'searchTerm=kat&limit=3&sortBy=title';
    const firstHit = async (token?: string) => (await search(query, token)).Hits[0]!;

    it('a list price change', async () => {
      const before = await firstHit();
      expect(await firstHit()).toEqual(before);
      await t.database.pool.query(`update products set list_price_incl_cents = list_price_incl_cents + 100 where id = $1`, [before.Id]);
      expect((await firstHit()).PriceInclTax).toBeCloseTo(before.PriceInclTax + 1, 2);
    });

    it("a price-list price change (the customer's net price)", async () => {
      const business = await t.login('zakelijk@toonbank.nl');
      const before = await firstHit(business);
      await t.database.pool.query(
        `update price_list_prices set net_price_excl_cents = net_price_excl_cents + 100
          where product_id = $1 and price_list_id = (select price_list_id from customers where email = 'zakelijk@toonbank.nl')`,
        [before.Id],
      );
      expect((await firstHit(business)).PriceExclTax).toBeCloseTo(before.PriceExclTax + 1, 2);
    });

    it('a stock change', async () => {
      const before = await firstHit();
      await t.database.pool.query(`update products set stock_quantity = $2 where id = $1`, [before.Id, before.StockQuantity + 7]);
      expect((await firstHit()).StockQuantity).toBe(before.StockQuantity + 7);
    });

    it('a front image change', async () => {
      const before = await firstHit();
      await t.database.pool.query(
        `insert into product_images (product_id, url, type) values ($1, '/images/nieuw-voorkant.webp', 'Front')`,
        [before.Id],
      );
      await t.database.pool.query(
        `update product_images set type = 'Side' where product_id = $1 and url <> '/images/nieuw-voorkant.webp'`,
        [before.Id],
      );
      expect((await firstHit()).Img).toBe('/images/nieuw-voorkant.webp');
    });

    it('a brand rename', async () => {
      const before = await firstHit();
      expect(before.Brand).not.toBeNull();
      await t.database.pool.query(`update brands set name = 'Hernoemd Merk' where url = $1`, [before.Brand!.Url]);
      expect((await firstHit()).Brand?.Name).toBe('Hernoemd Merk');
    });
  });

  it('answers hits shown before by other searches (the per-revision summaries) exactly as without the caches, also after writes', async () => {
    const uncached = createApi({ ...t.deps, config: { ...t.deps.config, SEARCH_CACHE: 'off' } });
    const business = await t.login('zakelijk@toonbank.nl');
    const both = async (query: string, token?: string) => {
      const headers = token ? { authorization: `Bearer ${token}` } : undefined;
      const plain = (
        (await (await uncached.request(`/api/meilisearch/v1/default/search?${query}`, { headers })).json()) as { Data: SearchData }
      ).Data;
      const cached = await search(query, token);
      expect(cached, query).toEqual(plain);
      return cached;
    };
    // Overlapping hits: every product of the later searches was a hit of an earlier one, for another viewer too.
    const queries = [
      'searchTerm=kat&limit=48',
      'searchTerm=kat&limit=24&sortBy=price-asc',
      'searchTerm=kattenbak&limit=24',
      'searchTerm=kat%20brok',
    ];
    for (const token of [undefined, business, undefined]) for (const query of queries) await both(query, token);
    const hit = (await both('searchTerm=kat&limit=48')).Hits.at(-1)!;
    await t.database.pool.query(
      `update products set name = name || ' Spinnend', list_price_incl_cents = list_price_incl_cents + 250 where id = $1`,
      [hit.Id],
    );
    const { rows } = await t.database.pool.query<{ number: string }>(`select number from products where id = $1`, [hit.Id]);
    const after = (await both(`searchTerm=${encodeURIComponent(rows[0]!.number)}&limit=48`)).Hits.find((h) => h.Id === hit.Id)!;
    expect(after.Name).toBe(`${hit.Name} Spinnend`);
    expect(after.PriceInclTax).toBeCloseTo(hit.PriceInclTax + 2.5, 2);
    for (const token of [business, undefined]) for (const query of queries) await both(query, token);
  });

  it('keeps the cached summaries within SUMMARY_CACHE_MB and answers as without the caches when they are full (decision 0023)', async () => {
    // Deps of their own (the caches are kept per deps) with the smallest bound: 1 MB, fewer summaries than the hits below.
    const deps = { ...t.deps, config: { ...t.deps.config, SUMMARY_CACHE_MB: 1 } };
    const bounded = createApi(deps);
    const uncached = createApi({ ...t.deps, config: { ...t.deps.config, SEARCH_CACHE: 'off' } });
    const business = await t.login('zakelijk@toonbank.nl');
    const data = async (api: typeof bounded, query: string, headers: Record<string, string>) =>
      ((await (await api.request(`/api/meilisearch/v1/default/search?${query}`, { headers })).json()) as { Data: SearchData }).Data;
    const shown = new Set<string>();
    let most = 0;
    // Long lists over the whole catalogue in three languages for two viewers (the summaries' keys), each sort a cached
    // answer of its own whose hits are summaries kept (or not).
    for (const headers of ['nl', 'fr', 'en'].flatMap((language): Record<string, string>[] => [
      { 'x-language': language },
      { 'x-language': language, authorization: `Bearer ${business}` },
    ])) {
      for (const sortBy of ['price-asc', 'price-desc', 'rating', 'title']) {
        for (const offset of [0, 100, 200, 300]) {
          const query = `limit=100&offset=${offset}&sortBy=${sortBy}`;
          const answer = await data(bounded, query, headers);
          expect(answer, query).toEqual(await data(uncached, query, headers));
          for (const hit of answer.Hits) shown.add(`${JSON.stringify(headers)} ${hit.Id}`);
          const { bytes, entries } = summaryCacheStats(deps);
          expect(bytes).toBeLessThanOrEqual(2 ** 20);
          most = Math.max(most, entries);
        }
      }
    }
    // The bound is what held them: more products were shown than the cache kept, and it was filled to near its bound.
    expect(most).toBeGreaterThan(0);
    expect(summaryCacheStats(deps).entries).toBeLessThan(shown.size);
    expect(summaryCacheStats(deps).bytes).toBeGreaterThan(2 ** 19);
  });

  it("keeps price lists apart: a cached answer with one list's prices never reaches a viewer with another list", async () => {
    const { rows } = await t.database.pool.query<{ id: number; number: string; a: number; b: number }>(
      `select p.id, p.number, a.net_price_excl_cents as a, b.net_price_excl_cents as b
         from price_list_prices a join price_list_prices b on b.product_id = a.product_id and b.price_list_id = 3
         join products p on p.id = a.product_id and p.is_active and p.is_viewable and p.type = 'Product' and 'B' = any(p.publication_codes)
        where a.price_list_id = 2 and a.net_price_excl_cents <> b.net_price_excl_cents order by a.product_id limit 1`,
    );
    const { id, number, a, b } = rows[0]!;
    const priceExcl = async (token?: string) =>
      (await search(`searchTerm=${number}&limit=100`, token)).Hits.find((h) => h.Id === id)!.PriceExclTax;
    const anonymous = await priceExcl();
    const business = await t.login('zakelijk@toonbank.nl');
    await t.database.pool.query(`update customers set price_list_id = 2 where email = 'zakelijk@toonbank.nl'`);
    expect(await priceExcl(business)).toBeCloseTo(a / 100, 2);
    // Same codes, another price list: not the cached answer of list 2.
    await t.database.pool.query(`update customers set price_list_id = 3 where email = 'zakelijk@toonbank.nl'`);
    expect(await priceExcl(business)).toBeCloseTo(b / 100, 2);
    // Nor does the anonymous answer carry either net price.
    expect(await priceExcl()).toBe(anonymous);
    expect([a / 100, b / 100]).not.toContain(anonymous);
  });

  it('answers the same without the cache (SEARCH_CACHE=off)', async () => {
    const uncached = createApi({ ...t.deps, config: { ...t.deps.config, SEARCH_CACHE: 'off' } });
    const query = '/api/meilisearch/v1/default/search?searchTerm=kat&limit=10&sortBy=rating';
    const body = async (response: Response) => ((await response.json()) as { Data: SearchData }).Data;
    expect(await body(await uncached.request(query))).toEqual(await search('searchTerm=kat&limit=10&sortBy=rating'));
  });
});

describe('sorts and facet labels a shopper understands (issue 12 defects 3 and 4)', () => {
  type Sorts = { Sorts: { Value: string; Label: string }[]; SortBy: string; Facets: { Field: string; Values: { Label: string }[] }[] };
  const data = async (query: string, language = 'nl') => {
    const response = await t.request(`/api/meilisearch/v1/default/search?${query}`, { headers: { 'x-language': language } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { Data: Sorts }).Data;
  };

  it('offers relevance only with a keyword, one sort per order, labelled in the request’s language', async () => {
    const lister = await data('baseFacetFilters=webnode:1&limit=1');
    expect(lister.Sorts.map((s) => s.Value)).not.toContain('relevance');
    expect(lister.Sorts.map((s) => s.Label)).toEqual([
      'Aanbevolen',
      'Prijs: laag naar hoog',
      'Prijs: hoog naar laag',
      'Best beoordeeld',
      'Nieuwste eerst',
      'Naam: A-Z',
      'Naam: Z-A',
    ]);
    const found = await data('searchTerm=kat&limit=1', 'en');
    expect(found.SortBy).toBe('relevance');
    expect(found.Sorts[0]).toMatchObject({ Value: 'relevance', Label: 'Relevance' });
    expect(found.Sorts.map((s) => s.Label)).toContain('Price: low to high');
    // The cached result does not keep another language's labels.
    expect((await data('searchTerm=kat&limit=1', 'fr')).Sorts[0]!.Label).toBe('Pertinence');
  });

  it('falls back to the page’s default for an old or meaningless sort', async () => {
    expect((await data('baseFacetFilters=webnode:1&limit=1&sortBy=min-price')).SortBy).toBe('weighting');
    expect((await data('baseFacetFilters=webnode:1&limit=1&sortBy=relevance')).SortBy).toBe('weighting');
    expect((await data('searchTerm=kat&limit=1&sortBy=node-order')).SortBy).toBe('relevance');
  });

  it('names the parent of categories with the same name, so no facet value repeats', async () => {
    const { rows } = await t.database.pool.query<{ url: string }>(`select url from brands where url = 'polderbrok'`);
    expect(rows).toHaveLength(1);
    for (const query of ['baseFacetFilters=brand:polderbrok&limit=1', 'searchTerm=vlooien&limit=1', 'baseFacetFilters=webnode:1&limit=1']) {
      const categories = (await data(query)).Facets.find((f) => f.Field === 'webnode')!.Values.map((v) => v.Label);
      expect(new Set(categories).size, query).toBe(categories.length);
    }
    const polderbrok = (await data('baseFacetFilters=brand:polderbrok&limit=1')).Facets.find((f) => f.Field === 'webnode')!.Values.map(
      (v) => v.Label,
    );
    expect(polderbrok).toEqual(expect.arrayContaining(['Hond › Droogvoer', 'Kat › Droogvoer']));
    expect(polderbrok).not.toContain('Droogvoer');
  });
});

describe('GET /api/meilisearch/v1/config', () => {
  it('lists sorts and page sizes', async () => {
    const body = (await (await t.request('/api/meilisearch/v1/config')).json()) as {
      Data: { PageSizes: number[]; Sorts: { Value: string }[] };
    };
    expect(body.Data.PageSizes).toEqual([24, 48, 96]);
    expect(body.Data.Sorts.map((s) => s.Value)).toContain('rating');
  });
});

describe('GET /api/aspos/webnodes/url/{url}', () => {
  it('finds a nested node by its encoded url with ancestors and children', async () => {
    const { rows } = await t.database.pool.query<{ url: string; id: number }>(
      `select id, url from web_nodes where level = 2 and is_active order by id limit 1`,
    );
    const node = rows[0]!;
    const response = await t.request(`/api/aspos/webnodes/url/${encodeURIComponent(node.url)}`);
    expect(response.status).toBe(200);
    const { Data } = (await response.json()) as { Data: { Id: number; Ancestors: { Url: string }[]; Children: unknown[] } };
    expect(Data.Id).toBe(node.id);
    expect(Data.Ancestors).toHaveLength(1);
    expect(node.url.startsWith(`${Data.Ancestors[0]!.Url}/`)).toBe(true);
    expect((await t.request('/api/aspos/webnodes/url/bestaat-niet')).status).toBe(404);
  });

  it('gives the live children in menu order and the ancestors root first (one statement, decision 0026)', async () => {
    const { pool } = t.database;
    const parent = (
      await pool.query<{ id: number; url: string }>(
        `select p.id, p.url from web_nodes p where p.level = 2 and p.is_active
            and (select count(*) from web_nodes c where c.parent_id = p.id and c.is_active) >= 2 order by p.id limit 1`,
      )
    ).rows[0]!;
    const live = `is_active and coalesce(start_date <= now(), true) and coalesce(end_date > now(), true)`;
    const children = async () =>
      (
        await pool.query<{ id: number; url: string }>(
          `select id, url from web_nodes where parent_id = $1 and ${live} order by sort_order, name`,
          [parent.id],
        )
      ).rows;
    const ancestors = (
      await pool.query<{ url: string }>(`select url from web_nodes where $1 like url || '/%' order by level`, [parent.url])
    ).rows;
    const ended = (await children())[0]!;
    const before = (await pool.query<{ end_date: Date | null }>('select end_date from web_nodes where id = $1', [ended.id])).rows[0]!
      .end_date;
    await pool.query(`update web_nodes set end_date = now() - interval '1 day' where id = $1`, [ended.id]);
    try {
      const response = await t.request(`/api/aspos/webnodes/url/${encodeURIComponent(parent.url)}`);
      const { Data } = (await response.json()) as {
        Data: { Ancestors: { Url: string; Name: string }[]; Children: { Url: string; Name: string }[] };
      };
      const shown = await children();
      expect(shown.map((child) => child.id)).not.toContain(ended.id);
      expect(Data.Children.map((child) => child.Url)).toEqual(shown.map((child) => child.url));
      expect(Data.Ancestors.map((ancestor) => ancestor.Url)).toEqual(ancestors.map((ancestor) => ancestor.url));
      expect([...Data.Ancestors, ...Data.Children].every((node) => node.Name.length > 0)).toBe(true);
    } finally {
      await pool.query('update web_nodes set end_date = $2 where id = $1', [ended.id, before]);
    }
  });

  it('says a node is for other customers when it has products, none for this viewer (point-of-sale material)', async () => {
    const forOthers = async (url: string, token?: string) =>
      (
        (await (await t.request(`/api/aspos/webnodes/url/${encodeURIComponent(url)}`, { token })).json()) as {
          Data: { ForOtherCustomers: boolean };
        }
      ).Data.ForOtherCustomers;
    expect(await forOthers('meer')).toBe(true);
    expect(await forOthers('meer/pos-materiaal')).toBe(true);
    expect(await forOthers('meer', await t.login('zakelijk@toonbank.nl'))).toBe(false);
    expect(await forOthers('hond')).toBe(false);
  });
});

describe('OpenAPI', () => {
  it('documents the catalogue and search paths of §7', async () => {
    const response = await t.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
    for (const [method, path] of [
      ['get', '/api/meilisearch/v1/default/search'],
      ['get', '/api/meilisearch/v1/multi-search'],
      ['get', '/api/meilisearch/v1/config'],
      ['get', '/api/aspos/products/url/{url}'],
      ['get', '/api/aspos/products/{id}/connections'],
      ['post', '/api/aspos/products/{id}/reviews'],
      ['post', '/api/aspos/products/viewed'],
      ['post', '/api/aspos/products/scancodes'],
      ['get', '/api/aspos/discounts'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });
});
