/**
 * The cart batch on the real PostgreSQL (issue 19, speed): a batch on a cart the cache holds is decided on it and
 * written in one compare-and-set statement, and leaves the cart it computed in the cache. What must hold: the same
 * answer as a cart computed afresh, a change made elsewhere meanwhile is seen, and parallel batches lose nothing. The
 * answer's gzip is made once per cart state and sent again by the `GET cart` after it (decision 0022).
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countingStatements, createTestApi, withoutSessionChecks, type TestApi } from '../../testing.ts';
import type { CheckoutCart } from '../shared/cart.schemas.ts';

let t: TestApi;
/** One moment for the whole file: the answers compose the delivery promise at the clock's minute. */
const clock = new Date();
let lotte: string; // private customer, list prices
let sanne: string; // business customer, net prices of her price list
let lotteId: number;
/** 40 orderable products with plenty of stock, no purchase-unit factor, no max in cart. */
let ids: number[];

type Change = { action: 1 | 2 | 3; productId: number; quantity: number };
type Answer = { status: number; cart: CheckoutCart };

async function batch(token: string, changes: Change[]): Promise<Answer> {
  const response = await t.request('/api/aspos/cart/lines/batch', { token, json: { changes } });
  const body = (await response.json()) as { Data: CheckoutCart };
  return { status: response.status, cart: body.Data };
}

async function getCart(token: string, request = t.request): Promise<CheckoutCart> {
  const response = await request('/api/aspos/cart', { token });
  expect(response.status).toBe(200);
  return ((await response.json()) as { Data: CheckoutCart }).Data;
}

/** The cart as an API instance without any cache computes it (a new instance has caches of its own). */
const fresh = (token: string) => getCart(token, t.at(clock));

/** The SQL a call sends to PostgreSQL, through the pool or in a transaction (watched, not mocked: every statement runs). */
const statementsOf = async (call: () => Promise<unknown>) => (await countingStatements(call)).statements;

/** The statements of the cart's own reads (not the session's check, which returns after 2 s on a loaded machine). */
const cartStatementsOf = async (call: () => Promise<unknown>) => withoutSessionChecks(await statementsOf(call));

const update = (productId: number, quantity: number): Change => ({ action: 2, productId, quantity });
const add = (productId: number, quantity: number): Change => ({ action: 1, productId, quantity });
const remove = (productId: number): Change => ({ action: 3, productId, quantity: 0 });
const quantities = (cart: CheckoutCart) => Object.fromEntries(cart.CartLines.map((line) => [line.ProductId, line.Quantity]));
const withoutWarnings = (cart: CheckoutCart) => ({ ...cart, Warnings: [] });

async function fill(token: string, productIds: readonly number[]): Promise<CheckoutCart> {
  await t.request('/api/aspos/cart/lines', { method: 'DELETE', token });
  const { status, cart } = await batch(
    token,
    productIds.map((id) => update(id, 1)),
  );
  expect(status).toBe(200);
  return cart;
}

beforeAll(async () => {
  t = await createTestApi({ now: () => clock });
  [lotte, sanne] = await Promise.all([t.login('particulier@toonbank.nl'), t.login('zakelijk@toonbank.nl')]);
  lotteId = (await t.query<{ id: number }>(`select id from customers where email = 'particulier@toonbank.nl'`))[0]!.id;
  ids = (
    await t.query<{ id: number }>(
      `select id from products where is_active and is_viewable and is_orderable and not is_virtual and type = 'Product'
         and 'B' = any(publication_codes) and stock_quantity >= 100 and max_in_cart is null and purchase_unit_factor = 1
         and exists (select 1 from product_web_nodes w where w.product_id = products.id) order by id limit 40`,
    )
  ).map((row) => row.id);
  expect(ids).toHaveLength(40);
});
afterAll(() => t.close());
beforeEach(async () => {
  await Promise.all([fill(lotte, ids.slice(0, 30)), fill(sanne, ids.slice(0, 30))]);
});

