import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createTestApi, type TestApi } from '@toonbank/api/testing';
import type { ActionFunctionArgs } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentPageOrigins } from '@toonbank/api';
import { guardedCreateServer, pagePolicy } from './edge.ts';
import { createHttpApp } from './http.ts';
import { testBuild } from './test-build.ts';

/**
 * Issue 13, defects 1, 7 and 8 at the storefront's edge: bodies that are not
 * forms, cross-site posts, oversized forms, unknown methods and unreadable
 * URLs are refused before React Router runs an action.
 */

const actions: string[] = [];
/** A storefront build with one action that reads its form, as every form route does. */
const storefrontBuild = testBuild(
  {
    'routes/form': {
      id: 'routes/form',
      parentId: 'root',
      path: 'form',
      module: {
        action: async ({ request }: ActionFunctionArgs) => {
          const form = await request.formData();
          actions.push(String(form.get('consent')));
          return new Response('ok', { status: 200, headers: { 'set-cookie': 'toonbank_cookie_consent=all; Path=/; SameSite=Lax' } });
        },
      },
    },
  },
  () => new Response('page', { status: 200 }),
);

let t: TestApi;
let app: ReturnType<typeof createHttpApp>;
const ORIGIN = 'http://shop.test';
beforeAll(async () => {
  t = await createTestApi();
  app = createHttpApp({
    api: t.api,
    build: storefrontBuild,
    clientDir: tmpdir(),
    imagesDir: path.join(tmpdir(), 'toonbank-no-images'),
    mode: 'production',
    publicUrl: 'https://winkel.example',
  });
});
afterAll(() => t.close());

const post = (url: string, init: { headers?: Record<string, string>; body?: BodyInit | null; method?: string } = {}) =>
  Promise.resolve(app.request(`${ORIGIN}${url}`, { method: init.method ?? 'POST', headers: init.headers, body: init.body }));
const form = (consent = 'all') => new URLSearchParams({ consent });

