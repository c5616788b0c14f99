import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/index.ts';
import { createPostgresSearchEngine, type SearchFilters, type SearchRequest } from './search.ts';
import { readCatalogueRevision, readStockRevision } from './revisions.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const anonymous = { publicationCodes: ['B'], priceListId: null };
const business = { publicationCodes: ['A', 'B'], priceListId: null };
const none: SearchFilters = { brands: [], webNodeIds: [], minPriceCents: null, maxPriceCents: null, tags: {} };

function request(patch: Partial<SearchRequest>): SearchRequest {
  return {
    keyword: '',
    tsQuery: '',
    base: none,
    filters: none,
    sort: { field: 'WeightingFactor', ascending: false },
    offset: 0,
    limit: 24,
    ...patch,
  };
}

async function one<T>(query: string, params: unknown[] = []): Promise<T> {
  const { rows } = await t.pool.query(query, params);
  return rows[0] as T;
}

/** A visible code-B product with a placement, tags and a brand. */
async function someProduct(): Promise<{ id: number; brand_id: number; web_node_id: number }> {
  return one(
    `select p.id, p.brand_id, min(pwn.web_node_id) as web_node_id from products p join product_web_nodes pwn on pwn.product_id = p.id
      where p.is_active and p.is_viewable and p.type = 'Product' and p.publication_codes = '{B}' and p.brand_id is not null and p.tags <> '{}'
      group by p.id order by p.id limit 1`,
  );
}