describe('a batch on a cart the cache holds', () => {
  it('is one statement that reads no line, product or price, and the next GET answers it from the cache', async () => {
    await getCart(lotte);
    let answer: Answer | undefined;
    const statements = await cartStatementsOf(async () => {
      answer = await batch(lotte, [update(ids[0]!, 3), update(ids[1]!, 2), update(ids[2]!, 4), update(ids[3]!, 1), update(ids[4]!, 2)]);
    });
    expect(answer!.status).toBe(200);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^with cart as \(/);
    expect(statements.join('\n')).not.toMatch(/from "products"|product_price_levels|discount_products|from "customers"/);
    const again = await cartStatementsOf(async () => expect(await getCart(lotte)).toEqual(withoutWarnings(answer!.cart)));
    expect(again, again.join('\n')).toHaveLength(1);
  });

  it('answers what a cart computed afresh shows, after adds, updates, removals and all three at once', async () => {
    for (const [token, changes] of [
      [lotte, [add(ids[30]!, 2), add(ids[31]!, 1)]],
      [lotte, [update(ids[30]!, 5), update(ids[0]!, 7)]],
      [lotte, [remove(ids[31]!), remove(ids[1]!)]],
      [lotte, [add(ids[32]!, 1), update(ids[2]!, 9), remove(ids[3]!), add(ids[2]!, 1)]],
      [sanne, [add(ids[33]!, 3), update(ids[4]!, 12), remove(ids[5]!)]],
    ] as const) {
      const { status, cart } = await batch(token, [...changes]);
      expect(status).toBe(200);
      expect(cart).toEqual(withoutWarnings(await fresh(token)));
      // The revision the batch left the cached cart under is the database's: the next GET reads nothing else.
      const statements = await cartStatementsOf(async () => expect(await getCart(token)).toEqual(cart));
      expect(statements, statements.join('\n')).toHaveLength(1);
    }
    expect(quantities(await getCart(lotte))).toMatchObject({ [ids[0]!]: 7, [ids[2]!]: 10, [ids[30]!]: 5, [ids[32]!]: 1 });
    expect(quantities(await getCart(lotte))).not.toHaveProperty(String(ids[1]!));
  });

  it('keeps the per-line warnings in the answer, once', async () => {
    await getCart(lotte);
    const { cart } = await batch(lotte, [update(ids[0]!, 2), add(999_999, 1), update(ids[1]!, 99_999)]);
    expect(cart.Warnings.map((w) => [w.ProductId, w.Code])).toEqual([
      [999_999, 'NOT_FOUND'],
      [ids[1]!, 'OVER_STOCK'],
    ]);
    expect(cart.Warnings[0]!.Message).toBe('Het product is niet gevonden.');
    expect(quantities(cart)[ids[1]!]).toBe(cart.Warnings[1]!.Quantity);
    expect((await getCart(lotte)).Warnings).toEqual([]);
  });

  it('sees what changed elsewhere meanwhile: lines, stock, prices and what is released', async () => {
    await getCart(lotte);
    // A line written in SQL (another process, a representative's tool).
    await t.query('update cart_lines set quantity = 6 where product_id = $1 and cart_id = (select id from carts where customer_id = $2)', [
      ids[6]!,
      lotteId,
    ]);
    expect(quantities((await batch(lotte, [update(ids[0]!, 2)])).cart)[ids[6]!]).toBe(6);
    // Stock of a line falls below its quantity: the batch lowers it, as GET cart would (§4).
    await getCart(lotte);
    await t.query('update products set stock_quantity = 4 where id = $1', [ids[6]!]);
    try {
      const { cart } = await batch(lotte, [update(ids[0]!, 3)]);
      expect(quantities(cart)[ids[6]!]).toBe(4);
      expect(cart.Warnings.map((w) => [w.ProductId, w.Code, w.Quantity])).toEqual([[ids[6]!, 'OVER_STOCK', 4]]);
      expect(withoutWarnings(cart)).toEqual(withoutWarnings(await fresh(lotte)));
    } finally {
      await t.query('update products set stock_quantity = 200 where id = $1', [ids[6]!]);
    }
    // A list price change is priced at once.
    await getCart(lotte);
    const [row] = await t.query<{ list_price_incl_cents: number }>('select list_price_incl_cents from products where id = $1', [ids[7]!]);
    const was = row!.list_price_incl_cents;
    await t.query('update products set list_price_incl_cents = $2 where id = $1', [ids[7]!, was + 100]);
    try {
      const { cart } = await batch(lotte, [update(ids[7]!, 2)]);
      expect(cart.CartLines.find((line) => line.ProductId === ids[7]!)?.TotalInclTax).toBe(((was + 100) * 2) / 100);
      expect(cart).toEqual(withoutWarnings(await fresh(lotte)));
    } finally {
      await t.query('update products set list_price_incl_cents = $2 where id = $1', [ids[7]!, was]);
    }
    // A product no longer released for her (publication codes) stays, marked invalid (§4).
    await getCart(lotte);
    const [codes] = await t.query<{ publication_codes: string[] }>('select publication_codes from products where id = $1', [ids[8]!]);
    await t.query(`update products set publication_codes = '{A}' where id = $1`, [ids[8]!]);
    try {
      const { cart } = await batch(lotte, [update(ids[0]!, 1)]);
      expect(cart.CartLines.find((line) => line.ProductId === ids[8]!)?.IsValid).toBe(false);
      expect(cart).toEqual(withoutWarnings(await fresh(lotte)));
    } finally {
      await t.query('update products set publication_codes = $2 where id = $1', [ids[8]!, codes!.publication_codes]);
    }
  });
});

