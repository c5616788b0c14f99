/**
 * The cart's revision triggers on the real PostgreSQL (migrations 0018_checkout_speed, 0020_promotions and
 * 0027_cart_static_triggers): every statement that writes rows of a cart's lines, checkout choices or codes, or the
 * customer's addresses or row, bumps that cart's revision by one, in the statement's transaction, and no other cart's.
 * The cart cache keys on it and `writeCartLinesAt` counts on one bump per trigger that saw rows (decision 0022).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/index.ts';

let database: TestDatabase;
let customerA: number;
let customerB: number;
let cartA: number;
let cartB: number;
let productIds: number[];

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await database.pool.query(text, values)).rows as T[];
}

async function revisions(): Promise<[number, number]> {
  const rows = await query<{ id: number; revision: string }>('select id, revision from carts where id = any($1)', [[cartA, cartB]]);
  const of = (id: number) => Number(rows.find((row) => row.id === id)!.revision);
  return [of(cartA), of(cartB)];
}

/** The bumps of carts A and B by one statement. */
async function bumpsOf(text: string, values: unknown[] = []): Promise<[number, number]> {
  const [a, b] = await revisions();
  await query(text, values);
  const [a2, b2] = await revisions();
  return [a2 - a, b2 - b];
}

beforeAll(async () => {
  database = await createTestDatabase();
  [customerA, customerB] = (await query<{ id: number }>('select id from customers order by id limit 2')).map((row) => row.id) as [
    number,
    number,
  ];
  const carts = await query<{ id: number; customer_id: number }>(
    `insert into carts (customer_id) values ($1), ($2)
       on conflict (customer_id) do update set updated_at = carts.updated_at returning id, customer_id`,
    [customerA, customerB],
  );
  cartA = carts.find((row) => row.customer_id === customerA)!.id;
  cartB = carts.find((row) => row.customer_id === customerB)!.id;
  await query('delete from cart_lines where cart_id = any($1)', [[cartA, cartB]]);
  productIds = (await query<{ id: number }>('select id from products order by id limit 3')).map((row) => row.id);
});
afterAll(() => database.close());

describe('the cart revision triggers', () => {
  it('bump a cart once per statement on its lines that saw rows, and no other cart', async () => {
    const [p1, p2, p3] = productIds as [number, number, number];
    expect(
      await bumpsOf('insert into cart_lines (cart_id, product_id, quantity) values ($1, $2, 1), ($1, $3, 1)', [cartA, p1, p2]),
    ).toEqual([1, 0]);
    expect(await bumpsOf('update cart_lines set quantity = quantity + 1 where cart_id = $1', [cartA])).toEqual([1, 0]);
    // An upsert that inserts one line and updates another: both statement triggers saw rows.
    expect(
      await bumpsOf(
        `insert into cart_lines (cart_id, product_id, quantity) values ($1, $2, 5), ($1, $3, 5)
           on conflict (cart_id, product_id) do update set quantity = excluded.quantity`,
        [cartA, p1, p3],
      ),
    ).toEqual([2, 0]);
    // An upsert that only updates, and statements that touch no row: only the triggers that saw rows count.
    expect(
      await bumpsOf(
        `insert into cart_lines (cart_id, product_id, quantity) values ($1, $2, 6)
           on conflict (cart_id, product_id) do update set quantity = excluded.quantity`,
        [cartA, p1],
      ),
    ).toEqual([1, 0]);
    expect(await bumpsOf('delete from cart_lines where cart_id = $1 and product_id = any($2)', [cartA, []])).toEqual([0, 0]);
    expect(await bumpsOf('update cart_lines set quantity = 1 where false')).toEqual([0, 0]);
    expect(await bumpsOf('delete from cart_lines where cart_id = $1 and product_id = $2', [cartA, p3])).toEqual([1, 0]);
    // One statement over two carts bumps each once, however many of its rows it touched.
    expect(
      await bumpsOf('insert into cart_lines (cart_id, product_id, quantity) values ($1, $3, 1), ($2, $3, 1), ($2, $4, 1)', [
        cartA,
        cartB,
        p3,
        p1,
      ]),
    ).toEqual([1, 1]);
    expect(await bumpsOf('delete from cart_lines where cart_id = any($1)', [[cartA, cartB]])).toEqual([1, 1]);
  });

  it('bump the cart for its checkout choices and codes', async () => {
    expect(await bumpsOf('insert into checkout_sessions (cart_id) values ($1)', [cartB])).toEqual([0, 1]);
    expect(await bumpsOf(`update checkout_sessions set remark = 'bel aan' where cart_id = $1`, [cartB])).toEqual([0, 1]);
    expect(await bumpsOf('delete from checkout_sessions where cart_id = $1', [cartB])).toEqual([0, 1]);
    const [coupon] = await query<{ id: number }>('select id from coupons order by id limit 1');
    expect(await bumpsOf('insert into cart_codes (cart_id, coupon_id) values ($1, $2)', [cartA, coupon!.id])).toEqual([1, 0]);
    expect(await bumpsOf('update cart_codes set created_at = now() where cart_id = $1', [cartA])).toEqual([1, 0]);
    expect(await bumpsOf('delete from cart_codes where cart_id = $1', [cartA])).toEqual([1, 0]);
  });

  it('bump the cart of the customer whose addresses or row change', async () => {
    const address = `insert into addresses (customer_id, type, street, house_number, postal_code, city)
      values ($1, 'Delivery', 'Dorpsstraat', '1', '1234 AB', 'Ergens')`;
    expect(await bumpsOf(address, [customerA])).toEqual([1, 0]);
    expect(await bumpsOf(`update addresses set city = 'Elders' where customer_id = $1 and street = 'Dorpsstraat'`, [customerA])).toEqual([
      1, 0,
    ]);
    expect(await bumpsOf(`delete from addresses where customer_id = $1 and street = 'Dorpsstraat'`, [customerA])).toEqual([1, 0]);
    expect(await bumpsOf('update customers set bonus_points = bonus_points where id = $1', [customerB])).toEqual([0, 1]);
    expect(await bumpsOf('update customers set bonus_points = bonus_points where id = any($1)', [[customerA, customerB]])).toEqual([1, 1]);
  });

  it('bump within the writing transaction: a rollback takes the bump back with the rows', async () => {
    const [before] = await revisions();
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      await client.query('insert into cart_lines (cart_id, product_id, quantity) values ($1, $2, 1)', [cartA, productIds[0]]);
      const { rows } = await client.query<{ revision: string }>('select revision from carts where id = $1', [cartA]);
      expect(Number(rows[0]!.revision)).toBe(before + 1);
      await client.query('rollback');
    } finally {
      client.release();
    }
    expect((await revisions())[0]).toBe(before);
  });

  it('are static SQL, planned once per session, and refuse arguments they do not know', async () => {
    // EXECUTE format(…) was parsed and planned on every statement (0027_cart_static_triggers).
    const [fn] = await query<{ src: string }>(`select prosrc as src from pg_proc where proname = 'toonbank_cart_changed'`);
    expect(fn!.src).not.toMatch(/\bEXECUTE\b/i);
    await query('create table cart_things (cart_id integer)');
    await query(
      `create trigger cart_things_changed after insert on cart_things referencing new table as new_rows
         for each statement execute function toonbank_cart_changed('cart_id', 'id')`,
    );
    await expect(query('insert into cart_things values (1)')).rejects.toThrow(/unknown arguments \(cart_id, id\) on cart_things/);
  });
});
