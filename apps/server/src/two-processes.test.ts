/**
 * Two server processes on one PostgreSQL (issue 18), as behind a load balancer: what one process writes, the other
 * reads on its next request (carts and stock; a catalogue change in the database through both processes' caches); a logout on one ends the session on both;
 * the login limit counts the attempts made at both.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '@toonbank/db/seed/accounts';
import { createTestDatabase, type TestDatabase } from '@toonbank/db/testing/index';
import { freePort } from '@toonbank/db/testing/global-setup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopProcess, waitForHttp, type ShopProcess } from '../../../e2e/support/shop-process.ts';
import { CACHE_HEADER } from './page-cache.ts';

let database: TestDatabase;
let dataDir: string;
const shops: ShopProcess[] = [];
let a: string;
let b: string;

async function startShop(): Promise<string> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const shop = startShopProcess({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    // Shared by every process of the shop: a session signed by one is checked by the other.
    JWT_SECRET: 'two-processes-share-this-secret-of-enough-length',
    LOG_LEVEL: 'warn',
  });
  shops.push(shop);
  await waitForHttp(`${base}/readyz`, shop, 60_000);
  return base;
}

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), 'toonbank-two-'));
  [a, b] = await Promise.all([startShop(), startShop()]);
}, 120_000);

afterAll(async () => {
  for (const shop of shops) {
    if (shop.child.exitCode === null && shop.child.signalCode === null) {
      shop.child.kill('SIGTERM');
      await shop.exited;
    }
  }
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function api(base: string, pathname: string, init: { token?: string; json?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${pathname}`, {
    method: init.json === undefined ? 'GET' : 'POST',
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

const login = async (base: string, email: string, password = DEMO_PASSWORD) =>
  api(base, '/api/aspos/authentication/login', { json: { email, password } });

async function orderableProduct(): Promise<{ id: number; stock_quantity: number }> {
  const { rows } = await database.pool.query<{ id: number; stock_quantity: number }>(
    `select id, stock_quantity from products where is_active and is_viewable and is_orderable and not is_virtual and type = 'Product'
       and 'B' = any(publication_codes) and stock_quantity >= 10 and max_in_cart is null and purchase_unit_factor = 1
       and exists (select 1 from product_web_nodes w where w.product_id = products.id) order by id limit 1`,
  );
  return rows[0]!;
}

describe('two server processes on one database', () => {
  it('reads on one the cart and stock changed on the other, and serves a catalogue change fresh from both processes’ caches', async () => {
    const token = (await login(a, 'particulier@toonbank.nl')).body.Token as string;
    const product = await orderableProduct();
    const changed = await api(a, '/api/aspos/cart/lines/batch', {
      token,
      json: { changes: [{ action: 2, productId: product.id, quantity: 3 }] },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await api(b, '/api/aspos/cart/count', { token })).body).toMatchObject({ Data: { Count: 3 } });

    // B's caches hold the home page and the product.
    const stockOn = async (base: string) =>
      ((await api(base, `/api/aspos/products/ids?productIds=${product.id}`)).body.Data as { StockQuantity: number }[])[0]!.StockQuantity;
    expect(await stockOn(b)).toBe(product.stock_quantity);
    const page = async (base: string) => {
      const response = await fetch(`${base}/`);
      await response.text();
      return response.headers.get(CACHE_HEADER);
    };
    await page(b);
    expect(await page(b)).toBe('hit');

    // On A the customer orders: the stock (catalogue) changes.
    expect((await api(a, '/api/aspos/cart/delivery', { token, json: { method: 'CustomerAddress' } })).status).toBe(200);
    const paid = await api(a, '/api/aspos/cart/payment', { token, json: { method: 'ideal', data: { issuer: 'ING' } } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const confirm = await api(a, '/api/aspos/cart/confirm', { token, json: { isAccept: true } });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);

    // B's next requests: the product with the new stock (read live), the cart empty. Stock alone is not a catalogue
    // change (decision 0017): B's cached page stays (it shows stock at most 60 s old, decision 0007).
    expect(await stockOn(b)).toBe(product.stock_quantity - 3);
    expect((await api(b, '/api/aspos/cart/count', { token })).body).toMatchObject({ Data: { Count: 0 } });
    expect(await page(b)).toBe('hit');

    // A catalogue change in the shared database (as a catalogue import writes it): both processes serve it at once,
    // B's page rendered afresh and the product's new name from B's and A's API caches.
    const nameOn = async (base: string) =>
      ((await api(base, `/api/aspos/products/ids?productIds=${product.id}`)).body.Data as { Name: string }[])[0]!.Name;
    const before = await nameOn(b);
    await database.pool.query(`update products set name = name || ' (nieuw)' where id = $1`, [product.id]);
    expect(await page(b)).toBe('miss');
    expect(await nameOn(b)).toBe(`${before} (nieuw)`);
    expect(await nameOn(a)).toBe(`${before} (nieuw)`);
  });

  it('ends a session on both when the customer logs out on one', async () => {
    const token = (await login(b, 'zakelijk@toonbank.nl')).body.Token as string;
    expect((await api(a, '/api/aspos/cart/count', { token })).status).toBe(200);
    expect((await api(a, '/api/aspos/customer', { token })).status).toBe(200);
    expect((await api(a, '/api/aspos/authentication/logout', { token, json: {} })).status).toBe(200);
    expect((await api(b, '/api/aspos/customer', { token })).status).toBe(401);
    expect((await api(a, '/api/aspos/customer', { token })).status).toBe(401);
  });

  it('counts failed logins made at both processes in one limit', async () => {
    const wrong = (base: string) => login(base, 'onbekend-twee@toonbank.nl', 'Verkeerd12345');
    // The limit per e-mail and address: 5 attempts a minute (decision 0005), spread over both processes.
    for (const base of [a, b, a, b, a]) expect((await wrong(base)).status).toBe(401);
    expect((await wrong(b)).status).toBe(429);
    expect((await wrong(a)).status).toBe(429);
  });
});