describe('search documents stay current (trigger toonbank_catalogue_changed)', () => {
  it('refreshes the document when a product, its brand or its category is renamed, and bumps the catalogue revision', async () => {
    const engine = createPostgresSearchEngine(t.db);
    const product = await someProduct();
    const before = await readCatalogueRevision(t.db);
    await t.pool.query(`update products set name = name || ' Zwoelfkrokant' where id = $1`, [product.id]);
    expect(Number(await readCatalogueRevision(t.db))).toBeGreaterThan(Number(before));
    expect((await engine.search(anonymous, request({ keyword: 'zwoelfkrokant', tsQuery: 'zwoelfkrokant:*' }))).ids).toEqual([product.id]);

    await t.pool.query(`update brands set name = 'Merk Plonsplons' where id = $1`, [product.brand_id]);
    // Every product of the brand matches, more than one page of them: ask for all.
    expect((await engine.search(anonymous, request({ keyword: 'plonsplons', tsQuery: 'plonsplons:*', limit: 1000 }))).ids).toContain(
      product.id,
    );

    await t.pool.query(`update web_nodes set name = 'Sjoeltafels' where id = $1`, [product.web_node_id]);
    expect((await engine.search(anonymous, request({ keyword: 'sjoeltafels', tsQuery: 'sjoeltafels:*' }))).ids).toContain(product.id);
  });

  it('rebuilds no document for a change outside it (stock: every confirm), but bumps the catalogue revision', async () => {
    const product = await someProduct();
    const other = await one<{ id: number }>(`select id from products where id > $1 and type = 'Product' order by id limit 1`, [product.id]);
    // A rebuilt document is a new row version (deleted and inserted again): its xmin changes.
    const version = async (id: number) =>
      (await one<{ v: string }>(`select xmin::text as v from product_search where product_id = $1`, [id])).v;
    const [first, second] = [await version(product.id), await version(other.id)];
    const before = Number(await readCatalogueRevision(t.db));
    const stockBefore = Number(await readStockRevision(t.db));
    await t.pool.query(`update products set stock_quantity = stock_quantity + 1, is_orderable = is_orderable where id in ($1, $2)`, [
      product.id,
      other.id,
    ]);
    // Stock only: the stock revision, not the catalogue's (decision 0017).
    expect(Number(await readCatalogueRevision(t.db))).toBe(before);
    expect(Number(await readStockRevision(t.db))).toBeGreaterThan(stockBefore);
    // Anything else that is not searched (orderability) still bumps the catalogue revision.
    await t.pool.query(`update products set is_orderable = not is_orderable where id = $1`, [product.id]);
    expect(Number(await readCatalogueRevision(t.db))).toBeGreaterThan(before);
    await t.pool.query(`update products set is_orderable = not is_orderable where id = $1`, [product.id]);
    expect([await version(product.id), await version(other.id)]).toEqual([first, second]);
    // One statement changing the name of one product and the stock of both rebuilds just the renamed one.
    await t.pool.query(
      `update products set stock_quantity = stock_quantity - 1, name = case when id = $1 then name || ' Dubbelknabbel' else name end where id in ($1, $2)`,
      [product.id, other.id],
    );
    expect(await version(product.id)).not.toBe(first);
    expect(await version(other.id)).toBe(second);
    const engine = createPostgresSearchEngine(t.db);
    expect((await engine.search(anonymous, request({ keyword: 'dubbelknabbel', tsQuery: 'dubbelknabbel:*' }))).ids).toEqual([product.id]);
  });

  it('shows a revision bump with its write: not while the transaction is open, at once after its commit', async () => {
    const product = await someProduct();
    const before = Number(await readCatalogueRevision(t.db));
    const stockBefore = Number(await readStockRevision(t.db));
    const writer = await t.pool.connect();
    try {
      await writer.query('begin');
      await writer.query('update products set stock_quantity = stock_quantity + 1 where id = $1', [product.id]);
      await writer.query('update products set description = description where id = $1', [product.id]);
      await writer.query(`update products set usage = coalesce(usage, '') || ' ' where id = $1`, [product.id]);
      expect(Number(await readCatalogueRevision(t.db))).toBe(before);
      expect(Number(await readStockRevision(t.db))).toBe(stockBefore);
      await writer.query('commit');
    } finally {
      writer.release();
    }
    expect(Number(await readCatalogueRevision(t.db))).toBeGreaterThan(before);
    expect(Number(await readStockRevision(t.db))).toBeGreaterThan(stockBefore);
    // Each revision is the sum of 16 slots: orders bump one of their own, seldom waiting on one row.
    expect(Number((await one<{ n: string }>('select count(*) as n from catalogue_revision')).n)).toBe(16);
    expect(Number((await one<{ n: string }>('select count(*) as n from stock_revision')).n)).toBe(16);
  });

  it('refreshes one product’s document from two transactions at once, one after the other', async () => {
    const product = await someProduct();
    const [a, b] = [await t.pool.connect(), await t.pool.connect()];
    try {
      await Promise.all([a.query('begin'), b.query('begin')]);
      const review = `insert into product_reviews (product_id, rating, content, first_name, is_visible) values ($1, $2, 'Samen.', 'Test', true)`;
      await a.query(review, [product.id, 5]);
      const second = b.query(review, [product.id, 1]); // waits for the first transaction: no duplicate document
      await a.query('commit');
      await second;
      await b.query('commit');
    } finally {
      a.release();
      b.release();
    }
    const counts = await one<{ n: string; avg: string }>(
      `select (select count(*) from product_search where product_id = $1) as n, (select avg(rating) from product_reviews where product_id = $1 and is_visible) as avg`,
      [product.id],
    );
    expect(Number(counts.n)).toBe(1);
    expect(
      Number((await one<{ avg: string }>(`select rating_average as avg from product_search where product_id = $1`, [product.id])).avg),
    ).toBeCloseTo(Number(counts.avg), 5);
  });

  it('follows placements, tags, prices and visible reviews', async () => {
    const product = await someProduct();
    const other = await one<{ id: number }>(`select id from web_nodes where id <> $1 order by id limit 1`, [product.web_node_id]);
    await t.pool.query(`insert into product_web_nodes (product_id, web_node_id, sort_order) values ($1, $2, 7)`, [product.id, other.id]);
    expect(
      (await one<{ ids: number[] }>(`select web_node_ids as ids from product_search where product_id = $1`, [product.id])).ids,
    ).toContain(other.id);
    await t.pool.query(`delete from product_web_nodes where product_id = $1 and web_node_id = $2`, [product.id, other.id]);
    expect(
      (await one<{ ids: number[] }>(`select web_node_ids as ids from product_search where product_id = $1`, [product.id])).ids,
    ).not.toContain(other.id);

    await t.pool.query(`update products set tags = '{"smaak": ["Drop"], "dier": ["Hond"]}', list_price_incl_cents = 12345 where id = $1`, [
      product.id,
    ]);
    const tags = await t.pool.query<{ key: string; value: string }>(
      `select tv.key, tv.value from product_search ps join tag_values tv on tv.id = any(ps.tag_ids) where ps.product_id = $1 order by tv.key, tv.value`,
      [product.id],
    );
    expect(tags.rows).toEqual([
      { key: 'dier', value: 'Hond' },
      { key: 'smaak', value: 'Drop' },
    ]);
    expect(
      (await one<{ cents: number }>(`select list_price_incl_cents as cents from product_search where product_id = $1`, [product.id])).cents,
    ).toBe(12345);

    await t.pool.query(`delete from product_reviews where product_id = $1`, [product.id]);
    await t.pool.query(
      `insert into product_reviews (product_id, rating, content, first_name, is_visible) values ($1, 2, 'Matig.', 'Anna', false)`,
      [product.id],
    );
    expect(
      (await one<{ avg: string | null }>(`select rating_average as avg from product_search where product_id = $1`, [product.id])).avg,
    ).toBeNull();
    await t.pool.query(
      `insert into product_reviews (product_id, rating, content, first_name, is_visible) values ($1, 4, 'Goed.', 'Bert', true)`,
      [product.id],
    );
    await t.pool.query(`update product_reviews set is_visible = true where product_id = $1`, [product.id]);
    expect(
      Number((await one<{ avg: string }>(`select rating_average as avg from product_search where product_id = $1`, [product.id])).avg),
    ).toBe(3);
  });

  it('builds the same documents in a whole-catalogue rebuild, and recreates every index', async () => {
    const snapshot = async () => ({
      search: (await t.pool.query(`select * from product_search order by product_id`)).rows,
      indexes: (await t.pool.query(`select indexdef from pg_indexes where tablename = 'product_search' order by indexname`)).rows,
    });
    const before = await snapshot();
    await t.pool.query(`select toonbank_refresh_product_search(null)`);
    const after = await snapshot();
    expect(after.search).toEqual(before.search);
    expect(after.indexes).toEqual(before.indexes);
    expect(after.indexes.length).toBeGreaterThan(5);
  });
});

