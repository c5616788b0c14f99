import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

type NodeProducts = { Success: true; Data: { Products: { Id: number; PriceInclTax: number; PriceExclTax: number }[]; Total: number } };

async function nodeProducts(nodeId: number, token?: string, query = 'limit=1000'): Promise<NodeProducts['Data']> {
  const response = await t.request(`/api/aspos/webnodes/${nodeId}/products?${query}`, { token });
  expect(response.status).toBe(200);
  return ((await response.json()) as NodeProducts).Data;
}

/** A web node the API serves (active, within its dates), for SQL on `web_nodes w`. */
const LIVE = `w.is_active and coalesce(w.start_date <= now(), true) and coalesce(w.end_date > now(), true)`;

/** A web node that holds products published only for code A (business customers), and its products. */
async function nodeWithCodeAOnlyProduct() {
  const { rows } = await t.database.pool.query<{ web_node_id: number; product_id: number }>(
    `select pwn.web_node_id, p.id as product_id from product_web_nodes pwn
       join products p on p.id = pwn.product_id
      where p.publication_codes = '{A}' and p.is_active and p.is_viewable and p.type <> 'ProductVoucher'
      order by p.id limit 1`,
  );
  expect(rows[0], 'the demo data has products published only for code A').toBeDefined();
  return { nodeId: rows[0]!.web_node_id, productId: rows[0]!.product_id };
}

describe('GET /api/aspos/webnodes/main/root', () => {
  it('returns the category tree to the requested depth', async () => {
    const response = await t.request('/api/aspos/webnodes/main/root?descendantLevel=2');
    const body = (await response.json()) as { Data: { Level: number; Children: { Level: number; Children: { Level: number }[] }[] }[] };
    expect(body.Data.length).toBeGreaterThan(3);
    const withGrandchildren = body.Data.find((n) => n.Children.some((c) => c.Children.length > 0));
    expect(withGrandchildren?.Level).toBe(1);
    expect(withGrandchildren?.Children[0]?.Level).toBe(2);
    const shallow = (await (await t.request('/api/aspos/webnodes/main/root?descendantLevel=1')).json()) as typeof body;
    expect(shallow.Data.every((n) => n.Children.every((c) => c.Children.length === 0))).toBe(true);
  });
});

describe('GET /api/aspos/webnodes/{id} and webnodes/main/{id}', () => {
  type Tree = { Id: number; Name: string; Url: string; Level: number; Children: Tree[] };
  const data = async (path: string) => {
    const response = await t.request(path);
    expect(response.status, path).toBe(200);
    return ((await response.json()) as { Data: Tree }).Data;
  };

  it('gives a node alone, and with its live descendants the same as the main tree', async () => {
    const root = ((await (await t.request('/api/aspos/webnodes/main/root?descendantLevel=2')).json()) as { Data: Tree[] }).Data;
    const top = root.find((n) => n.Children.some((c) => c.Children.length > 0))!;
    const alone = await data(`/api/aspos/webnodes/${top.Id}`);
    expect(alone).toMatchObject({ Id: top.Id, Name: top.Name, Url: top.Url, Level: 1, Children: [] });
    expect(await data(`/api/aspos/webnodes/main/${top.Id}?descendantLevel=2`)).toEqual(top);
    const oneLevel = await data(`/api/aspos/webnodes/main/${top.Id}`);
    expect(oneLevel.Children.map((c) => c.Id)).toEqual(top.Children.map((c) => c.Id));
    expect(oneLevel.Children.every((c) => c.Children.length === 0)).toBe(true);
    const child = top.Children.find((c) => c.Children.length > 0)!;
    expect(await data(`/api/aspos/webnodes/main/${child.Id}`)).toEqual(child);
  });

  it('answers 404 for an unknown or inactive node and 400 for an id that is no number', async () => {
    const { rows } = await t.database.pool.query<{ id: number }>(
      `update web_nodes set is_active = false where id = (select id from web_nodes where level = 2 order by id desc limit 1) returning id`,
    );
    for (const path of [
      `/api/aspos/webnodes/${rows[0]!.id}`,
      `/api/aspos/webnodes/main/${rows[0]!.id}`,
      '/api/aspos/webnodes/2147483647',
    ]) {
      const response = await t.request(path);
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as { Message: string }).Message).toBe('De gevraagde gegevens zijn niet gevonden.');
    }
    expect((await t.request('/api/aspos/webnodes/abc')).status).toBe(400);
    expect((await t.request('/api/aspos/webnodes/main/99999999999999999999')).status).toBe(400);
    const parent = await t.database.pool.query<{ parent_id: number }>(`select parent_id from web_nodes where id = $1`, [rows[0]!.id]);
    const tree = await data(`/api/aspos/webnodes/main/${parent.rows[0]!.parent_id}`);
    expect(tree.Children.map((c) => c.Id)).not.toContain(rows[0]!.id);
    await t.database.pool.query(`update web_nodes set is_active = true where id = $1`, [rows[0]!.id]);
  });
});

