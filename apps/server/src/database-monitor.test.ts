import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { createApi } from '@toonbank/api';
import { TEST_JWT_SECRET } from '@toonbank/api/testing';
import { connect, type Database } from '@toonbank/db/client';
import { ensureDatabase, isAlive, startEmbeddedPostgres, type EmbeddedServer } from '@toonbank/db/embedded';
import { runMigrations } from '@toonbank/db/migrate';
import { freePort } from '@toonbank/db/testing/global-setup';
import pg from 'pg';
import pino from 'pino';
import type { LoaderFunctionArgs } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseMonitor, type DatabaseMonitor } from './database-monitor.ts';
import { createHttpApp } from './http.ts';
import { testBuild, testServerContext } from './test-build.ts';

/**
 * Issue 13, defect 10: while PostgreSQL is away, pages answer a Dutch 503
 * ('We zijn zo terug') and the API its envelope with 503, both with
 * Retry-After; the log says it once per change; an embedded server that dies
 * is restarted and everything answers again within 5 s.
 */
const build = testBuild({}, () => new Response('<p>pagina</p>', { status: 200, headers: { 'content-type': 'text/html' } }), {
  // A page that reads the database through the API, as every shop page does.
  loader: async ({ context }: LoaderFunctionArgs) => {
    const { apiFetch, apiBaseUrl } = context.get(testServerContext);
    const response = await apiFetch(`${apiBaseUrl}/aspos/brands`);
    if (!response.ok) throw new Error(`API ${response.status}`);
    return null;
  },
  default: () => null,
});

let dir: string;
let port: number;
let server: EmbeddedServer;
let database: Database;
let monitor: DatabaseMonitor;
let app: ReturnType<typeof createHttpApp>;
const lines: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'toonbank-monitor-'));
  await chmod(dir, 0o755);
  port = await freePort();
  server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port });
  await ensureDatabase(server.url('postgres'), 'toonbank');
  database = connect(server.url('toonbank'));
  await runMigrations(database);
  const logger = pino({ level: 'silent' });
  const api = createApi({
    database,
    config: { TOKEN_TTL_HOURS: 1 },
    jwtSecret: TEST_JWT_SECRET,
    logger,
    mailer: { send: () => Promise.resolve() },
    now: () => new Date(),
  });
  monitor = createDatabaseMonitor({
    pool: database.pool,
    embedded: server,
    log: { info: (m) => lines.push(`info ${m}`), warn: (m) => lines.push(`warn ${m}`), error: (m) => lines.push(`error ${m}`) },
    intervalMs: 200,
  });
  app = createHttpApp({ api, build, clientDir: tmpdir(), imagesDir: path.join(tmpdir(), 'none'), mode: 'production', database: monitor });
}, 120_000);
afterAll(async () => {
  monitor?.stop();
  await database?.close();
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

const alive = isAlive;
const page = () => Promise.resolve(app.request('http://shop.test/'));
const apiCall = () => Promise.resolve(app.request('http://shop.test/api/aspos/brands'));

describe('database supervision', () => {
  it('answers normally while the database is there', async () => {
    expect((await page()).status).toBe(200);
    expect((await apiCall()).status).toBe(200);
  });

  it('is not fooled by a pool that is only busy: every connection taken and requests queued is no outage', async () => {
    // Longer than the monitor's 2 s check timeout: checked through the shop's pool, the check would time out.
    const busy = Array.from({ length: 10 }, () => database.pool.query('select pg_sleep(2.6)'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(database.pool.waitingCount + database.pool.totalCount - database.pool.idleCount).toBeGreaterThanOrEqual(10);
    lines.length = 0;
    expect(await monitor.confirmOutage()).toBe(false);
    const queued = apiCall();
    await new Promise((resolve) => setTimeout(resolve, 400)); // two intervals of the monitor
    expect(monitor.available()).toBe(true);
    await Promise.all(busy);
    expect((await queued).status).toBe(200);
    expect(lines).toEqual([]);
  }, 15_000);

  it('answers 503 with Retry-After while the database is away, logs once, and recovers within 5 s of it being back', async () => {
    const statuses: number[] = [];
    // When the restarted server accepts connections again, seen from outside the shop.
    let backAt = 0;
    const watchBack = async () => {
      while (!backAt) {
        const client = new pg.Client({ connectionString: server.url('toonbank') });
        try {
          await client.connect();
          await client.query('select 1');
          backAt = Date.now();
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 50));
        } finally {
          await client.end().catch(() => {});
        }
      }
    };
    const pid = Number.parseInt((await readFile(path.join(dir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]!, 10);
    lines.length = 0;
    process.kill(pid, 'SIGKILL');
    const killedAt = Date.now();
    // Wait until the server process is gone before watching for it to be back.
    while (alive(pid)) await new Promise((resolve) => setTimeout(resolve, 20));
    const back = watchBack();
    let sawOutage = false;
    let recoveredAt = 0;
    while (Date.now() - killedAt < 20_000) {
      const [p, a] = await Promise.all([page(), apiCall()]);
      statuses.push(p.status, a.status);
      if (p.status === 503) {
        sawOutage = true;
        expect(p.headers.get('retry-after')).toBe('5');
        expect(await p.text()).toContain('We zijn zo terug');
      }
      if (a.status === 503) {
        expect(a.headers.get('retry-after')).toBe('5');
        expect(await a.json()).toMatchObject({ Success: false, Code: 'UNAVAILABLE' });
      }
      if (p.status === 200 && a.status === 200 && sawOutage) {
        recoveredAt = Date.now();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(sawOutage).toBe(true);
    await back;
    expect(recoveredAt).toBeGreaterThan(0);
    // The embedded server restarts on its own (a second or two; longer on a busy machine), then the shop answers within 5 s.
    expect(recoveredAt - backAt).toBeLessThan(5000);
    expect(lines.filter((line) => line.startsWith('warn'))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('info'))).toHaveLength(1);
  }, 30_000);
});
