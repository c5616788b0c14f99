/**
 * Integrity of the confirm on the real PostgreSQL: 100 customers confirm at once for a product with 10 in stock.
 * Exactly 10 are sold; every other confirm gets a clear 'not enough stock' reason; no deadlock, no 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, sessionTokenFor, type TestApi } from '../../testing.ts';

let t: TestApi;
let product = 0;
const CUSTOMERS = 100;
const STOCK = 10;
const tokens: string[] = [];

const query = <T>(sql: string, params?: unknown[]) => t.query<T>(sql, params);

beforeAll(async () => {
  t = await createTestApi();
  t.deps.now = () => new Date('2026-11-24T14:00:00+01:00');
  const [picked] = await query<{ id: number }>(
    `select id from products where is_active and is_viewable and is_orderable and not is_virtual and type = 'Product'
       and 'B' = any(publication_codes) and max_in_cart is null and purchase_unit_factor = 1 and stock_quantity >= ${STOCK}
       and exists (select 1 from product_web_nodes w where w.product_id = products.id) order by id limit 1`,
  );
  product = picked!.id;
  const hash = (await query<{ password_hash: string }>(`select password_hash from users where email = 'particulier@toonbank.nl'`))[0]!
    .password_hash;
  const created = await query<{ user_id: number; customer_id: number; email: string }>(
    `with c as (
       insert into customers (number, email, first_name, last_name, gender)
       select 'LOAD-' || n, 'load' || n || '@example.nl', 'Klant', 'Nummer ' || n, 'Female' from generate_series(1, ${CUSTOMERS}) n
       returning id, email),
     a as (insert into addresses (customer_id, type, street, house_number, postal_code, city) select id, 'Default', 'Oudegracht', '1', '3511 AB', 'Utrecht' from c)
     insert into users (email, password_hash, first_name, last_name, customer_id) select email, $1, 'Klant', 'Load', id from c
     returning id as user_id, customer_id, email`,
    [hash],
  );
  for (const row of created) {
    tokens.push(
      await sessionTokenFor(t, {
        id: row.user_id,
        email: row.email,
        firstName: 'Klant',
        middleName: '',
        lastName: 'Load',
        language: 'nl',
        role: 'customer',
        customerId: row.customer_id,
        impersonatedCustomerId: null,
        impersonatedCompanyName: null,
      }),
    );
  }
  // Each customer: one piece in the cart, home delivery, iDEAL with a bank, terms accepted.
  for (const token of tokens) {
    for (const [path, json] of [
      ['/api/aspos/cart/lines/batch', { changes: [{ action: 1, productId: product, quantity: 1 }] }],
      ['/api/aspos/cart/delivery', { method: 'CustomerAddress' }],
      ['/api/aspos/cart/payment', { method: 'ideal', data: { issuer: 'ING' } }],
      ['/api/aspos/cart/customer', { isAccept: true }],
    ] as const) {
      const response = await t.request(path, { token, json });
      expect(response.status, path).toBe(200);
    }
  }
  await query('update products set stock_quantity = $2 where id = $1', [product, STOCK]);
}, 120_000);
afterAll(() => t.close());

describe('100 concurrent confirms for 10 in stock', () => {
  it('sells exactly 10; the others get NOT_ENOUGH_STOCK; no deadlock or 5xx', async () => {
    const responses = await Promise.all(tokens.map((token) => t.request('/api/aspos/cart/confirm', { token, json: {} })));
    const bodies = await Promise.all(
      responses.map(async (r) => ({
        status: r.status,
        body: (await r.json()) as { ReasonCode: string | null; Message: string | null; OrderNumber: string | null },
      })),
    );
    const statuses = bodies.map((b) => b.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    const sold = bodies.filter((b) => b.status === 200);
    const refused = bodies.filter((b) => b.status !== 200);
    expect(sold).toHaveLength(STOCK);
    expect(refused).toHaveLength(CUSTOMERS - STOCK);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(r.body.ReasonCode).toBe('NOT_ENOUGH_STOCK');
      expect(r.body.Message).toBe('Er is niet genoeg voorraad meer van een of meer producten. Pas je winkelwagen aan.');
    }
    expect(new Set(sold.map((s) => s.body.OrderNumber)).size).toBe(STOCK);
    const [stock] = await query<{ stock_quantity: number }>('select stock_quantity from products where id = $1', [product]);
    expect(stock!.stock_quantity).toBe(0);
    const [counts] = await query<{ orders: string; reserved: string }>(
      `select (select count(*) from orders where created_at > now() - interval '1 hour') as orders, (select coalesce(sum(quantity), 0) from stock_reservations where product_id = $1 and released_at is null) as reserved`,
      [product],
    );
    expect(Number(counts!.orders)).toBe(STOCK);
    expect(Number(counts!.reserved)).toBe(STOCK);
  }, 120_000);
});
