/**
 * The checkout benchmark (issue 11): `GET cart` of a 30-line cart, and confirms (cart to order, test provider) of 16
 * customers at once. Bench customers are added to the bench database once; what the confirms reserve is released again
 * afterwards, so repeated runs do not drain the demo stock.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { connect, type Database } from '../packages/db/src/client.ts';
import { DEMO_PASSWORD } from '../packages/db/src/seed/accounts.ts';
import { percentile, type Measurement } from './load.ts';

const CUSTOMERS = 16;

/** The bench shop's embedded database (its password is kept next to the data directory, see packages/db embedded.ts). */
export async function openBenchDatabase(dataDir: string, port: number): Promise<Database> {
  return connect(await benchDatabaseUrl(dataDir, port), { max: 2 });
}

/** The `DATABASE_URL` of the bench shop's embedded database (for a second shop process on the same database). */
export async function benchDatabaseUrl(dataDir: string, port: number): Promise<string> {
  const password = (await readFile(path.join(dataDir, 'pg.password'), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/toonbank`;
}

async function post(baseUrl: string, pathname: string, token: string, json: unknown): Promise<Response> {
  return fetch(`${baseUrl}${pathname}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });
}

async function must(response: Promise<Response>, what: string): Promise<void> {
  const r = await response;
  if (!r.ok) throw new Error(`${what}: ${r.status} ${await r.text()}`);
  await r.arrayBuffer();
}

/** 16 private bench customers (bench-1 … bench-16@example.nl) with an address, logged in; created on the first run. */
export async function benchCustomers(baseUrl: string, database: Database): Promise<string[]> {
  await database.pool.query(
    `with hash as (select password_hash from users where email = 'particulier@toonbank.nl'),
     c as (
       insert into customers (number, email, first_name, last_name, gender)
       select 'BENCH-' || n, 'bench-' || n || '@example.nl', 'Bench', 'Klant ' || n, 'Female' from generate_series(1, ${CUSTOMERS}) n
       where not exists (select 1 from customers where number = 'BENCH-' || n)
       returning id, email),
     a as (insert into addresses (customer_id, type, street, house_number, postal_code, city) select id, 'Default', 'Oudegracht', '1', '3511 AB', 'Utrecht' from c)
     insert into users (email, password_hash, first_name, last_name, customer_id) select c.email, hash.password_hash, 'Bench', 'Klant', c.id from c, hash`,
  );
  const tokens: string[] = [];
  for (let n = 1; n <= CUSTOMERS; n++) {
    const response = await fetch(`${baseUrl}/api/aspos/authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `bench-${n}@example.nl`, password: DEMO_PASSWORD }),
    });
    const { Token } = (await response.json()) as { Token?: string };
    if (!Token) throw new Error(`login of bench customer ${n} failed (${response.status})`);
    tokens.push(Token);
  }
  return tokens;
}

/** Orderable products with plenty of stock for the bench carts. */
export async function benchProducts(database: Database, count: number): Promise<number[]> {
  const { rows } = await database.pool.query<{ id: number }>(
    `select id from products where is_active and is_viewable and is_orderable and not is_virtual and type = 'Product'
       and 'B' = any(publication_codes) and stock_quantity >= 100 and (max_in_cart is null or max_in_cart >= 5) and purchase_unit_factor = 1
       and exists (select 1 from product_web_nodes w where w.product_id = products.id) order by id limit $1`,
    [count],
  );
  if (rows.length < count) throw new Error(`only ${rows.length} products with stock for the checkout bench`);
  return rows.map((r) => r.id);
}

/** A cart of `productIds` (one piece each) ready for the Order step: home delivery, iDEAL with a bank, terms accepted. */
export async function fillCart(baseUrl: string, token: string, productIds: readonly number[]): Promise<void> {
  await must(fetch(`${baseUrl}/api/aspos/cart/lines`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } }), 'empty cart');
  await must(
    post(baseUrl, '/api/aspos/cart/lines/batch', token, {
      changes: productIds.map((productId) => ({ action: 2, productId, quantity: 1 })),
    }),
    'fill cart',
  );
  await must(post(baseUrl, '/api/aspos/cart/delivery', token, { method: 'CustomerAddress' }), 'delivery');
  await must(post(baseUrl, '/api/aspos/cart/payment', token, { method: 'ideal', data: { issuer: 'ING' } }), 'payment');
  await must(post(baseUrl, '/api/aspos/cart/customer', token, { isAccept: true }), 'terms');
}

/** Rounds of confirms not measured first: the first confirms of a fresh process pay for compiling and caching. */
export const CONFIRM_WARMUP_ROUNDS = 3;

/**
 * `rounds` times (after `CONFIRM_WARMUP_ROUNDS` not measured): every bench customer fills a 3-line cart (not measured),
 * then all 16 confirm at once; each confirm's time is measured from request to full answer. The p95 is the
 * nearest-rank percentile of all measured confirms: with 40 rounds (640 confirms) it is the 32nd slowest, so a single
 * slow round moves it little (with 10 rounds it was the 9th slowest of 160 and moved by tens of ms between runs).
 */
export async function measureConfirms(
  baseUrl: string,
  tokens: readonly string[],
  productIds: readonly number[],
  rounds: number,
): Promise<Measurement> {
  const latencies: number[] = [];
  let errors = 0;
  let measuredMs = 0;
  for (let round = -CONFIRM_WARMUP_ROUNDS; round < rounds; round++) {
    const warmup = round < 0;
    const shift = round + CONFIRM_WARMUP_ROUNDS;
    await Promise.all(
      tokens.map((token, i) =>
        fillCart(
          baseUrl,
          token,
          [0, 1, 2].map((k) => productIds[(shift * 7 + i * 3 + k) % productIds.length]!),
        ),
      ),
    );
    const roundStart = performance.now();
    await Promise.all(
      tokens.map(async (token) => {
        const t0 = performance.now();
        const response = await post(baseUrl, '/api/aspos/cart/confirm', token, {});
        await response.arrayBuffer();
        if (warmup) return;
        latencies.push(performance.now() - t0);
        if (response.status !== 200) errors += 1;
      }),
    );
    if (!warmup) measuredMs += performance.now() - roundStart;
  }
  latencies.sort((a, b) => a - b);
  return {
    name: `API confirm (${tokens.length} customers at once, test provider)`,
    requests: latencies.length,
    errors,
    requestsPerSecond: Math.round(latencies.length / (measuredMs / 1000)),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    cacheHits: 0,
  };
}

/** Gives back what the bench's orders reserved and cancels them (they were never paid). */
export async function releaseBenchOrders(database: Database): Promise<void> {
  await database.pool.query(`
    with bench as (select o.id from orders o join customers c on c.id = o.customer_id where c.number like 'BENCH-%' and o.status = 'PaymentPending'),
    released as (
      update stock_reservations r set released_at = now() from bench where r.order_id = bench.id and r.released_at is null
      returning r.product_id, r.quantity),
    restocked as (
      update products p set stock_quantity = p.stock_quantity + s.quantity
      from (select product_id, sum(quantity)::int as quantity from released group by product_id) s where p.id = s.product_id returning p.id),
    paid as (update payments set status = 'canceled', settled_at = now() where order_id in (select id from bench) and status = 'open' returning id)
    update orders set status = 'Cancelled' where id in (select id from bench)`);
}
