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

  it("answers a brand's description in the request's language, else the Dutch one marked 'nl'", async () => {
    type One = { Data: { Description: string; Language: string } };
    const brand = async (language: string) =>
      ((await (await t.request('/api/aspos/brands/url/polderbrok', { headers: { 'x-language': language } })).json()) as One).Data;
    expect(await brand('nl')).toEqual(
      expect.objectContaining({ Description: 'Eerlijke brokken uit de Hollandse polder, gebakken in Friesland.', Language: 'nl' }),
    );
    expect(await brand('fr')).toEqual(
      expect.objectContaining({ Description: 'Des croquettes honnêtes des polders hollandais, cuites en Frise.', Language: 'fr' }),
    );
    expect(await brand('en')).toEqual(
      expect.objectContaining({ Description: 'Honest kibble from the Dutch polders, baked in Friesland.', Language: 'en' }),
    );
    const popular = (await (await t.request('/api/aspos/brands/popular?limit=100', { headers: { 'x-language': 'fr' } })).json()) as {
      Data: { Url: string; Language: string }[];
    };
    expect(popular.Data.find((b) => b.Url === 'polderbrok')?.Language ?? 'fr').toBe('fr');
    expect(popular.Data.some((b) => b.Language === 'fr')).toBe(true);
    // Without a translation the Dutch text, said to be Dutch (the storefront marks it lang="nl").
    await t.database.pool.query(`update brands set translations = '{}' where url = 'polderbrok'`);
    expect(await brand('fr')).toEqual(
      expect.objectContaining({ Description: 'Eerlijke brokken uit de Hollandse polder, gebakken in Friesland.', Language: 'nl' }),
    );
  });
});
