import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

type Brands = { Data: { Name: string; Url: string }[] };

describe('brands', () => {
  it('lists brands A-Z without "geen merk" or nameless brands', async () => {
    const { Data } = (await (await t.request('/api/aspos/brands')).json()) as Brands;
    expect(Data.length).toBeGreaterThanOrEqual(40);
    expect(Data.map((b) => b.Name.toLowerCase())).not.toContain('geen merk');
    expect(Data.every((b) => b.Name.trim() !== '')).toBe(true);
    const names = Data.map((b) => b.Name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const { rows } = await t.database.pool.query(`select 1 from brands where lower(name) = 'geen merk'`);
    expect(rows).toHaveLength(1);
  });

  it('lists popular brands, 10 by default, honouring the limit', async () => {
    expect(((await (await t.request('/api/aspos/brands/popular')).json()) as Brands).Data).toHaveLength(10);
    expect(((await (await t.request('/api/aspos/brands/popular?limit=3')).json()) as Brands).Data).toHaveLength(3);
  });

  it('finds a brand by url and 404s a hidden or unknown one', async () => {
    const { Data } = (await (await t.request('/api/aspos/brands')).json()) as Brands;
    const brand = Data[0]!;
    const found = (await (await t.request(`/api/aspos/brands/url/${brand.Url}`)).json()) as { Data: { Name: string } };
    expect(found.Data.Name).toBe(brand.Name);
    const { rows } = await t.database.pool.query<{ url: string }>(`select url from brands where lower(name) = 'geen merk'`);
    expect((await t.request(`/api/aspos/brands/url/${rows[0]!.url}`)).status).toBe(404);
    expect((await t.request('/api/aspos/brands/url/bestaat-niet')).status).toBe(404);
  });
});
