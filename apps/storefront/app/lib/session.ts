import type { SessionClaims } from '@toonbank/api/types';
import { decodeJwt } from 'jose';

/**
 * What the storefront knows of the logged-in user: the claims the API signs into the session token (declared once, in
 * the API), without the server-side session id, plus when the token expires.
 */
export type SessionUser = Omit<SessionClaims, 'sid'> & { expiresAt: number };

/**
 * Reads the session user from a token for display. The API verifies the
 * signature on every call; an expired or unreadable token counts as none (§4).
 */
export function sessionUserFromToken(token: string | undefined, now = Date.now()): SessionUser | null {
  if (!token) return null;
  try {
    const claims = decodeJwt(token);
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
    if (typeof claims.id !== 'number' || typeof claims.firstName !== 'string') return null;
    return {
      id: claims.id,
      email: String(claims.email ?? ''),
      firstName: claims.firstName,
      middleName: String(claims.middleName ?? ''),
      lastName: String(claims.lastName ?? ''),
      language: String(claims.language ?? 'nl'),
      role: String(claims.role ?? 'customer'),
      customerId: typeof claims.customerId === 'number' ? claims.customerId : null,
      impersonatedCustomerId: typeof claims.impersonatedCustomerId === 'number' ? claims.impersonatedCustomerId : null,
      impersonatedCompanyName: typeof claims.impersonatedCompanyName === 'string' ? claims.impersonatedCompanyName : null,
      expiresAt: claims.exp * 1000,
    };
  } catch {
    return null;
  }
}
