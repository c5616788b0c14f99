/**
 * The shop as an operator runs it (issue 18): one real server process on a real PostgreSQL (DATABASE_URL) answers
 * health and readiness, logs one JSON line per request with the id it sends back, keeps personal data, passwords and
 * tokens out of every log line, and on SIGTERM finishes the requests in flight before it exits.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@toonbank/db/testing/index';
import { freePort } from '@toonbank/db/testing/global-setup';
import { DEMO_PASSWORD } from '@toonbank/db/seed/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopProcess, waitForHttp, type ShopProcess } from '../../../e2e/support/shop-process.ts';
import type { MemoryReport } from './memory-report.ts';

const SECRET = 'operations-test-secret-that-is-long-enough';
const EMAIL = 'particulier@toonbank.nl';
let database: TestDatabase;
let dataDir: string;
const running: ShopProcess[] = [];

async function startShop(env: Record<string, string> = {}): Promise<{ shop: ShopProcess; base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const shop = startShopProcess({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    JWT_SECRET: SECRET,
    LOG_LEVEL: 'info',
    ...env,
  });
  running.push(shop);
  await waitForHttp(`${base}/healthz`, shop, 60_000);
  return { shop, base };
}

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), 'toonbank-ops-'));
}, 60_000);

afterAll(async () => {
  for (const shop of running) {
    if (shop.child.exitCode === null && shop.child.signalCode === null) {
      shop.child.kill('SIGKILL');
      await shop.exited;
    }
  }
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

interface LogLine {
  msg: string;
  requestId?: string;
  method?: string;
  path?: string;
  status?: number;
  durationMs?: number;
}
const logLines = (shop: ShopProcess): LogLine[] =>
  shop
    .output()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LogLine);

describe('one server process, as an operator sees it', () => {
  it('answers health and readiness, and logs each request once with the id it sends back', async () => {
    const { shop, base } = await startShop();
    const health = await fetch(`${base}/healthz`);
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await fetch(`${base}/readyz`, { headers: { 'x-request-id': 'lb-probe-000123' } });
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
    expect(ready.headers.get('x-request-id')).toBe('lb-probe-000123');
    expect(ready.headers.get('cache-control')).toBe('no-store');

    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    const id = page.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await page.text();
    await expect
      .poll(() => logLines(shop).filter((line) => line.requestId === id))
      .toEqual([
        {
          level: 30,
          time: expect.any(Number),
          msg: 'request',
          requestId: id,
          method: 'GET',
          path: '/',
          status: 200,
          durationMs: expect.any(Number),
        },
      ]);
    // The heap is bounded by HEAP_LIMIT_MB (default 320 MB for the old generation; V8 adds its young generation).
    const started = logLines(shop).find((line) => line.msg.startsWith('Toonbank draait op')) as LogLine & { heapLimitMb?: number };
    expect(started.heapLimitMb).toBeGreaterThanOrEqual(320);
    expect(started.heapLimitMb).toBeLessThan(600);
    // Decision 0023: the process runs with its young generation and glibc's malloc bounded (it started itself once with
    // them), the old generation's growth left to V8 by default, and logs what its memory is made of.
    const pid = shop.child.pid!;
    expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')).toEqual(
      expect.arrayContaining(['--max-old-space-size=320', '--max-semi-space-size=32']),
    );
    expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8')).not.toContain('--heap-growing-percent');
    expect(readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')).toEqual(
      expect.arrayContaining(['MALLOC_ARENA_MAX=2', `MALLOC_MMAP_THRESHOLD_=${128 * 1024}`]),
    );
    const memory = logLines(shop).find((line) => line.msg === 'geheugen') as unknown as MemoryReport & { pageCacheMb: number };
    expect(memory.rssMb).toBeGreaterThan(memory.heapUsedMb);
    expect(memory.youngMb).toBeLessThanOrEqual(2 * 32);
    expect(memory.pageCacheMb).toBeGreaterThanOrEqual(0);
    // A made-up id of a client that is no plain token is replaced.
    const odd = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'x y <script>' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs no e-mail address, password or token while someone logs in, forgets and resets a password', async () => {
    const { shop, base } = await startShop();
    const secrets: string[] = [EMAIL, DEMO_PASSWORD];
    const login = await fetch(`${base}/api/aspos/authentication/login`, json({ email: EMAIL, password: DEMO_PASSWORD }));
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { Token: string }).Token;
    secrets.push(token);
    const wrong = await fetch(`${base}/api/aspos/authentication/login`, json({ email: EMAIL, password: 'Verkeerd2026!' }));
    expect(wrong.status).toBe(401);
    secrets.push('Verkeerd2026!');

    // Through the storefront's own login form too (the API called in-process).
    const form = await fetch(`${base}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
      body: new URLSearchParams({ email: EMAIL, password: DEMO_PASSWORD }).toString(),
    });
    expect([302, 303]).toContain(form.status);
    const cookie = form.headers.getSetCookie().join('; ');
    secrets.push(...[...cookie.matchAll(/=([\w.-]{20,})/g)].map((match) => match[1]!));

    const forgot = await fetch(`${base}/api/aspos/authentication/forgotPassword`, json({ email: EMAIL }));
    expect(forgot.status).toBe(200);
    const mailDir = path.join(dataDir, 'mail');
    const mail = readdirSync(mailDir)
      .map((file) => readFileSync(path.join(mailDir, file), 'utf8'))
      .find((text) => text.includes('/myaccount/resetpassword/redirect?token='))!;
    const resetToken = decodeURIComponent(/redirect\?token=([\w%-]+)/.exec(mail)![1]!);
    secrets.push(resetToken);
    const check = await fetch(`${base}/api/aspos/authentication/checkForgotPasswordToken?token=${encodeURIComponent(resetToken)}`);
    expect(check.status).toBe(200);
    const reset = await fetch(
      `${base}/api/aspos/authentication/resetPassword`,
      json({ token: resetToken, password: 'Nieuw2027!x', confirmPassword: 'Nieuw2027!x' }),
    );
    expect(reset.status).toBe(200);
    secrets.push('Nieuw2027!x');
    const reset2 = await fetch(`${base}/forgot-password/reset?token=${encodeURIComponent(resetToken)}`);
    await reset2.text();

    // Every request is logged, with its id; nothing secret or personal is.
    const ids = [login, wrong, form, forgot, check, reset, reset2].map((response) => response.headers.get('x-request-id'));
    await expect.poll(() => ids.filter((id) => logLines(shop).some((line) => line.requestId === id)).length).toBe(ids.length);
    const output = shop.output();
    for (const secret of secrets) expect(output).not.toContain(secret);
    expect(output.toLowerCase()).not.toContain('particulier');
    expect(output).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    expect(output).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
    expect(logLines(shop).find((line) => line.requestId === ids[4])!.path).toBe('/api/aspos/authentication/checkForgotPasswordToken');
  });

  it('on SIGTERM stops accepting, finishes the requests in flight, closes the pool and exits 0', async () => {
    const { shop, base } = await startShop();
    const port = Number(new URL(base).port);
    // A login whose body is still arriving when the signal comes: certainly in flight.
    const slow = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/aspos/authentication/login',
          method: 'POST',
          headers: { 'content-type': 'application/json' },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write('{"email":"onbekend@toonbank.nl",');
      setTimeout(() => req.end('"password":"Verkeerd12345"}'), 1500);
    });
    const pages = Promise.all(
      ['/', '/login', '/api/aspos/cart/count'].map((pathname) =>
        fetch(`${base}${pathname}`).then(async (r) => [r.status, (await r.text()).length > 0]),
      ),
    );
    const connections = async () =>
      Number(
        (
          await database.pool.query<{ n: string }>('select count(*) as n from pg_stat_activity where application_name = $1', [
            `toonbank ${shop.child.pid}`,
          ])
        ).rows[0]!.n,
      );
    expect(await connections()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    shop.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // No new connections once stopping.
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    expect(await pages).toEqual([
      [200, true],
      [200, true],
      [200, true],
    ]);
    const answered = await slow;
    expect(answered.status).toBe(401);
    expect(JSON.parse(answered.body)).toMatchObject({ Success: false, Code: 'LOGIN_FAILED' });
    expect(await shop.exited).toBe(0);
    const messages = logLines(shop).map((line) => line.msg);
    expect(messages).toContain('Gestopt.');
    // The pool is closed: no connection of the stopped process is left.
    expect(await connections()).toBe(0);
  });

  it('on SIGINT has written the access-log line of every request it answered when it exits (decision 0029)', async () => {
    const { shop, base } = await startShop();
    // 60 requests, the signal right after the last answer: a log that gathers its lines must write them before the exit.
    const ids: string[] = [];
    for (let round = 0; round < 6; round++) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => fetch(`${base}/healthz`)));
      for (const answer of answers) {
        await answer.text();
        ids.push(answer.headers.get('x-request-id')!);
      }
    }
    shop.child.kill('SIGINT');
    expect(await shop.exited).toBe(0);
    const logged = new Set(logLines(shop).map((line) => line.requestId));
    expect(ids.filter((id) => !logged.has(id))).toEqual([]);
    expect(logLines(shop).at(-1)!.msg).toBe('Gestopt.');
  });

  it('closes what is still running after SHUTDOWN_TIMEOUT_SECONDS and exits 0', async () => {
    const { shop, base } = await startShop({ SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const port = Number(new URL(base).port);
    const hanging = new Promise<string>((resolve) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/aspos/authentication/login',
          method: 'POST',
          headers: { 'content-type': 'application/json' },
        },
        () => resolve('answered'),
      );
      req.on('error', () => resolve('closed'));
      req.write('{"email":');
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    shop.child.kill('SIGTERM');
    expect(await shop.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(5000);
    expect(await hanging).toBe('closed');
    expect(logLines(shop).map((line) => line.msg)).toContain('Na 1 s lopen er nog verzoeken: hun verbindingen worden gesloten.');
  });
});