describe('GET /api/aspos/webnodes/trail/{id}', () => {
  type Link = { Id: number; Name: string; Url: string; Language: string };
  type ListerNode = Link & { Ancestors: Link[] };

  it('gives a node and its ancestors, root first, as the lister node of its url has them, in the request language', async () => {
    const { rows } = await t.database.pool.query<{ id: number; url: string }>(
      `select w.id, w.url from web_nodes w where w.level = 3 and ${LIVE} order by w.id limit 1`,
    );
    const node = rows[0]!;
    for (const language of ['nl', 'fr', 'en']) {
      const headers = { 'x-language': language };
      const trail = await t.request(`/api/aspos/webnodes/trail/${node.id}`, { headers });
      expect(trail.status).toBe(200);
      const lister = (await (await t.request(`/api/aspos/webnodes/url/${encodeURIComponent(node.url)}`, { headers })).json()) as {
        Data: ListerNode;
      };
      const { Ancestors, Id, Name, Url, Language } = lister.Data;
      const expected = [...Ancestors, { Id, Name, Url, Language }];
      expect(expected).toHaveLength(3);
      expect(((await trail.json()) as { Data: Link[] }).Data).toEqual(expected);
    }
  });

  it('answers 404 for an unknown or inactive node and 400 for an id that is no number', async () => {
    const { rows } = await t.database.pool.query<{ id: number }>(
      `update web_nodes set is_active = false where id = (select id from web_nodes where level = 3 order by id desc limit 1) returning id`,
    );
    for (const path of [`/api/aspos/webnodes/trail/${rows[0]!.id}`, '/api/aspos/webnodes/trail/2147483647']) {
      const response = await t.request(path);
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as { Message: string }).Message).toBe('De gevraagde gegevens zijn niet gevonden.');
    }
    expect((await t.request('/api/aspos/webnodes/trail/abc')).status).toBe(400);
    await t.database.pool.query(`update web_nodes set is_active = true where id = $1`, [rows[0]!.id]);
  });
});

