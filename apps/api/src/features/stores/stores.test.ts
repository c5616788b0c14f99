import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

interface Store {
  Id: number;
  Name: string;
  Url: string;
  Address: { City: string };
  DistanceInMeters: number | null;
  OpeningState: { IsOpen: boolean; Text: string };
  WebshopIsShowOnPDP: boolean;
}
type ListData = { Stores: Store[]; Location: { City: string } | null; LocationNotFound: boolean };

async function list(query = '', request: TestApi['request'] = t.request): Promise<ListData> {
  const response = await request(`/api/aspos/stores${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { Data: ListData }).Data;
}

describe('GET /api/aspos/stores', () => {
  it('lists every store by name with an opening state', async () => {
    const data = await list();
    expect(data.Stores.length).toBe(10);
    const names = data.Stores.map((s) => s.Name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'nl')));
    expect(data.Stores.every((s) => /^(Nu open tot \d{1,2}:\d{2}|Gesloten.*)$/.test(s.OpeningState.Text))).toBe(true);
    expect(data.Stores[0]!.DistanceInMeters).toBeNull();
  });

  it('shows the Amsterdam opening state for the moment asked', async () => {
    // Monday 23 November 2026, 12:30 in Amsterdam: Utrecht (opens 11:00 on Mondays) is open.
    const monday = await list('', t.at(new Date('2026-11-23T11:30:00Z')));
    expect(monday.Stores.find((s) => s.Url === 'toonbank-utrecht')!.OpeningState.Text).toMatch(/^Nu open tot/);
    // Monday 03:00: closed, opens today.
    const night = await list('', t.at(new Date('2026-11-23T02:00:00Z')));
    expect(night.Stores.find((s) => s.Url === 'toonbank-utrecht')!.OpeningState.Text).toMatch(/^Gesloten, opent vandaag om \d/);
  });

  it('finds the nearest stores to a postcode', async () => {
    const data = await list('?near=3511%20AB');
    expect(data.Location?.City).toBe('Utrecht');
    expect(data.Stores[0]!.Address.City).toMatch(/Utrecht|Nieuwegein/);
    const distances = data.Stores.map((s) => s.DistanceInMeters!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('finds a town by name, and says when it knows no such place', async () => {
    expect((await list('?near=groningen')).Stores[0]!.Address.City).toBe('Groningen');
    const unknown = await list('?near=Atlantis');
    expect(unknown.LocationNotFound).toBe(true);
    expect(unknown.Stores.length).toBe(10);
    expect(unknown.Stores[0]!.DistanceInMeters).toBeNull();
  });

  it('sorts by distance from coordinates and ignores unreadable ones', async () => {
    const near = await list('?distanceFromLatitude=51.45&distanceFromLongitude=5.46&sort=distance');
    expect(near.Stores[0]!.Address.City).toBe('Eindhoven');
    const bad = await list("?distanceFromLatitude=abc&distanceFromLongitude=999&sort=distance&near=%25'%3B--");
    expect(bad.Stores.length).toBe(10);
  });
});

describe('store detail', () => {
  it('gives a store by url with the coming schedule, special days applied', async () => {
    const response = await t.request('/api/aspos/stores/url/toonbank-utrecht');
    expect(response.status).toBe(200);
    const { Data } = (await response.json()) as {
      Data: {
        Name: string;
        Schedule: { Date: string; Kind: string; Open: string | null }[];
        OpeningTimes: { Weekdays: { Day: number }[] };
        Manager: unknown;
        Social: Record<string, string>;
      };
    };
    expect(Data.Name).toBe('Toonbank Utrecht');
    expect(Data.Schedule).toHaveLength(21);
    expect(Data.OpeningTimes.Weekdays.every((d) => d.Day >= 0 && d.Day <= 6)).toBe(true);
    expect(Data.Manager).toEqual({ FirstName: 'Femke', LastName: 'de Graaf' });
    expect(Object.keys(Data.Social)).toContain('facebook');
  });

  it('applies an extra closing day to the schedule', async () => {
    await t.database.pool.query(
      `update stores set extra_closing_days = '[{"date":"2026-11-25","description":"Inventarisatie"}]' where url = 'toonbank-zwolle'`,
    );
    const response = await t.at(new Date('2026-11-23T09:00:00Z'))('/api/aspos/stores/url/toonbank-zwolle');
    const { Data } = (await response.json()) as {
      Data: { Schedule: { Date: string; Kind: string; Open: string | null; Description: string | null }[] };
    };
    expect(Data.Schedule[2]).toMatchObject({ Date: '2026-11-25', Kind: 'extraClosing', Open: null, Description: 'Inventarisatie' });
  });

  it('answers 404 for an unknown store and 400 for a bad id', async () => {
    expect((await t.request('/api/aspos/stores/url/bestaat-niet')).status).toBe(404);
    expect((await t.request('/api/aspos/stores/999999')).status).toBe(404);
    expect((await t.request('/api/aspos/stores/abc')).status).toBe(400);
  });
});

describe('GET /api/aspos/products/{id}/stock', () => {
  it('lists stock per store shown on the product page, without the excluded store 1', async () => {
    const { rows } = await t.database.pool.query<{ id: number }>(
      `select id from products where is_active and is_viewable and type <> 'ProductVoucher' and 'B' = any(publication_codes) order by id limit 1`,
    );
    const response = await t.request(`/api/aspos/products/${rows[0]!.id}/stock`);
    expect(response.status).toBe(200);
    const { Data } = (await response.json()) as { Data: { StoreId: number; StoreUrl: string; QuantityClass: string; Quantity: number }[] };
    expect(Data.length).toBeGreaterThan(0);
    expect(Data.some((s) => s.StoreId === 1)).toBe(false);
    // Every store of the demo data (nine, as the top bar and /vestigingen count: issue 12 defect 7), not the distribution centre.
    expect(Data).toHaveLength(9);
    for (const s of Data) expect(['none', 'low', 'some', 'plenty']).toContain(s.QuantityClass);
  });

  it('leaves out the excluded store and stores not shown on the product page even when they hold stock', async () => {
    const { rows } = await t.database.pool.query<{ id: number }>(
      `select id from products where is_active and is_viewable and type <> 'ProductVoucher' and 'B' = any(publication_codes) order by id desc limit 1`,
    );
    const productId = rows[0]!.id;
    // A store that chose not to be shown on product pages (the demo data shows every store).
    await t.database.pool.query(`update stores set is_show_on_pdp = false where url = 'toonbank-breda'`);
    await t.database.pool.query(
      `insert into store_stock (store_id, product_id, quantity)
         select s.id, $1, 40 from stores s where s.id = 1 or s.url = 'toonbank-breda'
       on conflict (store_id, product_id) do update set quantity = 40`,
      [productId],
    );
    const { rows: shown } = await t.database.pool.query<{ id: number }>(
      `select id from stores where is_show_on_pdp and id <> 1 order by id`,
    );
    const response = await t.request(`/api/aspos/products/${productId}/stock`);
    const { Data } = (await response.json()) as { Data: { StoreId: number; StoreUrl: string }[] };
    expect(Data.map((s) => s.StoreId).sort((a, b) => a - b)).toEqual(shown.map((s) => s.id));
    expect(Data.some((s) => s.StoreId === 1 || s.StoreUrl === 'toonbank-breda')).toBe(false);
    await t.database.pool.query(`update stores set is_show_on_pdp = true where url = 'toonbank-breda'`);
  });

  it('answers 404 for a product the visitor may not see: a hidden type or another publication code', async () => {
    const { rows } = await t.database.pool.query<{ voucher: number; codeA: number }>(
      `select (select id from products where type = 'ProductVoucher' and 'B' = any(publication_codes) limit 1) as voucher,
              (select id from products where publication_codes = '{A}' and is_active and is_viewable and type <> 'ProductVoucher' limit 1) as "codeA"`,
    );
    expect(rows[0]!.voucher, 'the demo data has a ProductVoucher').toBeTruthy();
    expect((await t.request(`/api/aspos/products/${rows[0]!.voucher}/stock`)).status).toBe(404);
    expect((await t.request(`/api/aspos/products/${rows[0]!.codeA}/stock`)).status).toBe(404);
    const business = await t.login('zakelijk@toonbank.nl');
    expect((await t.request(`/api/aspos/products/${rows[0]!.codeA}/stock`, { token: business })).status).toBe(200);
  });

  it('answers 404 for an unknown product', async () => {
    expect((await t.request('/api/aspos/products/2147483647/stock')).status).toBe(404);
    expect((await t.request('/api/aspos/products/abc/stock')).status).toBe(400);
  });
});

describe('POST /api/aspos/products/stock', () => {
  type ProductStock = {
    ProductId: number;
    StockQuantity: number;
    InStock: boolean;
    IsOrderable: boolean;
    Stores: { StoreId: number; Quantity: number }[];
  };
  const stock = (json: unknown, token?: string) => t.request('/api/aspos/products/stock', { json, token });

  it('gives each visible product its stock and its stock per store, in the order asked', async () => {
    const { rows } = await t.database.pool.query<{ id: number; stock_quantity: number }>(
      `select id, stock_quantity from products where is_active and is_viewable and type <> 'ProductVoucher' and 'B' = any(publication_codes)
        order by id limit 3`,
    );
    const [first, second, third] = rows.map((row) => row.id);
    await t.database.pool.query(
      `insert into store_stock (store_id, product_id, quantity) select s.id, $1, 7 from stores s where s.is_show_on_pdp and s.id <> 1
       on conflict (store_id, product_id) do update set quantity = 7`,
      [second],
    );
    const response = await stock({ ids: [third, first, second, first] });
    expect(response.status).toBe(200);
    const { Data } = (await response.json()) as { Data: ProductStock[] };
    expect(Data.map((p) => p.ProductId)).toEqual([third, first, second]);
    expect(Data.map((p) => p.StockQuantity)).toEqual([rows[2]!.stock_quantity, rows[0]!.stock_quantity, rows[1]!.stock_quantity]);
    // The same stores and quantities as the product page's own stock call.
    const single = (await (await t.request(`/api/aspos/products/${second}/stock`)).json()) as {
      Data: { StoreId: number; Quantity: number }[];
    };
    expect(Data[2]!.Stores.map(({ StoreId, Quantity }) => ({ StoreId, Quantity }))).toEqual(
      single.Data.map(({ StoreId, Quantity }) => ({ StoreId, Quantity })),
    );
    expect(Data[2]!.Stores.every((s) => s.Quantity === 7)).toBe(true);
  });

  it('leaves the stores out with excludeStockInfo', async () => {
    const { rows } = await t.database.pool.query<{ id: number }>(
      `select id from products where is_active and is_viewable and type <> 'ProductVoucher' and 'B' = any(publication_codes) order by id limit 1`,
    );
    const { Data } = (await (await stock({ ids: [rows[0]!.id], excludeStockInfo: true })).json()) as { Data: ProductStock[] };
    expect(Data).toHaveLength(1);
    expect(Data[0]!.Stores).toEqual([]);
  });

  it('leaves out products the viewer may not see and unknown ids', async () => {
    const { rows } = await t.database.pool.query<{ voucher: number; codeA: number }>(
      `select (select id from products where type = 'ProductVoucher' and 'B' = any(publication_codes) limit 1) as voucher,
              (select id from products where publication_codes = '{A}' and is_active and is_viewable and type <> 'ProductVoucher' limit 1) as "codeA"`,
    );
    const { voucher, codeA } = rows[0]!;
    const anonymous = (await (await stock({ ids: [voucher, codeA, 2147483647] })).json()) as { Data: ProductStock[] };
    expect(anonymous.Data).toEqual([]);
    const business = await t.login('zakelijk@toonbank.nl');
    const seen = (await (await stock({ ids: [voucher, codeA] }, business)).json()) as { Data: ProductStock[] };
    expect(seen.Data.map((p) => p.ProductId)).toEqual([codeA]);
  });

  it('answers 400 with a Dutch message for bad input', async () => {
    for (const json of [
      { ids: [] },
      { ids: Array.from({ length: 1001 }, (_, i) => i + 1) },
      { ids: ['abc'] },
      { ids: [1.5] },
      { ids: [-1] },
      {},
    ]) {
      const response = await stock(json);
      expect(response.status, JSON.stringify(json).slice(0, 40)).toBe(400);
      const body = (await response.json()) as { Success: boolean; Message: string };
      expect(body.Success).toBe(false);
      expect(body.Message.length).toBeGreaterThan(0);
    }
    expect(
      (
        await t.request('/api/aspos/products/stock', {
          method: 'POST',
          body: '{"ids": [1',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('PUT /api/aspos/customer/store', () => {
  it('needs a login', async () => {
    expect((await t.request('/api/aspos/customer/store', { method: 'PUT', json: { storeId: 2 } })).status).toBe(401);
  });

  it('sets the customer’s store, refusing a store that does not exist', async () => {
    const token = await t.login('particulier@toonbank.nl');
    const ok = await t.request('/api/aspos/customer/store', { method: 'PUT', token, json: { storeId: 4 } });
    expect(ok.status).toBe(200);
    const { rows } = await t.database.pool.query<{ default_store_id: number }>(
      `select default_store_id from customers where email = 'particulier@toonbank.nl'`,
    );
    expect(rows[0]!.default_store_id).toBe(4);
    const bad = await t.request('/api/aspos/customer/store', { method: 'PUT', token, json: { storeId: 999 } });
    expect(bad.status).toBe(400);
    expect((await t.request('/api/aspos/customer/store', { method: 'PUT', token, json: {} })).status).toBe(400);
  });
});