describe('parallel batches on one cart', () => {
  it('lose and double nothing: each batch sees the one before it, and the cart ends as the database holds it', async () => {
    await Promise.all([getCart(lotte), getCart(sanne)]);
    const bursts = [lotte, sanne].map((token) =>
      Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          // Every batch adds one piece of a shared product, a product of its own, and sets another shared one.
          batch(token, [add(ids[9]!, 1), add(ids[30 + i]!, i + 1), update(ids[10]!, i + 1)]),
        ),
      ),
    );
    for (const [n, answers] of (await Promise.all(bursts)).entries()) {
      const token = n === 0 ? lotte : sanne;
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
      // The shared product's quantity in the answers: 2..9 (it started at 1), each exactly once.
      expect(answers.map((a) => quantities(a.cart)[ids[9]!]).sort((a, b) => a! - b!)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
      const cart = await getCart(token);
      expect(cart).toEqual(withoutWarnings(await fresh(token)));
      expect(cart.CartLines).toHaveLength(38);
      expect(new Set(cart.CartLines.map((line) => line.ProductId)).size).toBe(38);
      expect(quantities(cart)[ids[9]!]).toBe(9);
      for (let i = 0; i < 8; i++) expect(quantities(cart)[ids[30 + i]!]).toBe(i + 1);
      // The last batch to commit is the one whose answer has all 38 lines and the shared product at 9.
      const last = answers.find((a) => quantities(a.cart)[ids[9]!] === 9)!;
      expect(withoutWarnings(last.cart).CartLines).toEqual(cart.CartLines);
    }
  });
});

