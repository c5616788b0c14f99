import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, TEST_SESSION_CLAIMS, type TestApi } from '../testing.ts';

/** Issue 13, defects 1, 8 and 11: what the API's edge refuses before any route sees it. */
let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

const expectRefused = async (response: Response, status: number, code: string) => {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { Success: boolean; Code: string; Message: string };
  expect(body).toMatchObject({ Success: false, Code: code });
  expect(body.Message).not.toMatch(/byte sequence|stack|at \w+ \(/i);
  return body;
};

describe('NUL characters and bytes that are not UTF-8', () => {
  it.each([
    '/api/aspos/brands/url/%00',
    '/api/aspos/stores?near=%00',
    '/api/aspos/stores/url/a%00b',
    '/api/newscategorybyname/%00/nl',
    '/api/newstag/x%00/nl',
    '/api/newsitembyname/%00/nl',
    '/api/faqcategorybyname/%00/nl',
    '/api/aspos/brands/url/%C3%28',
    '/api/aspos/stores?near=%FF%FE',
    '/api/meilisearch/v1/default/search?searchTerm=%00%01',
  ])('GET %s answers 400 in Dutch', async (path) => {
    const body = await expectRefused(await t.request(path), 400, 'INVALID_CHARACTERS');
    expect(body.Message).toBe('De aanvraag bevat ongeldige tekens.');
  });

  it('refuses a NUL in a JSON string (login) and a body that is not UTF-8', async () => {
    await expectRefused(
      await t.request('/api/aspos/authentication/login', { json: { email: 'a\u0000b@x.nl', password: 'Geheim123' } }),
      400,
      'INVALID_CHARACTERS',
    );
    const latin1 = await t.api.request('/api/aspos/authentication/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Uint8Array([...Buffer.from('{"email":"'), 0xe9, 0xff, ...Buffer.from('@x.nl","password":"Geheim123"}')]),
    });
    await expectRefused(latin1, 400, 'INVALID_CHARACTERS');
  });
});

describe('methods, sizes and numbers', () => {
  // TRACE itself cannot be built as a fetch Request; the node server answers it (apps/server/src/node-server.test.ts).
  it('answers other methods (PROPFIND) with 405 and names the allowed ones', async () => {
    const response = await t.request('/api/aspos/brands', { method: 'PROPFIND' });
    await expectRefused(response, 405, 'METHOD_NOT_ALLOWED');
    expect(response.headers.get('allow')).toContain('GET');
  });

  it('answers POST, PUT and DELETE to unknown paths with 404', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      await expectRefused(await t.request('/api/aspos/bestaat-niet-xyz', { method, json: {} }), 404, 'NOT_FOUND');
      await expectRefused(await t.request('/api/aspos/../../etc/passwd', { method, json: {} }), 404, 'NOT_FOUND');
    }
  });

  it('refuses a JSON body over 1 MB with 413 without reading it', async () => {
    const big = JSON.stringify({ email: 'x@y.nl', password: 'x'.repeat(1_100_000) });
    await expectRefused(await t.request('/api/aspos/authentication/login', { body: big }), 413, 'BODY_TOO_LARGE');
    // Without a content-length (streamed) as well.
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ > 40) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await t.api.request('/api/aspos/authentication/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await expectRefused(streamed, 413, 'BODY_TOO_LARGE');
  });

  it('answers limit=-1 with a 400 naming the field; too large is capped', async () => {
    const body = (await expectRefused(await t.request('/api/aspos/brands/popular?limit=-1'), 400, 'VALIDATION_ERROR')) as unknown as {
      Errors: { Field: string }[];
    };
    expect(body.Errors[0]!.Field).toBe('limit');
    expect((await t.request('/api/aspos/brands/popular?limit=abc')).status).toBe(400);
    expect((await t.request('/api/aspos/brands/popular?limit=100000')).status).toBe(200);
    expect((await t.request('/api/aspos/brands/popular?limit=')).status).toBe(200);
  });
});

describe('session tokens need exp, iat and iss', () => {
  const claims = { ...TEST_SESSION_CLAIMS };
  it.each([
    ['no exp', (jwt: SignJWT) => jwt.setIssuer('toonbank').setIssuedAt().setSubject('1')],
    ['no iat', (jwt: SignJWT) => jwt.setIssuer('toonbank').setExpirationTime('1h').setSubject('1')],
    ['no iss', (jwt: SignJWT) => jwt.setIssuedAt().setExpirationTime('1h').setSubject('1')],
  ])('refuses a signed token with %s', async (_name, build) => {
    const token = await build(new SignJWT(claims).setProtectedHeader({ alg: 'HS256' })).sign(t.deps.jwtSecret);
    await expectRefused(await t.request('/api/aspos/customer', { token }), 401, 'UNAUTHORIZED');
  });
});
