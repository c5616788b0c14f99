import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSessionToken } from '../../lib/tokens.ts';
import { createTestApi, DEMO_PASSWORD, TEST_SESSION_CLAIMS, type TestApi } from '../../testing.ts';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

describe('POST /api/aspos/authentication/login', () => {
  it.each([
    ['zakelijk@toonbank.nl', 'customer'],
    ['particulier@toonbank.nl', 'customer'],
    ['vertegenwoordiger@toonbank.nl', 'impersonation'],
  ])('returns a signed token for %s', async (email, role) => {
    const response = await t.request('/api/aspos/authentication/login', { json: { email, password: DEMO_PASSWORD } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { Success: boolean; Token: string };
    expect(body.Success).toBe(true);
    const claims = decodeJwt(body.Token);
    expect(claims.email).toBe(email);
    expect(claims.role).toBe(role);
    expect(typeof claims.firstName).toBe('string');
    expect(claims.exp! - claims.iat!).toBe(24 * 3600);
  });

  it('accepts the e-mail in another case and with spaces', async () => {
    const response = await t.request('/api/aspos/authentication/login', {
      json: { email: '  Particulier@Toonbank.NL ', password: DEMO_PASSWORD },
    });
    expect(response.status).toBe(200);
  });

  it('gives no token for a wrong password or an unknown e-mail, with the Dutch message', async () => {
    for (const json of [
      { email: 'particulier@toonbank.nl', password: 'fout-wachtwoord1' },
      { email: 'niemand@toonbank.nl', password: DEMO_PASSWORD },
    ]) {
      const response = await t.request('/api/aspos/authentication/login', { json });
      expect(response.status).toBe(401);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body.Token).toBeUndefined();
      expect(body).toMatchObject({ Success: false, Code: 'LOGIN_FAILED', Message: 'Onbekend e-mailadres en/of wachtwoord.' });
    }
  });

  it('answers malformed JSON with a Dutch 400, not a 500', async () => {
    const response = await t.request('/api/aspos/authentication/login', { body: '{"email": "x@y.nl", ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ Success: false, Message: 'De aanvraag bevat geen geldige JSON.' });
  });

  it('names the missing field in Dutch', async () => {
    const response = await t.request('/api/aspos/authentication/login', { json: { email: 'x@y.nl' } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { Errors: { Field: string; Message: string }[] };
    expect(body.Errors).toContainEqual({ Field: 'password', Message: 'Het veld is verplicht.' });
  });

  it('refuses an overlong password without hashing it', async () => {
    const response = await t.request('/api/aspos/authentication/login', {
      json: { email: 'particulier@toonbank.nl', password: 'x'.repeat(100_000) },
    });
    expect(response.status).toBe(400);
  });
});

describe('session tokens', () => {
  it('rejects a tampered token with 401', async () => {
    const token = await t.login('particulier@toonbank.nl');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, customerId: 1 })).toString('base64url');
    const response = await t.request('/api/aspos/brands', { token: `${header}.${forged}.${signature}` });
    expect(response.status).toBe(401);
  });

  it('rejects an expired token with 401', async () => {
    const token = await signSessionToken({ ...TEST_SESSION_CLAIMS }, t.deps.jwtSecret, 1, new Date(Date.now() - 2 * 3600_000));
    const response = await t.request('/api/aspos/brands', { token });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ Code: 'UNAUTHORIZED' });
  });
});
