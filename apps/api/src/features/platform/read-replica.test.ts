/**
 * A read replica for catalogue reads (issue 18, decision 0019). The "replica" here is a second database cloned from the
 * same demo data, whose product and brand names differ: an answer shows where it was read. Replication is played by
 * applying a statement to the replica after the primary.
 */
import { createTestDatabase, type TestDatabase } from '@toonbank/db/testing/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing.ts';

let t: TestApi;
let replica: TestDatabase;
let product: { id: number; name: string; url: string; number: string; stock: number };

/** Marks the replica's copy of the catalogue: every product and brand name starts with "Replica ". */
const REPLICA = 'Replica ';

beforeAll(async () => {
  replica = await createTestDatabase();
  await replica.pool.query(`update products set name = '${REPLICA}' || name`);
  await replica.pool.query(`update brands set name = '${REPLICA}' || name`);
  t = await createTestApi({ readDatabase: replica });
  const { rows } = await t.database.pool.query<{ id: number; name: string; url: string; number: string; stock: number }>(
    `select id, name, url, number, stock_quantity as stock from products
      where is_active and is_viewable and is_orderable and not is_virtual and type = 'Product' and 'B' = any(publication_codes)
        and stock_quantity >= 10 and max_in_cart is null and purchase_unit_factor = 1
        and exists (select 1 from product_web_nodes w where w.product_id = products.id)
      order by id limit 1`,
  );
  product = rows[0]!;
}, 60_000);

afterAll(async () => {
  await t?.close();
  await replica?.close();
});

/** Applies a statement to the primary, then (when `replicated`) to the replica, as replication would a moment later. */
async function write(statement: string, params: unknown[], replicated: boolean): Promise<void> {
  await t.database.pool.query(statement, params);
  if (replicated) await replica.pool.query(statement, params);
}

const nameByUrl = async (token: string | null = null) => {
  const { status, body } = await t.call(`/api/aspos/products/url/${encodeURIComponent(product.url)}`, token);
  expect(status, JSON.stringify(body)).toBe(200);
  return (body.Data as { Name: string }).Name;
};

const searchNames = async (keyword: string) => {
  const { status, body } = await t.call(`/api/meilisearch/v1/default/search?searchTerm=${encodeURIComponent(keyword)}&limit=48`, null);
  expect(status, JSON.stringify(body)).toBe(200);
  return (body.Data as { Hits: { Id: number; Name: string }[] }).Hits;
};

describe('catalogue reads with DATABASE_READ_URL', () => {
  it('reads product pages, lists, search, suggestions, web nodes and brands from the replica', async () => {
    expect(await nameByUrl()).toBe(REPLICA + product.name);

    const ids = await t.call(`/api/aspos/products/ids?productIds=${product.id}`, null);
    expect((ids.body.Data as { Name: string }[])[0]!.Name).toBe(REPLICA + product.name);

    const hits = await searchNames(product.number);
    expect(hits.find((hit) => hit.Id === product.id)?.Name).toBe(REPLICA + product.name);
    // A keyword-less list (the in-memory index, built from the replica): every name is the replica's.
    const all = await searchNames('');
    expect(all.length).toBeGreaterThan(0);
    for (const hit of all) expect(hit.Name.startsWith(REPLICA)).toBe(true);

    const word = product.name
      .split(/\s+/)
      .find((w) => w.length >= 4)!
      .toLowerCase();
    const suggestions = await t.call(`/api/meilisearch/v1/multi-search?searchTerm=${encodeURIComponent(word)}&limit=5`, null);
    expect(suggestions.status, JSON.stringify(suggestions.body)).toBe(200);
    expect(JSON.stringify(suggestions.body.Data)).toContain(REPLICA);

    const [placement] = await t.query<{ node_id: number }>(
      'select web_node_id as node_id from product_web_nodes where product_id = $1 limit 1',
      [product.id],
    );
    const nodeId = placement!.node_id;
    const nodeProducts = await t.call(`/api/aspos/webnodes/${nodeId}/products?offset=0&limit=100`, null);
    expect(nodeProducts.status, JSON.stringify(nodeProducts.body)).toBe(200);
    const listed = (nodeProducts.body.Data as { Products: { Id: number; Name: string }[] }).Products;
    expect(listed.find((p) => p.Id === product.id)?.Name).toBe(REPLICA + product.name);

    const brands = await t.call('/api/aspos/brands', null);
    const brandNames = (brands.body.Data as { Name: string }[]).map((brand) => brand.Name);
    expect(brandNames.length).toBeGreaterThan(0);
    for (const name of brandNames) expect(name.startsWith(REPLICA)).toBe(true);
  });

  it('keeps what a customer writes and reads back on the primary: session, cart, live stock', async () => {
    // The session is made after the replica was copied: it exists only on the primary, and catalogue reads still work.
    const token = await t.login('particulier@toonbank.nl');
    expect(await nameByUrl(token)).toBe(REPLICA + product.name);

    const added = await t.call('/api/aspos/cart/lines/batch', token, { changes: [{ action: 2, productId: product.id, quantity: 2 }] });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const cart = await t.call('/api/aspos/cart', token);
    expect(cart.status, JSON.stringify(cart.body)).toBe(200);
    const text = JSON.stringify(cart.body);
    expect(text).toContain(product.name);
    expect(text).not.toContain(REPLICA);
    const replicaLines = await replica.pool.query<{ count: string }>('select count(*) from cart_lines');
    expect(Number(replicaLines.rows[0]!.count)).toBe(0);

    // Stock is what an order changes and the customer reads back at once: read live from the primary.
    await write('update products set stock_quantity = $2 where id = $1', [product.id, product.stock - 1], false);
    const detail = await t.call(`/api/aspos/products/url/${encodeURIComponent(product.url)}`, null);
    expect((detail.body.Data as { StockQuantity: number }).StockQuantity).toBe(product.stock - 1);
  });

  it('keys cached catalogue answers on the replica’s revision: a lagging replica’s answer is never kept past its catching up', async () => {
    expect(await nameByUrl()).toBe(REPLICA + product.name);
    // The primary changes first: its revision moves, the replica still has the old name. Had the cache keyed on the
    // primary's revision, it would now store the replica's old answer under the new revision and keep it.
    await write('update products set name = $2 where id = $1', [product.id, 'Kattenbak Primair'], false);
    expect(await nameByUrl()).toBe(REPLICA + product.name);
    expect((await searchNames(product.number)).find((hit) => hit.Id === product.id)?.Name).toBe(REPLICA + product.name);
    // Replication catches up: the next answers show the new name.
    await replica.pool.query('update products set name = $2 where id = $1', [product.id, `${REPLICA}Kattenbak Primair`]);
    expect(await nameByUrl()).toBe(`${REPLICA}Kattenbak Primair`);
    expect((await searchNames(product.number)).find((hit) => hit.Id === product.id)?.Name).toBe(`${REPLICA}Kattenbak Primair`);
  });

  it('names in /api/platform/revision (the page cache’s key) the replica’s catalogue revision and the primary’s content revision', async () => {
    const revision = async () => ((await t.call('/api/platform/revision', null)).body as { Revision: string }).Revision;
    const first = await revision();
    await write(`update products set name = name || ' (p)' where id = $1`, [product.id], false);
    expect(await revision()).toBe(first);
    await replica.pool.query(`update products set name = name || ' (p)' where id = $1`, [product.id]);
    const caughtUp = await revision();
    expect(caughtUp).not.toBe(first);
    await t.database.pool.query('update settings set value = value where name = (select min(name) from settings)');
    expect(await revision()).not.toBe(caughtUp);
  });
});
