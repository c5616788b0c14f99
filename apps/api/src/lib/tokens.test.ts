import { describe, expect, it } from 'vitest';
import { signSessionToken, verifySessionToken, type SessionClaims } from './tokens.ts';

const secret = new TextEncoder().encode('tokens-test-secret-that-is-long-enough-for-hs256');
const claims: SessionClaims = {
  id: 7,
  email: 'lotte@example.nl',
  firstName: 'Lotte',
  middleName: '',
  lastName: 'de Vries',
  language: 'nl',
  role: 'customer',
  customerId: 3,
  impersonatedCustomerId: null,
  impersonatedCompanyName: null,
  sid: '6f1d3c8e-2b4a-4f0e-9c1d-2a3b4c5d6e7f',
};
const issued = new Date('2026-11-24T12:00:00Z');
const hours = (n: number) => new Date(issued.getTime() + n * 3_600_000);

describe('verifySessionToken (verified tokens are remembered, their expiry is not)', () => {
  it('accepts a token again without changing what it says', async () => {
    const token = await signSessionToken(claims, secret, 2, issued);
    expect(await verifySessionToken(token, secret, hours(1))).toEqual({ ok: true, claims });
    expect(await verifySessionToken(token, secret, hours(1))).toEqual({ ok: true, claims });
  });

  it('refuses a remembered token once it expired, and one checked against another secret', async () => {
    const token = await signSessionToken(claims, secret, 2, issued);
    expect((await verifySessionToken(token, secret, hours(1))).ok).toBe(true);
    expect(await verifySessionToken(token, secret, hours(2))).toEqual({ ok: false, reason: 'expired' });
    expect(await verifySessionToken(token, new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256!'), hours(1))).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses a token whose payload was changed after a valid one was remembered', async () => {
    const token = await signSessionToken(claims, secret, 2, issued);
    expect((await verifySessionToken(token, secret, hours(1))).ok).toBe(true);
    const [header, payload, signature] = token.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    forged.customerId = 4;
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    expect(await verifySessionToken(tampered, secret, hours(1))).toEqual({ ok: false, reason: 'invalid' });
  });
});
