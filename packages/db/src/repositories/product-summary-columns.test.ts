import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/index.ts';

/**
 * `products.front_image_url` and `products.visible_ratings` (migration 0029, decision 0020) against what the summaries'
 * subqueries computed from the tables before they became columns, after every kind of write to product_images and
 * product_reviews: inserts, updates of an image's order/kind and url, a review's visibility, rating and moment, rows
 * moved to another product, deletes, several products in one statement, and random sequences of all of them.
 */
let t: TestDatabase;
let ids: number[];

/** The old subqueries' values of every product whose columns differ from them (none when the triggers are right). */
async function drift(): Promise<{ id: number; column: string | null; computed: string | null }[]> {
  const { rows } = await t.pool.query<{ id: number; column: string | null; computed: string | null }>(
    `select p.id, p.front_image_url || ' ' || p.visible_ratings::text as "column", c.url || ' ' || c.ratings::text as computed
       from products p
      cross join lateral (
        select (select i.url from product_images i where i.product_id = p.id
                 order by case when i.type = 'Front' then 0 else 1 end, i.id limit 1) as url,
               coalesce((select array_agg(r.rating order by r.created_at, r.id) from product_reviews r
                          where r.product_id = p.id and r.is_visible), '{}') as ratings) c
      where p.front_image_url is distinct from c.url or p.visible_ratings is distinct from c.ratings
      order by p.id`,
  );
  return rows;
}

/** The sum of the catalogue revision's slots (each write bumps one slot once). */
async function revision(): Promise<number> {
  const { rows } = await t.pool.query<{ sum: string }>(`select sum(revision) as sum from catalogue_revision`);
  return Number(rows[0]!.sum);
}

async function columns(id: number): Promise<{ url: string | null; ratings: number[] }> {
  const { rows } = await t.pool.query<{ url: string | null; ratings: number[] }>(
    `select front_image_url as url, visible_ratings as ratings from products where id = $1`,
    [id],
  );
  return rows[0]!;
}

async function image(productId: number, url: string, type: string): Promise<number> {
  const { rows } = await t.pool.query<{ id: number }>(
    `insert into product_images (product_id, url, type) values ($1, $2, $3) returning id`,
    [productId, url, type],
  );
  return rows[0]!.id;
}

async function review(productId: number, rating: number, isVisible: boolean, createdAt = new Date()): Promise<number> {
  const { rows } = await t.pool.query<{ id: number }>(
    `insert into product_reviews (product_id, rating, content, first_name, is_visible, created_at)
     values ($1, $2, 'Test', 'Test', $3, $4) returning id`,
    [productId, rating, isVisible, createdAt],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  t = await createTestDatabase();
  const { rows } = await t.pool.query<{ id: number }>(`select id from products order by id limit 12`);
  ids = rows.map((row) => row.id);
});

afterAll(async () => {
  await t?.close();
});