describe('GET /api/aspos/webnodes/{id}/products', () => {
  it('shows anonymous visitors only products with publication code B', async () => {
    const { nodeId, productId } = await nodeWithCodeAOnlyProduct();
    const anonymous = await nodeProducts(nodeId);
    expect(anonymous.Products.map((p) => p.Id)).not.toContain(productId);
    const { rows } = await t.database.pool.query<{ id: number }>(
      `select p.id from products p where p.id = any($1::int[]) and not ('B' = any(p.publication_codes))`,
      [anonymous.Products.map((p) => p.Id)],
    );
    expect(rows).toEqual([]);
  });

  it('shows a business customer with codes A;B the code-A products', async () => {
    const { nodeId, productId } = await nodeWithCodeAOnlyProduct();
    const token = await t.login('zakelijk@toonbank.nl');
    const business = await nodeProducts(nodeId, token);
    expect(business.Products.map((p) => p.Id)).toContain(productId);
    const privateToken = await t.login('particulier@toonbank.nl');
    expect((await nodeProducts(nodeId, privateToken)).Products.map((p) => p.Id)).not.toContain(productId);
  });

  it('shows list prices to visitors and net prices to a customer with a price list', async () => {
    const { rows } = await t.database.pool.query<{ web_node_id: number; product_id: number; list: number; net: number; tax_rate: number }>(
      `select pwn.web_node_id, p.id as product_id, p.list_price_incl_cents as list, plp.net_price_excl_cents as net, p.tax_rate
         from customers c join users u on u.customer_id = c.id
         join price_list_prices plp on plp.price_list_id = c.price_list_id
         join products p on p.id = plp.product_id and 'B' = any(p.publication_codes) and p.is_active and p.is_viewable
         join product_web_nodes pwn on pwn.product_id = p.id
        where lower(u.email) = 'zakelijk@toonbank.nl' order by p.id limit 1`,
    );
    const fixture = rows[0]!;
    expect(fixture).toBeDefined();
    const anonymous = await nodeProducts(fixture.web_node_id);
    const seenAnonymous = anonymous.Products.find((p) => p.Id === fixture.product_id)!;
    expect(seenAnonymous.PriceInclTax).toBe(fixture.list / 100);

    const token = await t.login('zakelijk@toonbank.nl');
    const seenByBusiness = (await nodeProducts(fixture.web_node_id, token)).Products.find((p) => p.Id === fixture.product_id)!;
    expect(seenByBusiness.PriceExclTax).toBe(fixture.net / 100);
    expect(seenByBusiness.PriceInclTax).toBe(Math.round((fixture.net * (100 + fixture.tax_rate)) / 100) / 100);
  });

  it('pages with offset and limit and reports the total', async () => {
    const { rows } = await t.database.pool.query<{ web_node_id: number }>(
      `select web_node_id from product_web_nodes group by web_node_id order by count(*) desc limit 1`,
    );
    const nodeId = rows[0]!.web_node_id;
    const all = await nodeProducts(nodeId);
    const page = await nodeProducts(nodeId, undefined, 'offset=2&limit=3');
    expect(page.Total).toBe(all.Total);
    expect(page.Products.map((p) => p.Id)).toEqual(all.Products.slice(2, 5).map((p) => p.Id));
    const beyond = await nodeProducts(nodeId, undefined, `offset=${all.Total + 5}&limit=3`);
    expect(beyond.Products).toEqual([]);
    expect(beyond.Total).toBe(all.Total);
  });

  it('reports as total the products it lists, for every node and viewer, also after catalogue writes', async () => {
    const token = await t.login('zakelijk@toonbank.nl');
    const { rows: nodes } = await t.database.pool.query<{ id: number }>(
      `select w.id from web_nodes w where ${LIVE} and exists (select 1 from product_web_nodes pwn where pwn.web_node_id = w.id) order by 1`,
    );
    const check = async (nodeId: number) => {
      for (const viewer of [undefined, token]) {
        const listed = await nodeProducts(nodeId, viewer);
        expect(listed.Total, `node ${nodeId}`).toBe(listed.Products.length);
      }
    };
    for (const node of nodes) await check(node.id);

    // Writes that change what a node lists: a new placement, a product hidden, a product's codes narrowed.
    const { rows } = await t.database.pool.query<{ web_node_id: number; product_id: number; other_node: number }>(
      `select pwn.web_node_id, pwn.product_id,
              (select w.id from web_nodes w where w.id <> pwn.web_node_id and ${LIVE} order by w.id limit 1) as other_node
         from product_web_nodes pwn join products p on p.id = pwn.product_id
        join web_nodes w on w.id = pwn.web_node_id
        where p.is_active and p.is_viewable and p.publication_codes = '{A,B}' and p.type = 'Product' and ${LIVE}
        order by pwn.product_id limit 2`,
    );
    const [placed, hidden] = rows;
    expect(hidden, 'two visible A;B products').toBeDefined();
    const before = await nodeProducts(placed!.other_node);
    await t.database.pool.query(`insert into product_web_nodes (product_id, web_node_id, sort_order) values ($1, $2, 0)`, [
      placed!.product_id,
      placed!.other_node,
    ]);
    const after = await nodeProducts(placed!.other_node);
    expect(after.Total).toBe(before.Total + 1);
    expect(after.Products.map((p) => p.Id)).toContain(placed!.product_id);
    await t.database.pool.query(`update products set is_viewable = false where id = $1`, [hidden!.product_id]);
    await t.database.pool.query(`update products set publication_codes = '{A}' where id = $1`, [placed!.product_id]);
    for (const nodeId of new Set([placed!.web_node_id, placed!.other_node, hidden!.web_node_id])) await check(nodeId);
    expect((await nodeProducts(placed!.other_node)).Total).toBe(before.Total);
  });

  it('caps too large paging values and refuses negative or unreadable ones, naming the field', async () => {
    const { rows } = await t.database.pool.query<{ web_node_id: number }>(`select web_node_id from product_web_nodes limit 1`);
    const url = (query: string) => `/api/aspos/webnodes/${rows[0]!.web_node_id}/products?${query}`;
    for (const query of ['offset=5&limit=99999', 'offset=&limit=']) expect((await t.request(url(query))).status).toBe(200);
    for (const [query, field] of [
      ['offset=-5', 'offset'],
      ['offset=abc', 'offset'],
      ['limit=0', 'limit'],
      ['limit=-1', 'limit'],
    ]) {
      const response = await t.request(url(query!));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ Code: 'VALIDATION_ERROR', Errors: [{ Field: field }] });
    }
  });

  it('answers 404 for an unknown node and 400 for a non-numeric id', async () => {
    expect((await t.request('/api/aspos/webnodes/999999/products')).status).toBe(404);
    const bad = await t.request('/api/aspos/webnodes/abc/products');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ Success: false, Code: 'VALIDATION_ERROR' });
  });
});

describe('GET /api/aspos/webnodes/empty', () => {
  const empty = async (token?: string) => {
    const response = await t.request('/api/aspos/webnodes/empty', { token });
    expect(response.status).toBe(200);
    return ((await response.json()) as { Data: string[] }).Data;
  };

  it('names the listers without a product for the viewer: point-of-sale material for anonymous visitors, not for business customers', async () => {
    const anonymous = await empty();
    expect(anonymous).toEqual(expect.arrayContaining(['meer', 'meer/pos-materiaal']));
    expect(anonymous).not.toContain('hond');
    const business = await empty(await t.login('zakelijk@toonbank.nl'));
    expect(business).not.toContain('meer');
    expect(business).not.toContain('meer/pos-materiaal');
    // Each named lister is indeed empty for that viewer, each other one is not.
    const total = async (url: string) => {
      const id = (await t.database.pool.query<{ id: number }>('select id from web_nodes where url = $1', [url])).rows[0]!.id;
      const response = await t.request(`/api/meilisearch/v1/default/search?baseFacetFilters=webnode:${id}&limit=1`);
      return ((await response.json()) as { Data: { Total: number } }).Data.Total;
    };
    expect(await total('meer')).toBe(0);
    expect(await total('hond')).toBeGreaterThan(0);
  });
});
