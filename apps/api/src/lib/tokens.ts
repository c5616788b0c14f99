import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/** What a session token carries (§3 "Session user from token"). */
export const SessionClaimsSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  language: z.string(),
  role: z.string(),
  customerId: z.number().int().nullable(),
  impersonatedCustomerId: z.number().int().nullable(),
  impersonatedCompanyName: z.string().nullable(),
  /** The server-side session (user_sessions) the token belongs to; checked on every request. */
  sid: z.uuid(),
});
export type SessionClaims = z.infer<typeof SessionClaimsSchema>;

const ISSUER = 'toonbank';

export async function signSessionToken(claims: SessionClaims, secret: Uint8Array, ttlHours: number, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.id))
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlHours * 3600)
    .sign(secret);
}

export type VerifyResult = { ok: true; claims: SessionClaims } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Tokens already verified, per secret, with their expiry: the same token again (every request of a session) only has
 * its expiry checked, not its signature (an HMAC through WebCrypto, with the key imported anew: ~0.4 ms a request).
 * Whether the session still holds is checked per request as before (session.ts).
 */
const verified = new WeakMap<Uint8Array, Map<string, { claims: SessionClaims; exp: number }>>();
const MAX_VERIFIED = 10_000;

export async function verifySessionToken(token: string, secret: Uint8Array, now: Date): Promise<VerifyResult> {
  let known = verified.get(secret);
  const hit = known?.get(token);
  // As jose decides expiry: expired once `exp` <= now in whole seconds; an expired token goes through jose for its reason.
  if (hit && hit.exp > Math.floor(now.getTime() / 1000)) return { ok: true, claims: hit.claims };
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      // A token without an expiry, issue time or subject is refused even with a valid signature.
      requiredClaims: ['exp', 'iat', 'iss', 'sub'],
      currentDate: now,
    });
    const claims = SessionClaimsSchema.safeParse(payload);
    if (!claims.success) return { ok: false, reason: 'invalid' };
    if (!known) verified.set(secret, (known = new Map()));
    if (known.size >= MAX_VERIFIED) known.clear();
    known.set(token, { claims: claims.data, exp: payload.exp! });
    return { ok: true, claims: claims.data };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}
