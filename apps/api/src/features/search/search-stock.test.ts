import { createPostgresSearchEngine, type SearchEngine } from '@toonbank/db/repositories/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../app.ts';
import { createTestApi, type TestApi } from '../../testing.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

interface Hit {
  Id: number;
  StockQuantity: number;
  InStock: boolean;
  StockLevel: string;
  IsOrderable: boolean;
  MaxQuantity: number;
  Delivery: { InStock: boolean } | null;
}

describe('stock and the search cache (decision 0017)', () => {
  it('shows a stock change at once without emptying the cached search answers; other product changes still do', async () => {
    // The real engine, counted: how often a search is answered by the database rather than from the cache.
    const engine = createPostgresSearchEngine(t.database.db);
    let searches = 0;
    const counted: SearchEngine = {
      ...engine,
      search: (...args) => {
        searches += 1;
        return engine.search(...args);
      },
    };
    const api = createApi({ ...t.deps, searchEngine: counted });
    const search = async () => {
      const response = await api.request('/api/meilisearch/v1/default/search?searchTerm=kip&limit=5');
      expect(response.status).toBe(200);
      return ((await response.json()) as { Data: { Hits: Hit[] } }).Data.Hits;
    };
    const first = await search();
    const target = first.find((hit) => hit.IsOrderable)!;
    expect(target).toBeDefined();
    // No cart maximum, so MaxQuantity is the stock (this write bumps the catalogue revision: ask again).
    await t.query('update products set max_in_cart = null where id = $1', [target.Id]);
    const before = await search();
    const counted0 = searches;

    // A stock feed sets it to nothing: the answer still comes from the cache, with the stock of now.
    await t.query('update products set stock_quantity = 0 where id = $1', [target.Id]);
    const sold = (await search()).find((hit) => hit.Id === target.Id)!;
    expect(searches).toBe(counted0);
    expect(sold).toMatchObject({ StockQuantity: 0, InStock: false, StockLevel: 'none', IsOrderable: false, Delivery: null });

    await t.query('update products set stock_quantity = 7 where id = $1', [target.Id]);
    const back = (await search()).find((hit) => hit.Id === target.Id)!;
    expect(searches).toBe(counted0);
    expect(back).toMatchObject({ StockQuantity: 7, InStock: true, StockLevel: 'enough', IsOrderable: true, MaxQuantity: 7 });
    expect(back.Delivery?.InStock).toBe(true);
    // Everything but the stock fields is the cached answer's.
    const unchanged = before.find((hit) => hit.Id === target.Id)!;
    const STOCK_FIELDS = new Set(['StockQuantity', 'InStock', 'StockLevel', 'IsOrderable', 'MaxQuantity', 'Delivery']);
    const withoutStock = (hit: Hit) => Object.fromEntries(Object.entries(hit).filter(([field]) => !STOCK_FIELDS.has(field)));
    expect(withoutStock(back)).toEqual(withoutStock(unchanged));

    // A change that is not stock (orderability) bumps the catalogue revision: the search runs again.
    await t.query('update products set is_orderable = false where id = $1', [target.Id]);
    expect((await search()).find((hit) => hit.Id === target.Id)?.IsOrderable).toBe(false);
    expect(searches).toBe(counted0 + 1);
  });

  it('shows a stock change in new answers whose summaries and stock were kept from earlier searches', async () => {
    const api = createApi(t.deps);
    const search = async (limit: number) => {
      const response = await api.request(`/api/meilisearch/v1/default/search?searchTerm=kip&limit=${limit}&sortBy=price-asc`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { Data: { Hits: Hit[] } }).Data.Hits;
    };
    const target = (await search(5)).find((hit) => hit.IsOrderable)!;
    expect(target).toBeDefined();
    await t.query('update products set max_in_cart = null, stock_quantity = 5 where id = $1', [target.Id]);
    // A new answer (another page size) of the same revisions: its hits' summaries and stock are kept ones.
    expect((await search(6)).find((hit) => hit.Id === target.Id)?.StockQuantity).toBe(5);
    expect((await search(7)).find((hit) => hit.Id === target.Id)?.StockQuantity).toBe(5);
    // A stock-only change: the summaries stay (catalogue revision unchanged), the kept stock does not.
    await t.query('update products set stock_quantity = 0 where id = $1', [target.Id]);
    expect((await search(8)).find((hit) => hit.Id === target.Id)).toMatchObject({ StockQuantity: 0, InStock: false, IsOrderable: false });
    await t.query('update products set stock_quantity = 3 where id = $1', [target.Id]);
    expect((await search(6)).find((hit) => hit.Id === target.Id)).toMatchObject({ StockQuantity: 3, MaxQuantity: 3, IsOrderable: true });
    expect((await search(9)).find((hit) => hit.Id === target.Id)).toMatchObject({ StockQuantity: 3, MaxQuantity: 3, IsOrderable: true });
  });
});
