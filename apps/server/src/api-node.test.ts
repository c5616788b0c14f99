import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createTestApi, type TestApi } from '@toonbank/api/testing';
import { loadConfig } from '@toonbank/config';
import type { ActionFunctionArgs } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from './http.ts';
import { testBuild } from './test-build.ts';

/**
 * Storefront and API on separate nodes (API_URL), through real sockets: the
 * storefront's server-side API calls carry the visitor's address in
 * X-Forwarded-For, and the API node, trusting the storefront node (TRUST_PROXY),
 * counts its login limit per visitor. Visitors are told apart by the loopback
 * address they connect from (127.0.0.x).
 */

/** A storefront build with one resource route whose action logs in through the load context's API fetch, as login.tsx does. */
const storefrontBuild = testBuild({
  'routes/probe': {
    id: 'routes/probe',
    parentId: 'root',
    path: 'probe',
    module: {
      action: async ({ request, context }: ActionFunctionArgs) =>
        context.apiFetch(`${context.apiBaseUrl}/aspos/authentication/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-language': 'en' },
          body: String((await request.formData()).get('json')),
        }),
    },
  },
});

interface Node {
  url: string;
  close(): Promise<void>;
}

async function listen(app: { fetch: (request: Request) => Response | Promise<Response> }): Promise<Node> {
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

beforeAll(async () => {
  t = await createTestApi();
  // The API node trusts the storefront node (it connects from 127.0.0.1) and nothing else.
  apiNode = await listen(
    createHttpApp({ ...common, api: t.api, build: storefrontBuild, trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).TRUST_PROXY }),
  );
  // The storefront node has no API of its own: API_URL points at the API node. Visitors reach it directly.
  storefrontNode = await listen(createHttpApp({ ...common, apiUrl: apiNode.url, build: storefrontBuild }));
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
});
