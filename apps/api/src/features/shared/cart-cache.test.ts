/**
 * The cart cache (issue 11) on the real PostgreSQL: GET cart is computed once per revision of what it shows, and every
 * change is seen by the next GET: a cart write (through the API or in the database), a checkout choice, an address, the
 * customer, a price or stock change, a dated discount that starts or ends (only the clock moves), a settings change.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countingStatements, createTestApi, type TestApi } from '../../testing.ts';
import type { CheckoutCart } from './cart.schemas.ts';

let t: TestApi;
let clock = new Date();
let lotte: string;
let lotteId: number;
let product: Product;
let product2: Product;

type Product = { id: number; list_price_incl_cents: number };

const query = <T>(sql: string, params?: unknown[]) => t.query<T>(sql, params);

async function getCart(): Promise<CheckoutCart> {
  const response = await t.request('/api/aspos/cart', { token: lotte });
  expect(response.status).toBe(200);
  return ((await response.json()) as { Data: CheckoutCart }).Data;
}

async function post(path: string, json: unknown): Promise<void> {
  const response = await t.request(path, { token: lotte, json });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** The SQL a call sends (watched, not mocked: every statement still runs). */
const statementsOf = async (call: () => Promise<unknown>) => (await countingStatements(call)).statements;

beforeAll(async () => {
  t = await createTestApi({ now: () => clock });
  lotte = await t.login('particulier@toonbank.nl');
  lotteId = (await query<{ id: number }>(`select id from customers where email = 'particulier@toonbank.nl'`))[0]!.id;
  const picked = await query<Product>(
    `select id, list_price_incl_cents from products where is_active and is_viewable and is_orderable and not is_virtual and type = 'Product'
       and 'B' = any(publication_codes) and stock_quantity >= 100 and max_in_cart is null and purchase_unit_factor = 1
       and list_price_incl_cents between 500 and 2000 and exists (select 1 from product_web_nodes w where w.product_id = products.id)
       and not exists (select 1 from discount_products d where d.product_id = products.id)
       and not exists (select 1 from product_price_levels l where l.product_id = products.id)
     order by id limit 2`,
  );
  [product, product2] = [picked[0]!, picked[1]!];
});
afterAll(() => t.close());
beforeEach(async () => {
  // A working Tuesday afternoon; two pieces of one product in the cart, no checkout choices.
  clock = new Date('2026-11-24T14:00:00+01:00');
  await query('delete from checkout_sessions where cart_id in (select id from carts where customer_id = $1)', [lotteId]);
  await post('/api/aspos/cart/lines/batch', {
    changes: [
      { action: 3, productId: product2.id, quantity: 0 },
      { action: 2, productId: product.id, quantity: 2 },
    ],
  });
});

