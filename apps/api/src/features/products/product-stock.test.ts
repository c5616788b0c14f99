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

describe('GET webnodes/{id}/products with the stock of now (decision 0017)', () => {
  it('shows a stock change in a cached page of a node at once, and a new product in the node too', async () => {
    const [placed] = await t.query<{ web_node_id: number; product_id: number }>(
      `select w.web_node_id, w.product_id from product_web_nodes w join products p on p.id = w.product_id
        where p.is_active and p.is_viewable and p.is_orderable and p.type = 'Product' and 'B' = any(p.publication_codes)
          and p.stock_quantity > 0 and (select count(*) from product_web_nodes o where o.web_node_id = w.web_node_id) < 40
        order by w.web_node_id, w.sort_order limit 1`,
    );
    expect(placed).toBeDefined();
    const page = async () => {
      const response = await t.request(`/api/aspos/webnodes/${placed!.web_node_id}/products?limit=48`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { Data: { Products: { Id: number; StockQuantity: number; InStock: boolean }[]; Total: number } })
        .Data;
    };
    const before = await page();
    expect(before.Products.map((p) => p.Id)).toContain(placed!.product_id);
    await t.query('update products set stock_quantity = 0 where id = $1', [placed!.product_id]);
    const after = await page();
    expect(after.Products.find((p) => p.Id === placed!.product_id)).toMatchObject({ StockQuantity: 0, InStock: false });
    expect(after.Total).toBe(before.Total);
    // Placing one more product bumps the catalogue revision: the page is read again.
    const [other] = await t.query<{ id: number }>(
      `select id from products p where p.is_active and p.is_viewable and p.type = 'Product' and 'B' = any(p.publication_codes)
          and not exists (select 1 from product_web_nodes w where w.product_id = p.id and w.web_node_id = $1) order by id limit 1`,
      [placed!.web_node_id],
    );
    await t.query('insert into product_web_nodes (product_id, web_node_id) values ($1, $2)', [other!.id, placed!.web_node_id]);
    expect((await page()).Total).toBe(before.Total + 1);
  });
});