/** An answer's raw bytes and the headers that say how to read them. */
async function raw(token: string, path: string, headers: Record<string, string>, json?: unknown) {
  const response = await t.request(path, { token, headers, ...(json ? { json } : {}) });
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  const text = (encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
  // Written around kept product JSON (cart-json.ts), the text is still JSON.stringify's of the value, key order and all.
  expect(text).toBe(JSON.stringify(JSON.parse(text)));
  expect(response.headers.get('content-type')).toBe('application/json');
  return {
    bytes,
    encoding,
    vary: response.headers.get('vary'),
    length: response.headers.get('content-length'),
    cart: (JSON.parse(text) as { Data: CheckoutCart }).Data,
  };
}
const GZIP = { 'accept-encoding': 'gzip, deflate, br' };
const getRaw = (token: string, headers: Record<string, string> = GZIP) => raw(token, '/api/aspos/cart', headers);
const batchRaw = (token: string, changes: Change[], headers: Record<string, string> = GZIP) =>
  raw(token, '/api/aspos/cart/lines/batch', headers, { changes });

describe('the answer compressed once per cart state', () => {
  it('sends the same gzip again until the cart changes, decoding to what a cart computed afresh shows', async () => {
    const first = await getRaw(lotte);
    expect(first.encoding).toBe('gzip');
    expect(first.vary).toMatch(/accept-encoding/i);
    expect(Number(first.length)).toBe(first.bytes.byteLength);
    expect(first.cart).toEqual(await fresh(lotte));
    expect((await getRaw(lotte)).bytes.equals(first.bytes)).toBe(true);

    // A batch without warnings answers the new cart's bytes, and the GET after it sends exactly those.
    const changed = await batchRaw(lotte, [update(ids[0]!, 3), update(ids[1]!, 2)]);
    expect(changed.encoding).toBe('gzip');
    expect(changed.bytes.equals(first.bytes)).toBe(false);
    expect(quantities(changed.cart)).toMatchObject({ [ids[0]!]: 3, [ids[1]!]: 2 });
    expect(changed.cart).toEqual(await fresh(lotte));
    const after = await getRaw(lotte);
    expect(after.bytes.equals(changed.bytes)).toBe(true);

    // A change made elsewhere (SQL, another process) is a new cart state: new bytes, the new quantity.
    await t.query('update cart_lines set quantity = 6 where product_id = $1 and cart_id = (select id from carts where customer_id = $2)', [
      ids[2]!,
      lotteId,
    ]);
    const elsewhere = await getRaw(lotte);
    expect(elsewhere.bytes.equals(after.bytes)).toBe(false);
    expect(quantities(elsewhere.cart)[ids[2]!]).toBe(6);
    expect(elsewhere.cart).toEqual(await fresh(lotte));
  });

  it('gives a client without gzip plain JSON of the same cart', async () => {
    const clients: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br, gzip;q=0' }];
    for (const [i, headers] of clients.entries()) {
      const gzipped = await getRaw(lotte);
      const plain = await getRaw(lotte, headers);
      expect(plain.encoding).toBeNull();
      expect(plain.vary).toMatch(/accept-encoding/i);
      expect(plain.cart).toEqual(gzipped.cart);
      const batched = await batchRaw(lotte, [update(ids[3]!, i + 2)], headers);
      expect(batched.encoding).toBeNull();
      expect(quantities(batched.cart)[ids[3]!]).toBe(i + 2);
      expect(batched.cart).toEqual(await fresh(lotte));
    }
  });

  it('keeps a batch’s warnings out of the bytes the next GET sends', async () => {
    await getRaw(lotte);
    const warned = await batchRaw(lotte, [update(ids[0]!, 2), add(999_999, 1)]);
    expect(warned.encoding).toBe('gzip');
    expect(warned.cart.Warnings.map((w) => w.Code)).toEqual(['NOT_FOUND']);
    const next = await getRaw(lotte);
    expect(next.cart.Warnings).toEqual([]);
    expect(next.cart).toEqual(withoutWarnings(warned.cart));
    expect(next.bytes.equals(warned.bytes)).toBe(false);
  });

  it('keeps the bytes per language', async () => {
    const dutch = await getRaw(lotte);
    const english = await getRaw(lotte, { ...GZIP, 'x-language': 'en' });
    expect(english.cart).toEqual(await getCart(lotte, (path, init) => t.at(clock)(path, { ...init, headers: { 'x-language': 'en' } })));
    expect((await getRaw(lotte)).bytes.equals(dutch.bytes)).toBe(true);
    expect((await getRaw(lotte, { ...GZIP, 'x-language': 'en' })).bytes.equals(english.bytes)).toBe(true);
  });
});
