/**
 * The shop with a read replica (DATABASE_READ_URL, issue 18, decision 0019), as a process: anonymous pages show the
 * replica's catalogue and the page cache keys on the replica's catalogue revision; readiness needs both databases; a
 * replica that cannot be reached at start is named in one line. The "replica" is a second database cloned from the same
 * demo data whose product names differ, so a page shows where it was read.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@toonbank/db/testing/index';
import { freePort } from '@toonbank/db/testing/global-setup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopProcess, waitForHttp, type ShopProcess } from '../../../e2e/support/shop-process.ts';
import { CACHE_HEADER } from './page-cache.ts';

const SECRET = 'the-read-replica-test-secret-of-enough-length';
let primary: TestDatabase;
let replica: TestDatabase;
let dataDir: string;
let shop: ShopProcess;
let base: string;
let product: { id: number; name: string; url: string };

beforeAll(async () => {
  [primary, replica] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  await replica.pool.query(`update products set name = 'Replica ' || name`);
  dataDir = mkdtempSync(path.join(tmpdir(), 'toonbank-replica-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  shop = startShopProcess({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATABASE_URL: primary.url,
    DATABASE_READ_URL: replica.url,
    DATA_DIR: dataDir,
    JWT_SECRET: SECRET,
    LOG_LEVEL: 'info',
  });
  await waitForHttp(`${base}/readyz`, shop, 60_000);
  const { rows } = await primary.pool.query<{ id: number; name: string; url: string }>(
    `select id, name, url from products where is_active and is_viewable and type = 'Product' and 'B' = any(publication_codes)
       and exists (select 1 from product_web_nodes w where w.product_id = products.id) order by id limit 1`,
  );
  product = rows[0]!;
}, 120_000);

afterAll(async () => {
  if (shop && shop.child.exitCode === null && shop.child.signalCode === null) {
    shop.child.kill('SIGTERM');
    await shop.exited;
  }
  await primary?.close();
  await replica?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The product page as an anonymous visitor gets it: its <h1> and whether the page cache answered. */
async function productPage(): Promise<{ heading: string; cache: string | null }> {
  const response = await fetch(`${base}/product/detail/${product.url}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
  return { heading, cache: response.headers.get(CACHE_HEADER) };
}

describe('a shop process with DATABASE_READ_URL', () => {
  it('is ready with both databases and renders the catalogue read from the replica', async () => {
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    const page = await productPage();
    expect(page.heading).toBe(`Replica ${product.name}`);
  });

  it('keys the page cache on the replica’s catalogue revision: a page is never kept past the replica catching up', async () => {
    await productPage();
    expect((await productPage()).cache).toBe('hit');
    // The primary changes first (its revision moves); the replica has not caught up: the cached page stays right.
    await primary.pool.query(`update products set name = 'Krabpaal Primair' where id = $1`, [product.id]);
    const lagging = await productPage();
    expect(lagging.heading).toBe(`Replica ${product.name}`);
    // Replication catches up: the page is rendered afresh, with the new name.
    await replica.pool.query(`update products set name = 'Replica Krabpaal Primair' where id = $1`, [product.id]);
    const fresh = await productPage();
    expect(fresh.cache).toBe('miss');
    expect(fresh.heading).toBe('Replica Krabpaal Primair');
  });
});

describe('a read replica that goes away while the shop runs', () => {
  it('answers 503 (We zijn zo terug) and not ready while it is away, logs it once, and recovers when it is back', async () => {
    const name = new URL(replica.url).pathname.slice(1);
    const refuse = async (allowed: boolean) => {
      await primary.pool.query(`alter database "${name}" with allow_connections ${allowed}`);
      if (!allowed) await primary.pool.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    };
    // A lister the page cache has not seen: it needs the replica.
    const lister = async () => (await fetch(`${base}/product/lister/hond?replica=${Date.now()}`)).status;
    await refuse(false);
    try {
      await expect.poll(lister, { timeout: 10_000 }).toBe(503);
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ reason: 'de leesreplica is niet bereikbaar' });
    } finally {
      await refuse(true);
    }
    await expect.poll(lister, { timeout: 10_000 }).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const log = shop.output();
    expect(log.match(/De leesreplica is niet bereikbaar: pagina’s en API antwoorden 503/g)).toHaveLength(1);
    expect(log).toMatch(/De leesreplica is weer bereikbaar/);
  });
});

describe('start-up with a read replica that cannot be reached', () => {
  it('names the replica in one line and exits 1', async () => {
    const database = await createTestDatabase();
    try {
      const down = startShopProcess({
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        DATABASE_URL: database.url,
        DATABASE_READ_URL: `postgres://toonbank:x@127.0.0.1:${await freePort()}/toonbank`,
        DATABASE_CONNECT_ATTEMPTS: '1',
        DATA_DIR: dataDir,
        JWT_SECRET: SECRET,
      });
      expect(await down.exited).toBe(1);
      const lines = down.output().trim().split('\n');
      expect(lines.at(-1)).toMatch(/^Toonbank kan niet starten: De leesreplica \(DATABASE_READ_URL\) is niet bereikbaar: .*ECONNREFUSED/);
      expect(down.output()).not.toMatch(/\n\s+at /);
    } finally {
      await database.close();
    }
  });

  it('refuses DATABASE_READ_URL without DATABASE_URL, in one line', async () => {
    const alone = startShopProcess({
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATABASE_READ_URL: 'postgres://lezer:x@127.0.0.1:5432/toonbank',
    });
    expect(await alone.exited).toBe(1);
    expect(alone.output().trim()).toBe(
      'Toonbank kan niet starten: Ongeldige configuratie: DATABASE_READ_URL werkt alleen met DATABASE_URL: het is een leesreplica van die database',
    );
  });
});