describe('the front image and visible ratings columns', () => {
  it('hold what the subqueries compute for every seeded product, and the seed has images and visible reviews', async () => {
    expect(await drift()).toEqual([]);
    const { rows } = await t.pool.query<{ images: string; rated: string }>(
      `select count(*) filter (where front_image_url is not null) as images,
              count(*) filter (where cardinality(visible_ratings) > 0) as rated from products`,
    );
    expect(Number(rows[0]!.images)).toBeGreaterThan(0);
    expect(Number(rows[0]!.rated)).toBeGreaterThan(0);
  });

  it('follow an image inserted, reordered, renamed, moved and deleted', async () => {
    const [a, b] = [ids[0]!, ids[1]!];
    await t.pool.query(`delete from product_images where product_id = any($1::int[])`, [[a, b]]);
    expect((await columns(a)).url).toBeNull();
    const standard = await image(a, '/images/test/a-standard.jpg', 'Standard');
    expect((await columns(a)).url).toBe('/images/test/a-standard.jpg');
    await image(a, '/images/test/a-standard2.jpg', 'Standard2');
    expect((await columns(a)).url).toBe('/images/test/a-standard.jpg');
    const front = await image(a, '/images/test/a-front.jpg', 'Front');
    expect((await columns(a)).url).toBe('/images/test/a-front.jpg');
    await t.pool.query(`update product_images set type = 'Standard3' where id = $1`, [front]);
    expect((await columns(a)).url).toBe('/images/test/a-standard.jpg');
    await t.pool.query(`update product_images set type = 'Front' where id = $1`, [front]);
    await t.pool.query(`update product_images set url = '/images/test/a-front-2.jpg' where id = $1`, [front]);
    expect((await columns(a)).url).toBe('/images/test/a-front-2.jpg');
    await t.pool.query(`update product_images set product_id = $2 where id = $1`, [front, b]);
    expect((await columns(a)).url).toBe('/images/test/a-standard.jpg');
    expect((await columns(b)).url).toBe('/images/test/a-front-2.jpg');
    await t.pool.query(`delete from product_images where id = $1`, [standard]);
    expect((await columns(a)).url).toBe('/images/test/a-standard2.jpg');
    await t.pool.query(`delete from product_images where product_id = any($1::int[])`, [[a, b]]);
    expect(await columns(a)).toMatchObject({ url: null });
    expect(await columns(b)).toMatchObject({ url: null });
    expect(await drift()).toEqual([]);
  });

  it('follow a review written, shown, hidden, re-rated, moved in time and to another product, and deleted', async () => {
    const [a, b] = [ids[2]!, ids[3]!];
    await t.pool.query(`delete from product_reviews where product_id = any($1::int[])`, [[a, b]]);
    expect((await columns(a)).ratings).toEqual([]);
    const hidden = await review(a, 2, false, new Date('2026-01-02T00:00:00Z'));
    expect((await columns(a)).ratings).toEqual([]);
    const shown = await review(a, 5, true, new Date('2026-01-03T00:00:00Z'));
    expect((await columns(a)).ratings).toEqual([5]);
    await t.pool.query(`update product_reviews set is_visible = true where id = $1`, [hidden]);
    expect((await columns(a)).ratings).toEqual([2, 5]);
    await t.pool.query(`update product_reviews set rating = 4 where id = $1`, [hidden]);
    expect((await columns(a)).ratings).toEqual([4, 5]);
    await t.pool.query(`update product_reviews set created_at = '2026-01-04T00:00:00Z' where id = $1`, [hidden]);
    expect((await columns(a)).ratings).toEqual([5, 4]);
    await t.pool.query(`update product_reviews set is_visible = false where id = $1`, [shown]);
    expect((await columns(a)).ratings).toEqual([4]);
    await t.pool.query(`update product_reviews set product_id = $2 where id = $1`, [hidden, b]);
    expect((await columns(a)).ratings).toEqual([]);
    expect((await columns(b)).ratings).toEqual([4]);
    await t.pool.query(`delete from product_reviews where id = $1`, [hidden]);
    expect((await columns(b)).ratings).toEqual([]);
    expect(await drift()).toEqual([]);
  });

  it('follow statements over several products at once', async () => {
    const group = ids.slice(4, 8);
    await t.pool.query(
      `insert into product_images (product_id, url, type) select id, '/images/test/many-' || id || '.jpg', 'Front' from unnest($1::int[]) id`,
      [group],
    );
    await t.pool.query(
      `insert into product_reviews (product_id, rating, content, first_name, is_visible)
       select id, 1 + id % 5, 'Test', 'Test', id % 2 = 0 from unnest($1::int[]) id`,
      [group],
    );
    expect(await drift()).toEqual([]);
    await t.pool.query(`update product_reviews set is_visible = not is_visible where product_id = any($1::int[])`, [group]);
    await t.pool.query(`update product_images set type = 'Standard9' where product_id = any($1::int[]) and type = 'Front'`, [group]);
    expect(await drift()).toEqual([]);
    await t.pool.query(`delete from product_reviews where product_id = any($1::int[])`, [group]);
    await t.pool.query(`delete from product_images where product_id = any($1::int[])`, [group]);
    expect(await drift()).toEqual([]);
  });

  it('leave the catalogue revision bumped once per write to images and reviews, and unbumped by nothing changed', async () => {
    const a = ids[8]!;
    let before = await revision();
    await image(a, '/images/test/revision.jpg', 'Front');
    expect(await revision()).toBe(before + 1);
    before = await revision();
    const id = await review(a, 3, true);
    expect(await revision()).toBe(before + 1);
    before = await revision();
    await t.pool.query(`update product_reviews set content = 'Anders' where id = $1`, [id]);
    expect(await revision()).toBe(before + 1);
    // An update of products that sets the columns to what they are already (a no-op for the triggers) is an update of
    // products like any other; one that changes a description still bumps the revision.
    before = await revision();
    await t.pool.query(`update products set description = description || ' ' where id = $1`, [a]);
    expect(await revision()).toBe(before + 1);
    expect(await drift()).toEqual([]);
  });

  it('stay equal to the subqueries after any sequence of writes to images and reviews', async () => {
    const pool = ids.slice(9, 12);
    const product = fc.constantFrom(...pool);
    const write = fc.oneof(
      fc.record({ kind: fc.constant('insertImage' as const), product, front: fc.boolean(), n: fc.nat(99) }),
      fc.record({ kind: fc.constant('retypeImage' as const), front: fc.boolean(), pick: fc.nat() }),
      fc.record({ kind: fc.constant('moveImage' as const), product, pick: fc.nat() }),
      fc.record({ kind: fc.constant('deleteImage' as const), pick: fc.nat() }),
      fc.record({
        kind: fc.constant('insertReview' as const),
        product,
        rating: fc.integer({ min: 1, max: 5 }),
        visible: fc.boolean(),
        day: fc.nat(5),
      }),
      fc.record({ kind: fc.constant('toggleReview' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('rateReview' as const), rating: fc.integer({ min: 1, max: 5 }), pick: fc.nat() }),
      fc.record({ kind: fc.constant('redateReview' as const), day: fc.nat(5), pick: fc.nat() }),
      fc.record({ kind: fc.constant('moveReview' as const), product, pick: fc.nat() }),
      fc.record({ kind: fc.constant('deleteReview' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('clearProduct' as const), product }),
    );
    /** The id of the pick-th row of `table` among the pool's products (null: none). */
    const picked = async (table: string, pick: number): Promise<number | null> => {
      const { rows } = await t.pool.query<{ id: number }>(`select id from ${table} where product_id = any($1::int[]) order by id`, [pool]);
      return rows.length === 0 ? null : rows[pick % rows.length]!.id;
    };
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 12 }), async (writes) => {
        for (const w of writes) {
          switch (w.kind) {
            case 'insertImage':
              await image(w.product, `/images/test/p${w.n}.jpg`, w.front ? 'Front' : `Standard${w.n % 3}`);
              break;
            case 'retypeImage': {
              const id = await picked('product_images', w.pick);
              if (id) await t.pool.query(`update product_images set type = $2 where id = $1`, [id, w.front ? 'Front' : 'Standard']);
              break;
            }
            case 'moveImage': {
              const id = await picked('product_images', w.pick);
              if (id) await t.pool.query(`update product_images set product_id = $2 where id = $1`, [id, w.product]);
              break;
            }
            case 'deleteImage': {
              const id = await picked('product_images', w.pick);
              if (id) await t.pool.query(`delete from product_images where id = $1`, [id]);
              break;
            }
            case 'insertReview':
              await review(w.product, w.rating, w.visible, day(w.day));
              break;
            case 'toggleReview': {
              const id = await picked('product_reviews', w.pick);
              if (id) await t.pool.query(`update product_reviews set is_visible = not is_visible where id = $1`, [id]);
              break;
            }
            case 'rateReview': {
              const id = await picked('product_reviews', w.pick);
              if (id) await t.pool.query(`update product_reviews set rating = $2 where id = $1`, [id, w.rating]);
              break;
            }
            case 'redateReview': {
              const id = await picked('product_reviews', w.pick);
              if (id) await t.pool.query(`update product_reviews set created_at = $2 where id = $1`, [id, day(w.day)]);
              break;
            }
            case 'moveReview': {
              const id = await picked('product_reviews', w.pick);
              if (id) await t.pool.query(`update product_reviews set product_id = $2 where id = $1`, [id, w.product]);
              break;
            }
            case 'deleteReview': {
              const id = await picked('product_reviews', w.pick);
              if (id) await t.pool.query(`delete from product_reviews where id = $1`, [id]);
              break;
            }
            case 'clearProduct':
              await t.pool.query(`delete from product_images where product_id = $1`, [w.product]);
              await t.pool.query(`delete from product_reviews where product_id = $1`, [w.product]);
              break;
          }
        }
        expect(await drift()).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
