/**
 * One update of the cart row per cart batch (migration 0028_cart_row_once, decision 0022): the compare-and-set
 * (`writeCartLinesAt`) leaves `updated_at` to the lines' triggers, which set it in the same UPDATE as the revision bump,
 * and sets it itself only when no line was deleted or written. Counted with a row trigger on `carts` in this test's own
 * database.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartRevision } from './revisions.ts';
import { writeCartLinesAt } from './cart.ts';
import { createTestDatabase, type TestDatabase } from '../testing/index.ts';

let database: TestDatabase;
let cartId: number;
let productIds: number[];

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await database.pool.query(text, values)).rows as T[];
}

async function at(): Promise<CartRevision> {
  const [row] = await query<{ revision: string; catalogue: string; stock: string; content: string }>(
    `select revision, (select sum(revision) from catalogue_revision) as catalogue,
       (select sum(revision) from stock_revision) as stock, (select revision from content_revision where id = 1) as content
     from carts where id = $1`,
    [cartId],
  );
  return {
    cartId,
    revision: Number(row!.revision),
    catalogue: Number(row!.catalogue),
    stock: Number(row!.stock),
    content: Number(row!.content),
  };
}

async function cartUpdates(): Promise<number> {
  const [row] = await query<{ updates: number }>('select updates from cart_row_updates where cart_id = $1', [cartId]);
  return row?.updates ?? 0;
}

async function updatedAt(): Promise<Date> {
  const [row] = await query<{ updated_at: Date }>('select updated_at from carts where id = $1', [cartId]);
  return row!.updated_at;
}

async function existing(): Promise<Set<number>> {
  const rows = await query<{ product_id: number }>('select product_id from cart_lines where cart_id = $1', [cartId]);
  return new Set(rows.map((row) => row.product_id));
}

beforeAll(async () => {
  database = await createTestDatabase();
  const [customer] = await query<{ id: number }>('select id from customers order by id limit 1');
  const [cart] = await query<{ id: number }>(
    `insert into carts (customer_id) values ($1) on conflict (customer_id) do update set updated_at = carts.updated_at returning id`,
    [customer!.id],
  );
  cartId = cart!.id;
  productIds = (await query<{ id: number }>('select id from products order by id limit 12')).map((row) => row.id);
  await query(`
    create table cart_row_updates (cart_id int primary key, updates int not null);
    create function count_cart_row_update() returns trigger language plpgsql as $$
    begin
      insert into cart_row_updates values (new.id, 1) on conflict (cart_id) do update set updates = cart_row_updates.updates + 1;
      return null;
    end $$;
    create trigger count_cart_row_update after update on carts for each row execute function count_cart_row_update();`);
});
afterAll(() => database.close());

beforeEach(async () => {
  await query('delete from cart_lines where cart_id = $1', [cartId]);
  await query(`insert into cart_lines (cart_id, product_id, quantity) select $1, unnest($2::int[]), 1`, [cartId, productIds.slice(0, 5)]);
  await query(`update carts set updated_at = now() - interval '1 day' where id = $1`, [cartId]);
  await query('delete from cart_row_updates');
});

describe('a cart batch (compare and set)', () => {
  it('updates the cart row once: the revision bumps once and updated_at moves', async () => {
    const before = await at();
    const old = await updatedAt();
    const writes = productIds.slice(0, 5).map((productId) => ({ productId, quantity: 3 }));
    const result = await writeCartLinesAt(database.db, before, writes, await existing());
    expect(result?.revision).toBe(before.revision + 1);
    expect((await at()).revision).toBe(before.revision + 1);
    expect(await cartUpdates()).toBe(1);
    expect((await updatedAt()).getTime()).toBeGreaterThan(old.getTime() + 3_600_000);
  });

  it('updates the row once per trigger that saw rows when lines are removed, added and changed', async () => {
    const before = await at();
    const [p0, p1] = productIds as [number, number];
    const writes = [
      { productId: p0, quantity: 0 },
      { productId: p1, quantity: 4 },
      { productId: productIds[8]!, quantity: 2 },
    ];
    const result = await writeCartLinesAt(database.db, before, writes, await existing());
    expect(result?.revision).toBe(before.revision + 3);
    expect((await at()).revision).toBe(before.revision + 3);
    expect(await cartUpdates()).toBe(3); // before migration 0028: 4 (the statement's updated_at besides)
  });

  it('still moves updated_at, once and without a bump, when the batch removes nothing that was there', async () => {
    const before = await at();
    const old = await updatedAt();
    const result = await writeCartLinesAt(database.db, before, [{ productId: productIds[10]!, quantity: 0 }], await existing());
    expect(result?.revision).toBe(before.revision);
    expect((await at()).revision).toBe(before.revision);
    expect(await cartUpdates()).toBe(1);
    expect((await updatedAt()).getTime()).toBeGreaterThan(old.getTime() + 3_600_000);
  });

  it('refuses a stale revision and changes nothing', async () => {
    const before = await at();
    const old = await updatedAt();
    const stale = { ...before, revision: before.revision - 1 };
    const result = await writeCartLinesAt(database.db, stale, [{ productId: productIds[0]!, quantity: 9 }], await existing());
    expect(result).toBeNull();
    expect(await at()).toEqual(before);
    expect(await cartUpdates()).toBe(0);
    expect((await updatedAt()).getTime()).toBe(old.getTime());
    const [line] = await query<{ quantity: number }>('select quantity from cart_lines where cart_id = $1 and product_id = $2', [
      cartId,
      productIds[0],
    ]);
    expect(line!.quantity).toBe(1);
  });

  it('serialises 10 parallel batches on one cart: one wins per revision, all end applied, one row update each', async () => {
    const before = await at();
    const first = await Promise.all(
      productIds
        .slice(0, 10)
        .map(async (productId, i) => writeCartLinesAt(database.db, before, [{ productId, quantity: i + 2 }], new Set())),
    );
    expect(first.filter((result) => result !== null)).toHaveLength(1);
    // Each batch that lost retries on the cart as it is now, until it wins (as the cart service falls back to the lock).
    await Promise.all(
      productIds.slice(0, 10).map(async (productId, i) => {
        if (first[i] !== null) return;
        for (;;) {
          const result = await writeCartLinesAt(database.db, await at(), [{ productId, quantity: i + 2 }], await existing());
          if (result) return;
        }
      }),
    );
    const lines = await query<{ product_id: number; quantity: number }>(
      'select product_id, quantity from cart_lines where cart_id = $1 order by product_id',
      [cartId],
    );
    expect(lines.map((line) => line.quantity)).toEqual(productIds.slice(0, 10).map((_, i) => i + 2));
    // Ten winning batches, each one insert or one update: ten bumps and ten updates of the cart row.
    expect((await at()).revision).toBe(before.revision + 10);
    expect(await cartUpdates()).toBe(10);
  });
});
