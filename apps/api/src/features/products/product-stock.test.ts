import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

interface Detail {
  Id: number;
  Name: string;
  StockQuantity: number;
  InStock: boolean;
  IsOrderable: boolean;
  Description: string;
  Variants: { Id: number; StockQuantity: number }[];
}

describe('GET products/url/{url} with the stock of now (decision 0017)', () => {
  it('shows a stock change of the product and of its variants at once, and any other change too', async () => {
    const [product] = await t.query<{ id: number; url: string; variant: number }>(
      `select p.id, p.url, c.connected_product_id as variant from products p
         join product_connections c on c.product_id = p.id and c.type in ('Size', 'Color', 'Variant')
         join products v on v.id = c.connected_product_id and v.is_active and v.is_viewable and 'B' = any(v.publication_codes)
        where p.is_active and p.is_viewable and p.is_orderable and p.type = 'Product' and 'B' = any(p.publication_codes)
          and p.stock_quantity > 0 order by p.id limit 1`,
    );
    expect(product).toBeDefined();
    const read = async () => {
      const response = await t.request(`/api/aspos/products/url/${product!.url}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { Data: Detail }).Data;
    };
    const first = await read();
    expect(first.Variants.map((v) => v.Id)).toContain(product!.variant);

    await t.query('update products set stock_quantity = 0 where id = $1', [product!.id]);
    await t.query('update products set stock_quantity = 3 where id = $1', [product!.variant]);
    const sold = await read();
    expect(sold).toMatchObject({ StockQuantity: 0, InStock: false, IsOrderable: false, Name: first.Name });
    expect(sold.Variants.find((v) => v.Id === product!.variant)?.StockQuantity).toBe(3);

    await t.query(`update products set description = 'Nieuw: knapperig en graanvrij.' where id = $1`, [product!.id]);
    expect((await read()).Description).toBe('Nieuw: knapperig en graanvrij.');
  });
});
