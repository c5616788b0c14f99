import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createTestApi, type TestApi } from '@toonbank/api/testing';
import { loadConfig } from '@toonbank/config';
import type { ActionFunctionArgs } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessLogLine } from './access-log.ts';
import { createHttpApp } from './http.ts';
import { apiRevision, CACHE_HEADER, createPageCache } from './page-cache.ts';
import { testBuild, testServerContext } from './test-build.ts';

/**
 * Storefront and API on separate nodes (API_URL), through real sockets: the
 * storefront's server-side API calls carry the visitor's address in
 * X-Forwarded-For, and the API node, trusting the storefront node (TRUST_PROXY),
 * counts its login limit per visitor. Visitors are told apart by the loopback
 * address they connect from (127.0.0.x).
 */

/** A storefront build with one resource route whose action logs in through the load context's API fetch, as login.tsx does. */
const storefrontBuild = testBuild(
  {
    'routes/page': { id: 'routes/page', parentId: 'root', path: 'page', module: { default: () => null } },
    'routes/probe': {
      id: 'routes/probe',
      parentId: 'root',
      path: 'probe',
      module: {
        action: async ({ request, context }: ActionFunctionArgs) =>
          context.get(testServerContext).apiFetch(`${context.get(testServerContext).apiBaseUrl}/aspos/authentication/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-language': 'en' },
            body: String((await request.formData()).get('json')),
          }),
      },
    },
  },
  // Every document is this page (the page cache and Cache-Control tests).
  () =>
    new Response('<!doctype html><html><body><h1>Pagina</h1></body></html>', { headers: { 'content-type': 'text/html; charset=utf-8' } }),
);

interface Node {
  url: string;
  close(): Promise<void>;
}

async function listen(app: { fetch: (request: Request, env: unknown) => Response | Promise<Response> }): Promise<Node> {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const common = { clientDir: tmpdir(), imagesDir: path.join(tmpdir(), 'toonbank-no-images'), mode: 'production' as const };

/** A POST from a given local address (a visitor's or an outsider's socket), with optional extra headers. */
function post(
  url: string,
  from: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { Code?: string; Message?: string } }> {
  // The storefront's probe action takes a form from the shop's own origin (the storefront's edge refuses anything else).
  const toProbe = url.endsWith('/probe');
  const payload = toProbe ? new URLSearchParams({ json: JSON.stringify(body) }).toString() : JSON.stringify(body);
  if (toProbe) headers = { ...headers, origin: new URL(url).origin, 'content-type': 'application/x-www-form-urlencoded' };
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: 'POST', localAddress: from, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as { Code?: string; Message?: string } }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

let t: TestApi;
let apiNode: Node;
let storefrontNode: Node;
/** What the API node was asked (the headers as they arrived) and logged. */
const apiSeen: Headers[] = [];
const apiLog: AccessLogLine[] = [];

beforeAll(async () => {
  t = await createTestApi();
  // The API node trusts the storefront node (it connects from 127.0.0.1) and nothing else.
  const apiApp = createHttpApp({
    ...common,
    api: t.api,
    build: storefrontBuild,
    trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).TRUST_PROXY,
    accessLog: (line) => apiLog.push(line),
  });
  apiNode = await listen({
    // The socket (env.incoming) goes along: the API node reads the storefront node's address from it.
    fetch: (request: Request, env: unknown) => {
      apiSeen.push(new Headers(request.headers));
      return apiApp.fetch(request, env);
    },
  });
  // The storefront node has no API of its own: API_URL points at the API node. Visitors reach it directly. Its page
  // cache reads the data revision from the API node.
  storefrontNode = await listen(
    createHttpApp({
      ...common,
      apiUrl: apiNode.url,
      build: storefrontBuild,
      pageCache: createPageCache({ revision: apiRevision(apiNode.url) }),
    }),
  );
});
afterAll(async () => {
  await storefrontNode?.close();
  await apiNode?.close();
  await t?.close();
});

const wrongLogin = (n: number) => ({ email: `onbekend${n}@toonbank.nl`, password: 'Verkeerd12345' });

describe('storefront and API on separate nodes', () => {
  it('counts the login limit per visitor, not per storefront node', async () => {
    // The login limit per e-mail and address: 5 attempts a minute (decision 0005).
    for (let i = 0; i < 5; i++) {
      const response = await post(`${storefrontNode.url}/probe`, '127.0.0.11', wrongLogin(0));
      expect(response).toEqual({
        status: 401,
        body: expect.objectContaining({ Code: 'LOGIN_FAILED', Message: 'Unknown email address and/or password.' }),
      });
    }
    // The sixth attempt of the same visitor is refused …
    const blocked = await post(`${storefrontNode.url}/probe`, '127.0.0.11', wrongLogin(0));
    expect(blocked.status).toBe(429);
    expect(blocked.body.Message).toMatch(/^Too many failed login attempts. Please try again in \d+ seconds.$/);
    // … another visitor of the same storefront node may still try.
    expect((await post(`${storefrontNode.url}/probe`, '127.0.0.12', wrongLogin(0))).status).toBe(401);
    // A visitor cannot pose as someone else: its own X-Forwarded-For is passed on, but the storefront appends the address it saw.
    const spoofing = await post(`${storefrontNode.url}/probe`, '127.0.0.11', wrongLogin(0), { 'x-forwarded-for': '198.51.100.99' });
    expect(spoofing.status).toBe(429);
  });

  it('counts browser calls proxied through the storefront per visitor too', async () => {
    const login = `${storefrontNode.url}/api/aspos/authentication/login`;
    for (let i = 0; i < 5; i++) expect((await post(login, '127.0.0.21', wrongLogin(100))).status).toBe(401);
    expect((await post(login, '127.0.0.21', wrongLogin(100))).status).toBe(429);
    expect((await post(login, '127.0.0.22', wrongLogin(100))).status).toBe(401);
  });

  it('ignores X-Forwarded-For from a client the API node does not trust', async () => {
    const login = `${apiNode.url}/api/aspos/authentication/login`;
    // An outsider reaching the API node directly, each time claiming another address.
    for (let i = 0; i < 5; i++) {
      expect((await post(login, '127.0.0.31', wrongLogin(200), { 'x-forwarded-for': `203.0.113.${i}` })).status).toBe(401);
    }
    expect((await post(login, '127.0.0.31', wrongLogin(200), { 'x-forwarded-for': '203.0.113.77' })).status).toBe(429);
  });

  it('proxies /api with Hono’s proxy helper: hop-by-hop headers stay behind, the request id goes along, gzip stays correct', async () => {
    const direct = (await (await fetch(`${apiNode.url}/api/openapi.json`)).json()) as unknown;
    const answer = await new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = httpRequest(
        `${storefrontNode.url}/api/openapi.json`,
        {
          headers: {
            'accept-encoding': 'gzip',
            te: 'trailers',
            'proxy-authorization': 'Basic c3RvcmU6Z2VoZWlt',
            'keep-alive': 'timeout=5',
            'x-request-id': 'edge-test-request-0001',
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    // Compressed once, by the storefront node, and readable.
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.body).toString('utf8'))).toEqual(direct);
    expect(answer.headers['x-request-id']).toBe('edge-test-request-0001');
    const seen = apiSeen.find((headers) => headers.get('x-request-id') === 'edge-test-request-0001')!;
    expect(seen).toBeDefined();
    for (const hop of ['te', 'proxy-authorization', 'keep-alive', 'transfer-encoding']) expect(seen.has(hop), hop).toBe(false);
    // The API node logged the same id.
    expect(seen.get('x-forwarded-for')).toBe('127.0.0.1');
    expect(apiLog.filter((line) => line.requestId === 'edge-test-request-0001')).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/openapi.json', status: 200 }),
    ]);
  });

  it('passes the request id of a page to the API calls its loaders and actions make', async () => {
    const response = await post(`${storefrontNode.url}/probe`, '127.0.0.41', wrongLogin(300), { 'x-request-id': 'page-request-000042' });
    expect(response.status).toBe(401);
    expect(apiLog.filter((line) => line.requestId === 'page-request-000042')).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/aspos/authentication/login', status: 401 }),
    ]);
  });

  it('keeps a page cache on the storefront node, keyed by the API node’s revision, and lets a CDN cache anonymous pages as long', async () => {
    const first = await fetch(`${storefrontNode.url}/page?v=1`);
    await first.text();
    const second = await fetch(`${storefrontNode.url}/page?v=1`);
    expect(await second.text()).toContain('<h1>Pagina</h1>');
    expect([first.headers.get(CACHE_HEADER), second.headers.get(CACHE_HEADER)]).toEqual(['miss', 'hit']);
    for (const response of [first, second]) {
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
      expect(response.headers.get('vary')).toMatch(/Cookie/);
    }
    // A catalogue change (on any node of the shop) makes the next request render afresh.
    await t.database.pool.query('update products set name = name || $1 where id = (select min(id) from products)', [' ']);
    const after = await fetch(`${storefrontNode.url}/page?v=1`);
    await after.text();
    expect(after.headers.get(CACHE_HEADER)).toBe('miss');
    // A visitor with a session: never from, never into a shared cache.
    const personal = await fetch(`${storefrontNode.url}/page?v=1`, { headers: { cookie: 'toonbank_session=abc' } });
    await personal.text();
    expect(personal.headers.get(CACHE_HEADER)).toBeNull();
    expect(personal.headers.get('cache-control')).toBe('private, no-store');
  });
});
