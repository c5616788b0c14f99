/**
 * Sharing a cart (§7 cart/share, cart/use-share) on the real PostgreSQL: the snapshot and its key, using it with the
 * receiver's caps and visibility, expiry after 30 days, unknown keys, and that a key never reaches the sharer's cart.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing.ts';
import type { CheckoutCart } from '../shared/cart.schemas.ts';
import type { SharedCart } from './cart-sharing.routes.ts';

let t: TestApi;
let lotte: string; // private customer, publication code B
let sanne: string; // business customer, codes A;B
let rep: string; // representative acting for nobody
let plainId = 0;
let onlyA = 0; // released for business customers only
let capped = 0;
let cap = 0;
let sample = 0;

type Share = { ShareKey: string; Url: string; Path: string; ExpiresAt: string };

const call = (...args: Parameters<TestApi['call']>) => t.call(...args);
const query = <T>(sql: string, params?: unknown[]) => t.query<T>(sql, params);
const cartOf = async (token: string) => (await call('/api/aspos/cart', token)).body.Data as CheckoutCart;
const set = (token: string, productId: number, quantity: number) =>
  call('/api/aspos/cart/lines/batch', token, { changes: [{ action: 2, productId, quantity }] });
const share = async (token: string) => {
  const r = await call('/api/aspos/cart/share', token, {});
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.Data as Share;
};
const use = (token: string | null, shareKey: unknown) => call('/api/aspos/cart/use-share', token, { shareKey });
const lines = (cart: CheckoutCart) => cart.CartLines.map((l) => [l.ProductId, l.Quantity]);

const orderable = `is_active and is_viewable and is_orderable and not is_virtual and type <> 'ProductVoucher'
  and exists (select 1 from product_web_nodes w where w.product_id = products.id)`;

beforeAll(async () => {
  t = await createTestApi();
  [lotte, sanne, rep] = await Promise.all([
    t.login('particulier@toonbank.nl'),
    t.login('zakelijk@toonbank.nl'),
    t.login('vertegenwoordiger@toonbank.nl'),
  ]);
  const pick = async (where: string) =>
    (
      await query<{ id: number; max_in_cart: number | null }>(`select id, max_in_cart from products where ${where} order by id limit 1`)
    )[0]!;
  plainId = (
    await pick(`${orderable} and 'B' = any(publication_codes) and stock_quantity >= 100 and max_in_cart is null and purchase_unit_factor = 1
    and list_price_incl_cents between 3000 and 6000`)
  ).id;
  onlyA = (
    await pick(`${orderable} and publication_codes = '{A}' and stock_quantity >= 10 and max_in_cart is null and purchase_unit_factor = 1`)
  ).id;
  const c = await pick(`${orderable} and 'B' = any(publication_codes) and max_in_cart between 2 and 20 and purchase_unit_factor = 1
    and stock_quantity > max_in_cart`);
  capped = c.id;
  cap = c.max_in_cart!;
  sample = (
    await query<{ product_id: number }>(
      `select product_id from product_web_nodes
        where web_node_id = (select (value->'sampleProducts'->>'id')::int from settings where name = 'specialWebNodes')
        order by product_id limit 1`,
    )
  )[0]!.product_id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await Promise.all([call('/api/aspos/cart/lines', lotte, undefined, 'DELETE'), call('/api/aspos/cart/lines', sanne, undefined, 'DELETE')]);
});

describe('sharing a cart (§7 cart/share)', () => {
  it('returns an unguessable key and a link to the storefront page; the snapshot has products and quantities, no gifts', async () => {
    await set(sanne, plainId, 2);
    await set(sanne, onlyA, 1);
    expect((await call('/api/aspos/cart/gifts', sanne, { productId: sample })).status).toBe(200);
    const first = await share(sanne);
    const second = await share(sanne);
    expect(first.ShareKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(second.ShareKey).not.toBe(first.ShareKey);
    expect(first.Path).toBe(`/cart/gedeeld/${first.ShareKey}`);
    expect(first.Url.endsWith(first.Path)).toBe(true);
    const days = (Date.parse(first.ExpiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const [row] = await query<{ lines: unknown }>('select lines from cart_shares where key = $1', [first.ShareKey]);
    expect(row!.lines).toEqual([
      { productId: plainId, quantity: 2 },
      { productId: onlyA, quantity: 1 },
    ]);
  });

  it('refuses an empty cart with a Dutch 400, anonymous with 401 and a representative for nobody with 404', async () => {
    const before = (await query('select 1 from cart_shares')).length;
    const empty = await call('/api/aspos/cart/share', lotte, {});
    expect(empty.status).toBe(400);
    expect(empty.body.Message).toBe('Je winkelwagen is leeg; er is niets om te delen.');
    expect((await call('/api/aspos/cart/share', null, {})).status).toBe(401);
    expect((await call('/api/aspos/cart/share', rep, {})).status).toBe(404);
    expect((await query('select 1 from cart_shares')).length).toBe(before);
  });
});

describe('using a shared cart (§7 cart/use-share)', () => {
  it("adds the lines to the receiver's own cart with their caps and visibility, reporting each line not added", async () => {
    await set(sanne, plainId, 2);
    await set(sanne, onlyA, 1);
    await set(sanne, capped, cap);
    const { ShareKey } = await share(sanne);
    await set(lotte, capped, 1);

    const preview = await call(`/api/aspos/cart/share/${ShareKey}`, lotte);
    expect(preview.status).toBe(200);
    const shared = preview.body.Data as SharedCart;
    expect(shared.Lines.map((l) => [l.ProductId, l.Quantity, l.Product?.Id ?? null])).toEqual([
      [plainId, 2, plainId],
      [onlyA, 1, null],
      [capped, cap, capped],
    ]);

    const r = await use(lotte, ShareKey);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const cart = r.body.Data as CheckoutCart;
    expect(lines(cart)).toEqual([
      [capped, cap],
      [plainId, 2],
    ]);
    expect(cart.Warnings.map((w) => [w.ProductId, w.Code])).toEqual([
      [onlyA, 'NOT_RELEASED'],
      [capped, 'OVER_STOCK'],
    ]);
    expect(cart.Warnings[0]!.Message).toBe('Het product is niet voor jou vrijgegeven. Neem contact op met kantoor.');
    // The sharer's cart is untouched.
    expect(lines(await cartOf(sanne))).toEqual([
      [plainId, 2],
      [onlyA, 1],
      [capped, cap],
    ]);
  });

  it('reports a line over the stock left and one out of stock', async () => {
    await set(sanne, plainId, 5);
    await set(sanne, capped, 1);
    const { ShareKey } = await share(sanne);
    const [{ stock_quantity: was } = { stock_quantity: 0 }] = await query<{ stock_quantity: number }>(
      'select stock_quantity from products where id = $1',
      [plainId],
    );
    await query('update products set stock_quantity = 3 where id = $1', [plainId]);
    await query('update products set stock_quantity = 0 where id = $1', [capped]);
    try {
      const cart = (await use(lotte, ShareKey)).body.Data as CheckoutCart;
      expect(lines(cart)).toEqual([[plainId, 3]]);
      expect(cart.Warnings.map((w) => [w.ProductId, w.Code, w.Quantity])).toEqual([
        [plainId, 'OVER_STOCK', 3],
        [capped, 'NO_STOCK', 0],
      ]);
    } finally {
      await query('update products set stock_quantity = $2 where id = $1', [plainId, was]);
      await query('update products set stock_quantity = 100 where id = $1', [capped]);
    }
  });

  it('refuses an unknown, malformed or expired key with a Dutch 404 and changes nothing', async () => {
    await set(sanne, plainId, 1);
    const { ShareKey } = await share(sanne);
    await set(lotte, capped, 1);
    for (const key of ['A'.repeat(32), 'kort', `${ShareKey.slice(0, 31)}!`]) {
      const r = await use(lotte, key);
      expect(r.status, key).toBe(404);
      expect(r.body.Message).toBe('Deze gedeelde winkelwagen bestaat niet of is verlopen.');
      expect((await call(`/api/aspos/cart/share/${encodeURIComponent(key)}`, lotte)).status).toBe(404);
    }
    for (const body of [{}, { shareKey: '' }, { shareKey: 5 }, { shareKey: 'x'.repeat(101) }]) {
      expect((await call('/api/aspos/cart/use-share', lotte, body)).status).toBe(400);
    }
    // Made 30 days ago: expired.
    await query(`update cart_shares set created_at = now() - interval '30 days' where key = $1`, [ShareKey]);
    const expired = await use(lotte, ShareKey);
    expect(expired.status).toBe(404);
    expect(expired.body.Message).toBe('Deze gedeelde winkelwagen bestaat niet of is verlopen.');
    // One day younger: still valid.
    await query(`update cart_shares set created_at = now() - interval '29 days' where key = $1`, [ShareKey]);
    expect((await call(`/api/aspos/cart/share/${ShareKey}`, lotte)).status).toBe(200);
    expect(lines(await cartOf(lotte))).toEqual([[capped, 1]]);
  });

  it('cannot read or change the original cart through the key', async () => {
    await set(sanne, plainId, 1);
    const { ShareKey } = await share(sanne);
    // The sharer changes her cart afterwards: the key still gives the snapshot, never her current cart.
    await set(sanne, onlyA, 4);
    const shared = (await call(`/api/aspos/cart/share/${ShareKey}`, lotte)).body.Data as SharedCart;
    expect(shared.Lines.map((l) => l.ProductId)).toEqual([plainId]);
    expect(JSON.stringify(shared)).not.toContain('"CartLines"');
    await use(lotte, ShareKey);
    await set(lotte, plainId, 0);
    expect(lines(await cartOf(sanne))).toEqual([
      [plainId, 1],
      [onlyA, 4],
    ]);
  });

  it('refuses anonymous (401) and a representative acting for nobody (404)', async () => {
    await set(sanne, plainId, 1);
    const { ShareKey } = await share(sanne);
    expect((await use(null, ShareKey)).status).toBe(401);
    expect((await call(`/api/aspos/cart/share/${ShareKey}`, null)).status).toBe(401);
    expect((await use(rep, ShareKey)).status).toBe(404);
    expect((await call(`/api/aspos/cart/share/${ShareKey}`, rep)).status).toBe(404);
    expect(lines(await cartOf(sanne))).toEqual([[plainId, 1]]);
  });
});