describe('createPostgresSearchEngine', () => {
  it('counts tag facets as the products tags do, for the viewer only', async () => {
    const engine = createPostgresSearchEngine(t.db);
    for (const viewer of [anonymous, business]) {
      const result = await engine.search(viewer, request({ limit: 1 }));
      const { rows } = await t.pool.query<{ key: string; value: string; count: string }>(
        `select t.key, v.value, count(*) as count from products p, jsonb_each(p.tags) t, jsonb_array_elements_text(t.value) v(value)
          where p.is_active and p.is_viewable and p.type <> 'ProductVoucher' and p.publication_codes && $1::text[]
          group by t.key, v.value`,
        [viewer.publicationCodes],
      );
      const expected = new Map(rows.map((r) => [`${r.key}=${r.value}`, Number(r.count)]));
      const counted = result.tags.flatMap((tag) => tag.values.map((v) => [`${tag.key}=${v.value}`, v.count] as const));
      expect(counted.length).toBeGreaterThan(0);
      for (const [value, count] of counted) expect(count).toBe(expected.get(value));
    }
  });

  it('filters by tag values like the products tags say, for the viewer only (base and facet filters)', async () => {
    const engine = createPostgresSearchEngine(t.db);
    for (const viewer of [anonymous, business]) {
      const { rows } = await t.pool.query<{ n: string }>(
        `select count(*) as n from products p where p.is_active and p.is_viewable and p.type <> 'ProductVoucher' and p.publication_codes && $1::text[]
            and p.tags -> 'dier' ?| array['Hond', 'Kat']`,
        [viewer.publicationCodes],
      );
      const tags = { dier: ['Hond', 'Kat'] };
      const filtered = await engine.search(viewer, request({ filters: { ...none, tags } }));
      const based = await engine.search(viewer, request({ base: { ...none, tags } }));
      expect(Number(rows[0]!.n)).toBeGreaterThan(0);
      expect(filtered.total).toBe(Number(rows[0]!.n));
      expect(based.total).toBe(Number(rows[0]!.n));
      // Disjunctive: the chosen tag's own facet still offers its other values.
      expect(filtered.tags.find((tag) => tag.key === 'dier')!.values.length).toBeGreaterThan(2);
    }
  });

  it('sorts a lister by node order within its subtree', async () => {
    const engine = createPostgresSearchEngine(t.db);
    const node = await one<{ id: number; url: string }>(
      `select w.id, w.url from web_nodes w where w.level = 1 and exists (select 1 from web_nodes c where c.parent_id = w.id) order by w.sort_order, w.id limit 1`,
    );
    const base = { ...none, webNodeIds: [node.id] };
    const result = await engine.search(anonymous, request({ base, sort: { field: 'NodeOrder', ascending: true }, limit: 1000 }));
    const { rows } = await t.pool.query<{ id: number }>(
      `select p.id from products p
        where p.is_active and p.is_viewable and p.type <> 'ProductVoucher' and p.publication_codes && '{B}'
          and exists (select 1 from product_web_nodes o join web_nodes w on w.id = o.web_node_id where o.product_id = p.id and (w.url = $1 or w.url like $1 || '/%'))
        order by (select min(o.sort_order) from product_web_nodes o join web_nodes w on w.id = o.web_node_id
                   where o.product_id = p.id and (w.url = $1 or w.url like $1 || '/%')), p.id
        limit 1000`,
      [node.url],
    );
    expect(result.ids.length).toBeGreaterThan(1);
    expect(result.ids).toEqual(rows.map((r) => r.id));
  });

  it('suggests only products of the viewer’s publication codes', async () => {
    const engine = createPostgresSearchEngine(t.db);
    const codeA = await one<{ name: string }>(
      `select name from products where publication_codes = '{A}' and is_active and is_viewable and type = 'Product' order by id limit 1`,
    );
    const word = codeA.name.split(/\s+/)[0]!.toLowerCase();
    const codesOf = async (ids: number[]) =>
      (
        await t.pool.query<{ codes: string[] }>(`select publication_codes as codes from products where id = any($1::int[])`, [ids])
      ).rows.map((r) => r.codes);
    const anon = await engine.suggest(anonymous, word, `${word}:*`, 50, new Date());
    expect((await codesOf(anon.products.map((p) => p.id))).every((codes) => codes.includes('B'))).toBe(true);
    const biz = await engine.suggest(business, word, `${word}:*`, 50, new Date());
    expect(biz.products.length).toBeGreaterThan(0);
  });

  it('answers an unfiltered lister from lister_counts exactly as from the matched set, also after catalogue writes', async () => {
    // Every lister counts as big here, so the lister_counts path is taken for each node.
    const engine = createPostgresSearchEngine(t.db, { bigLister: 0 });
    const nodes = (await t.pool.query<{ id: number }>(`select id from web_nodes order by level, sort_order, id`)).rows.map((r) => r.id);
    const sorts = [
      { field: 'WeightingFactor', ascending: false },
      { field: 'MinPrice', ascending: true },
      { field: 'NodeOrder', ascending: true },
    ] as const;
    const compare = async () => {
      for (const [i, id] of nodes.entries()) {
        const viewer = i % 2 === 0 ? anonymous : business;
        const sort = sorts[i % sorts.length]!;
        const lister = request({ base: { ...none, webNodeIds: [id] }, sort, limit: 48 });
        // A price filter from 0 keeps every product but takes the matched-set path.
        const matched = { ...lister, filters: { ...none, minPriceCents: 0 } };
        expect(await engine.search(viewer, lister), `node ${id}`).toEqual(await engine.search(viewer, matched));
      }
    };
    await compare();
    const product = await someProduct();
    const leaf = await one<{ id: number }>(`select id from web_nodes where level = 3 order by id desc limit 1`);
    await t.pool.query(`insert into product_web_nodes (product_id, web_node_id, sort_order) values ($1, $2, 1)`, [product.id, leaf.id]);
    await t.pool.query(
      `update products set publication_codes = '{A}', brand_id = null where id = (select min(id) from products where is_active)`,
    );
    await t.pool.query(`update products set tags = '{"dier": ["Vis"]}' where id = $1`, [product.id]);
    await t.pool.query(`delete from products where id = (select max(id) from products where is_active and is_viewable)`);
    // Moving a subtree changes which listers hold its products.
    const moved = await one<{ id: number; url: string }>(`select id, url from web_nodes where level = 2 order by id limit 1`);
    const target = await one<{ url: string }>(`select url from web_nodes where level = 1 and $1 not like url || '/%' order by id limit 1`, [
      moved.url,
    ]);
    await t.pool.query(`update web_nodes set url = $2 || substr(url, length($1) + 1) where url = $1 or url like $1 || '/%'`, [
      moved.url,
      `${target.url}/verplaatst`,
    ]);
    await compare();
  });
});
