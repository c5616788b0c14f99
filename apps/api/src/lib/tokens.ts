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

export async function verifySessionToken(token: string, secret: Uint8Array, now: Date): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      // A token without an expiry, issue time or subject is refused even with a valid signature.
      requiredClaims: ['exp', 'iat', 'iss', 'sub'],
      currentDate: now,
    });
    const claims = SessionClaimsSchema.safeParse(payload);
    return claims.success ? { ok: true, claims: claims.data } : { ok: false, reason: 'invalid' };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}