describe('GET cart from the cache', () => {
  it('answers a repeated GET without reading the cart, its products or its prices again', async () => {
    const first = await getCart();
    const statements = await statementsOf(async () => expect(await getCart()).toEqual(first));
    expect(statements.filter((s) => /cart_lines|products|discount|checkout_sessions|addresses/.test(s))).toEqual([]);
    expect(statements.length).toBeLessThanOrEqual(2); // the cache key (and at most the session check)
  });

  it('sees a cart write through the API and one made in the database', async () => {
    await getCart();
    await post('/api/aspos/cart/lines/batch', { changes: [{ action: 1, productId: product2.id, quantity: 1 }] });
    expect((await getCart()).CartLines.map((l) => [l.ProductId, l.Quantity])).toEqual([
      [product.id, 2],
      [product2.id, 1],
    ]);
    await query('update cart_lines set quantity = 5 where product_id = $1 and cart_id = (select id from carts where customer_id = $2)', [
      product.id,
      lotteId,
    ]);
    expect((await getCart()).CartLines[0]!.Quantity).toBe(5);
  });

  it('sees a checkout choice, a changed address and a changed customer', async () => {
    await getCart();
    await post('/api/aspos/cart/customer', { remark: 'Bel aan' });
    expect((await getCart()).Remark).toBe('Bel aan');
    await post('/api/aspos/cart/delivery', { method: 'CustomerAddress' });
    const city = (await getCart()).DeliveryAddress?.City;
    expect(city).toBeTruthy();
    await query('update addresses set city = $2 where customer_id = $1', [lotteId, 'Amersfoort']);
    expect((await getCart()).DeliveryAddress?.City).toBe('Amersfoort');
    await query('update addresses set city = $2 where customer_id = $1', [lotteId, city]);
    // The customer no longer sees the product (other publication codes): the line becomes invalid.
    const [{ publication_code: codes } = { publication_code: 'B' }] = await query<{ publication_code: string }>(
      'select publication_code from customers where id = $1',
      [lotteId],
    );
    try {
      await query(`update customers set publication_code = 'Z' where id = $1`, [lotteId]);
      expect((await getCart()).CartLines[0]!.IsValid).toBe(false);
    } finally {
      await query('update customers set publication_code = $2 where id = $1', [lotteId, codes]);
    }
    expect((await getCart()).CartLines[0]!.IsValid).toBe(true);
  });

  it('sees a price and a stock change made in the database', async () => {
    expect((await getCart()).CartLines[0]!.PriceInclTax).toBe(product.list_price_incl_cents / 100);
    try {
      await query('update products set list_price_incl_cents = list_price_incl_cents + 100 where id = $1', [product.id]);
      const line = (await getCart()).CartLines[0]!;
      expect(line.PriceInclTax).toBe((product.list_price_incl_cents + 100) / 100);
      expect(line.PriceChanged).toBe(true);
    } finally {
      await query('update products set list_price_incl_cents = $2 where id = $1', [product.id, product.list_price_incl_cents]);
    }
    const [{ stock_quantity: stock } = { stock_quantity: 0 }] = await query<{ stock_quantity: number }>(
      'select stock_quantity from products where id = $1',
      [product.id],
    );
    try {
      await query('update products set stock_quantity = 1 where id = $1', [product.id]);
      const lowered = await getCart();
      expect(lowered.CartLines[0]!.Quantity).toBe(1);
      expect(lowered.Warnings.map((w) => w.Code)).toEqual(['OVER_STOCK']);
      // The warning is said once: the read lowered the line.
      const again = await getCart();
      expect(again.CartLines[0]!.Quantity).toBe(1);
      expect(again.Warnings).toEqual([]);
    } finally {
      await query('update products set stock_quantity = $2 where id = $1', [product.id, stock]);
    }
  });

  it('sees a dated discount start and end, and the delivery promise move, by the clock alone', async () => {
    const list = product.list_price_incl_cents / 100;
    const [discount] = await query<{ id: number }>(
      `insert into discounts (name, flyer_code, percentage, start_date, end_date) values ('Cachekorting', 'CACHE', 20, $1, $2) returning id`,
      [new Date(clock.getTime() + 3_600_000).toISOString(), new Date(clock.getTime() + 3 * 3_600_000).toISOString()],
    );
    await query('insert into discount_products (discount_id, product_id) values ($1, $2)', [discount!.id, product.id]);
    try {
      const before = await getCart();
      expect(before.CartLines[0]!.PriceInclTax).toBe(list);
      expect(before.DeliveryPromise).toEqual({ Date: '2026-11-25', IsTomorrow: true, Cutoff: '22:00' });
      clock = new Date(clock.getTime() + 2 * 3_600_000); // 16:00: the discount has begun
      expect((await getCart()).CartLines[0]!.PriceInclTax).toBe(Math.round(product.list_price_incl_cents * 0.8) / 100);
      clock = new Date(clock.getTime() + 7 * 3_600_000); // 23:00: the discount has ended, and the cutoff passed
      const after = await getCart();
      expect(after.CartLines[0]!.PriceInclTax).toBe(list);
      expect(after.DeliveryPromise).toEqual({ Date: '2026-11-26', IsTomorrow: false, Cutoff: '22:00' });
    } finally {
      await query('delete from discounts where id = $1', [discount!.id]);
    }
  });

  it('sees a settings change', async () => {
    expect((await getCart()).FreeShippingFrom).toBe(30);
    try {
      await query(`update settings set value = jsonb_set(value, '{regions,0,freeShippingFromCents}', '4000') where name = 'delivery'`);
      expect((await getCart()).FreeShippingFrom).toBe(40);
    } finally {
      await query(`update settings set value = jsonb_set(value, '{regions,0,freeShippingFromCents}', '3000') where name = 'delivery'`);
    }
    expect((await getCart()).FreeShippingFrom).toBe(30);
  });
});
