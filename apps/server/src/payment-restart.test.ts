/**
 * The server killed with SIGKILL after the customer paid and before the provider's webhook arrived: after a restart
 * the provider's retried webhook settles the order. Nothing is lost or doubled: one paid order, stock taken once,
 * one confirmation mail. Two real server processes on one real PostgreSQL, Mollie played by a local stand-in.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMollieStandIn, trustStandIn, type MollieStandIn } from '@toonbank/api/features/shared/mollie-stand-in';
import { DEMO_PASSWORD } from '@toonbank/db/seed/accounts';
import { createTestDatabase, type TestDatabase } from '@toonbank/db/testing/index';
import { freePort } from '@toonbank/db/testing/global-setup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopProcess, waitForHttp, type ShopProcess } from '../../../e2e/support/shop-process.ts';

const KEY = 'test_restartrestartrestartrestart12';
let database: TestDatabase;
let mollie: MollieStandIn;
let dataDir: string;
let port: number;
let base: string;
const running: ShopProcess[] = [];

async function startShop(): Promise<ShopProcess> {
  const shop = startShopProcess({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    JWT_SECRET: 'restart-test-secret-that-is-long-enough-1234',
    PAYMENT_PROVIDER: 'mollie',
    MOLLIE_API_KEY: KEY,
    MOLLIE_API_URL: mollie.url,
    // The stand-in's certificate is self-signed (see mollie-stand-in.ts).
    NODE_TLS_REJECT_UNAUTHORIZED: '0',
    LOG_LEVEL: 'warn',
  });
  running.push(shop);
  await waitForHttp(`${base}/api/aspos/cart/count`, shop, 120_000);
  return shop;
}

async function api(
  pathname: string,
  init: { token?: string; json?: unknown; form?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = init.form;
  }
  const response = await fetch(`${base}${pathname}`, { method: body === undefined ? 'GET' : 'POST', headers, body });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

beforeAll(async () => {
  trustStandIn();
  [database, mollie] = await Promise.all([createTestDatabase(), startMollieStandIn()]);
  dataDir = mkdtempSync(path.join(tmpdir(), 'toonbank-restart-'));
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
}, 60_000);

afterAll(async () => {
  for (const shop of running) {
    if (shop.child.exitCode === null && shop.child.signalCode === null) {
      shop.child.kill('SIGTERM');
      await shop.exited;
    }
  }
  await mollie?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed between payment and webhook', () => {
  it('settles the order once after a restart, from the provider’s retried webhook', async () => {
    const first = await startShop();
    const login = await api('/api/aspos/authentication/login', { json: { email: 'particulier@toonbank.nl', password: DEMO_PASSWORD } });
    const token = login.body.Token as string;
    const { rows } = await database.pool.query<{ id: number; stock_quantity: number }>(
      `select id, stock_quantity from products where is_active and is_viewable and is_orderable and not is_virtual and type = 'Product'
         and 'B' = any(publication_codes) and stock_quantity >= 10 and max_in_cart is null and purchase_unit_factor = 1
         and exists (select 1 from product_web_nodes w where w.product_id = products.id) order by id limit 1`,
    );
    const product = rows[0]!;
    expect(
      (await api('/api/aspos/cart/lines/batch', { token, json: { changes: [{ action: 2, productId: product.id, quantity: 3 }] } })).status,
    ).toBe(200);
    expect((await api('/api/aspos/cart/delivery', { token, json: { method: 'CustomerAddress' } })).status).toBe(200);
    expect((await api('/api/aspos/cart/payment', { token, json: { method: 'ideal' } })).status).toBe(200);
    // The demo data has past orders; the test counts the ones this test adds.
    const ordersBefore = Number((await database.pool.query<{ n: string }>('select count(*) as n from orders')).rows[0]!.n);
    const confirm = await api('/api/aspos/cart/confirm', { token, json: { isAccept: true } });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    const orderId = confirm.body.OrderId as number;
    const orderNumber = confirm.body.OrderNumber as string;
    const paymentId = [...mollie.payments.keys()].at(-1)!;
    expect(mollie.payments.get(paymentId)!.webhookUrl).toBe(`${base}/api/aspos/payment/webhook/mollie`);

    // The customer pays at Mollie; before Mollie's webhook arrives the server dies.
    mollie.setStatus(paymentId, 'paid');
    first.child.kill('SIGKILL');
    await first.exited;
    await expect(
      fetch(`${base}/api/aspos/payment/webhook/mollie`, {
        method: 'POST',
        body: `id=${paymentId}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    ).rejects.toThrow();
    const pending = await database.pool.query<{ status: string }>('select status from orders where id = $1', [orderId]);
    expect(pending.rows[0]!.status).toBe('PaymentPending');

    // Restarted, Mollie retries the webhook (more than once, as it does).
    await startShop();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await api('/api/aspos/payment/webhook/mollie', { form: `id=${paymentId}` })).status).toBe(200);
    }
    const order = (await api(`/api/aspos/customer/orders/${orderId}`, { token })).body.Order as {
      Status: string;
      Payments: { Status: string }[];
    };
    expect(order.Status).toBe('Open');
    expect(order.Payments.map((p) => p.Status)).toEqual(['paid']);
    const after = await database.pool.query<{ stock_quantity: number }>('select stock_quantity from products where id = $1', [product.id]);
    expect(after.rows[0]!.stock_quantity).toBe(product.stock_quantity - 3);
    const orders = await database.pool.query('select id from orders');
    expect(orders.rowCount).toBe(ordersBefore + 1);
    const mailDir = path.join(dataDir, 'mail');
    const confirmations = readdirSync(mailDir).filter((file) => readFileSync(path.join(mailDir, file), 'utf8').includes(orderNumber));
    expect(confirmations).toHaveLength(1);
  }, 240_000);
});
