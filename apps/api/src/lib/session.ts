import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';
import { ApiError, sendError } from './errors.ts';
import { verifySessionToken, type SessionClaims } from './tokens.ts';

export interface Session extends SessionClaims {
  /** The customer this session acts for: the impersonated one for a representative. */
  actingCustomerId: number | null;
  isRepresentative: boolean;
}

export function toSession(claims: SessionClaims): Session {
  const isRepresentative = claims.role === 'impersonation';
  return {
    ...claims,
    isRepresentative,
    actingCustomerId: isRepresentative ? claims.impersonatedCustomerId : claims.customerId,
  };
}

/**
 * Reads the bearer token. No token: anonymous. A token that is expired or
 * tampered with: 401 (§6: a 401 shows the login-expired error page).
 */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization');
  const token = header?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  if (!token) {
    c.set('session', null);
    return next();
  }
  const { deps } = c.var;
  const result = await verifySessionToken(token, deps.jwtSecret, deps.now());
  if (!result.ok) return sendError(c, new ApiError(401, 'UNAUTHORIZED', 'unauthorized'));
  c.set('session', toSession(result.claims));
  return next();
});

/** The session of a request that must be logged in. */
export function requireSession(session: Session | null): Session {
  if (!session) throw new ApiError(401, 'UNAUTHORIZED', 'unauthorized');
  return session;
}