describe('state changes need the shop as origin (defect 7)', () => {
  it('accepts the same origin, PUBLIC_URL and Sec-Fetch-Site: same-origin', async () => {
    actions.length = 0;
    expect((await post('/form', { headers: { origin: ORIGIN }, body: form() })).status).toBe(200);
    expect((await post('/form', { headers: { origin: 'https://winkel.example' }, body: form() })).status).toBe(200);
    expect((await post('/form', { headers: { 'sec-fetch-site': 'same-origin' }, body: form() })).status).toBe(200);
    expect(actions).toEqual(['all', 'all', 'all']);
  });

  it.each([
    ['another site', { origin: 'http://evil.example' }],
    ['Origin: null', { origin: 'null' }],
    ['no Origin and no Sec-Fetch-Site', {}],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s with a Dutch 403 and runs no action', async (_name, headers: Record<string, string>) => {
    actions.length = 0;
    const response = await post('/form', { headers, body: form() });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('Deze aanvraag komt niet van de webshop zelf');
    expect(actions).toEqual([]);
  });

  it('leaves the API alone: it is called with tokens, and payment providers post from outside', async () => {
    const response = await post('/api/aspos/authentication/login', {
      headers: { origin: 'http://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'niemand@toonbank.nl', password: 'Verkeerd123' }),
    });
    expect(response.status).toBe(401);
    const webhook = await post('/api/aspos/payment/webhook/test', { headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(webhook.status).not.toBe(403);
  });
});

describe('bodies that are not forms (defect 1) and their size (defect 8)', () => {
  it.each([
    ['JSON', 'application/json', '{}', 415],
    ['text', 'text/plain', 'consent=all', 415],
    ['no content type', undefined, 'consent=all', 415],
    ['broken multipart', 'multipart/form-data; boundary=zz', 'kapot', 400],
    ['a NUL in a form', 'application/x-www-form-urlencoded', 'consent=a%00b', 400],
    ['bytes that are not UTF-8', 'application/x-www-form-urlencoded', 'consent=%C3%28', 400],
  ])('refuses %s with a Dutch 4xx', async (_name, type, body, status) => {
    actions.length = 0;
    const headers: Record<string, string> = { origin: ORIGIN };
    if (type) headers['content-type'] = type;
    const response = await post('/form', { headers, body: type ? body : new Blob([body]) });
    expect(response.status).toBe(status);
    expect(await response.text()).not.toMatch(/stack|Error:/);
    expect(actions).toEqual([]);
  });

  it('refuses a form over 256 kB with 413', async () => {
    const response = await post('/form', { headers: { origin: ORIGIN }, body: new URLSearchParams({ consent: 'x'.repeat(300_000) }) });
    expect(response.status).toBe(413);
    expect(await response.text()).toContain('De aanvraag is te groot.');
  });

  it('answers PUT and DELETE to pages, known or not, with 405', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      for (const url of ['/form', '/bestaat-niet-xyz']) {
        expect((await post(url, { method, headers: { origin: ORIGIN }, body: form() })).status).toBe(405);
      }
    }
  });

  it('answers a NUL or undecodable bytes in a page URL with 400', async () => {
    for (const url of ['/merken/%00', '/nieuws/tag/%00', '/zoek?q=%FF']) {
      const response = await app.request(`${ORIGIN}${url}`);
      expect(response.status).toBe(400);
    }
  });
});

describe('security headers (defect 6)', () => {
  it('marks cookies Secure and sends HSTS when PUBLIC_URL is https, even when the proxy speaks http to us', async () => {
    const response = await post('/form', { headers: { origin: ORIGIN }, body: form() });
    expect(response.headers.get('set-cookie')).toMatch(/; Secure$/);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const api = await app.request(`${ORIGIN}/api/aspos/brands`);
    expect(api.headers.get('strict-transport-security')).toBeTruthy();
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends no HSTS and leaves cookies alone over plain http without an https PUBLIC_URL', async () => {
    const plain = createHttpApp({
      api: t.api,
      build: storefrontBuild,
      clientDir: tmpdir(),
      imagesDir: path.join(tmpdir(), 'x'),
      mode: 'production',
    });
    const response = await plain.request(`${ORIGIN}/form`, { method: 'POST', headers: { origin: ORIGIN }, body: form() });
    expect(response.headers.get('set-cookie')).not.toMatch(/Secure/);
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('the page policy', () => {
  const directive = (policy: string, name: string) =>
    policy
      .split('; ')
      .find((d) => d.startsWith(`${name} `))!
      .split(' ')
      .slice(1);

  it("lets a checkout posted without JavaScript go on to Mollie's hosted page, and nowhere else, only with Mollie", () => {
    expect(directive(pagePolicy('n', paymentPageOrigins({ PAYMENT_PROVIDER: 'mollie' })), 'form-action')).toEqual([
      "'self'",
      'https://www.mollie.com',
    ]);
    // The test provider's page is the shop's own.
    expect(directive(pagePolicy('n', paymentPageOrigins({ PAYMENT_PROVIDER: 'test' })), 'form-action')).toEqual(["'self'"]);
    expect(directive(pagePolicy('n'), 'form-action')).toEqual(["'self'"]);
  });

  it('keeps inline scripts to the nonce: no unsafe-inline or unsafe-eval for scripts', () => {
    const scripts = directive(pagePolicy('abc'), 'script-src');
    expect(scripts).toContain("'nonce-abc'");
    expect(scripts.filter((source) => source.startsWith("'unsafe"))).toEqual([]);
  });
});

describe('the node server', () => {
  it('answers TRACE with 405 instead of handling it like GET', async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', createServer: guardedCreateServer });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const { port } = server.address() as AddressInfo;
    try {
      for (const url of ['/', '/api/aspos/brands']) {
        const status = await new Promise<number>((resolve, reject) => {
          const req = httpRequest({ host: '127.0.0.1', port, path: url, method: 'TRACE' }, (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          });
          req.on('error', reject);
          req.end();
        });
        expect(status).toBe(405);
      }
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
