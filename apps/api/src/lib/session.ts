import { isSessionActive } from '@toonbank/db/repositories/sessions';
import { createMiddleware } from 'hono/factory';
import type { AppDeps } from './context.ts';
import type { AppEnv } from './context.ts';
import { ApiError, sendError } from './errors.ts';
import { forgetPageReads, keepsPageScope, withinPageScope } from './page-scope.ts';
import { verifySessionToken, type SessionClaims } from './tokens.ts';
import { shareViewerOf } from './viewer.ts';

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

/** How long one process trusts a session check: a logout on another process counts everywhere within this time. */
export const SESSION_CHECK_TTL_MS = 2000;
const MAX_CACHED = 10_000;
const checks = new WeakMap<AppDeps, Map<string, { active: boolean; until: number }>>();

function cacheOf(deps: AppDeps) {
  let cache = checks.get(deps);
  if (!cache) checks.set(deps, (cache = new Map()));
  return cache;
}

/** Whether the token's server-side session holds (revoked, expired, or a representative no longer assigned: no), cached briefly. */
async function sessionHolds(deps: AppDeps, claims: SessionClaims): Promise<boolean> {
  const cache = cacheOf(deps);
  const key = `${claims.sid}:${claims.id}:${claims.impersonatedCustomerId ?? ''}`;
  const now = Date.now();
  const cached = cache.get(key);
  if (cached && cached.until > now) return cached.active;
  const active = await isSessionActive(deps.database.db, claims.sid, claims.id, claims.impersonatedCustomerId, deps.now());
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(key, { active, until: now + SESSION_CHECK_TTL_MS });
  return active;
}

/** Forgets this process's cached checks (after a logout or password change here, it counts at once). */
export function forgetSessionChecks(deps: AppDeps): void {
  checks.get(deps)?.clear();
}

/**
 * Reads the bearer token. No token: anonymous. A token that is expired,
 * tampered with, or whose session was ended: 401 (§6: a 401 shows the
 * login-expired error page).
 */
export const sessionMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization');
  const token = header?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  const scope = c.env?.pageScope;
  const reads = c.req.method === 'GET' || c.req.method === 'HEAD';
  // A write in this page that changes no session, viewer or revision (recording a product view) keeps the page's scope
  // and shares its session and viewer: the customer is not read again for it (decision 0026, 2026-11-28 morning).
  const keeps = scope !== undefined && !reads && keepsPageScope(c.req.method, c.req.path);
  // Any other write in this page: what the page read so far may have changed (decisions 0017, 0025).
  if (scope && !reads && !keeps) forgetPageReads(scope);
  const shares = scope !== undefined && (reads || keeps);
  // A page's reads share its revisions (decision 0025); a write reads them afresh.
  const proceed = scope && reads ? () => withinPageScope(scope, next) : next;
  if (!token) {
    c.set('session', null);
    return proceed();
  }
  const { deps } = c.var;
  let checked = shares ? scope.sessions.get(token) : undefined;
  if (!checked) {
    checked = checkToken(deps, token).then((session) => ((reads || keeps) && session !== 'refused' ? shareViewerOf(session) : session));
    if (shares) scope.sessions.set(token, checked);
  }
  const session = await checked;
  if (session === 'refused') return sendError(c, new ApiError(401, 'UNAUTHORIZED', 'unauthorized'));
  c.set('session', session);
  return proceed();
});

/** The session of a bearer token, or 'refused' (expired, tampered with, or its session ended). */
async function checkToken(deps: AppDeps, token: string): Promise<Session | 'refused'> {
  const result = await verifySessionToken(token, deps.jwtSecret, deps.now());
  if (!result.ok || !(await sessionHolds(deps, result.claims))) return 'refused';
  return toSession(result.claims);
}

/** The session of a request that must be logged in. */
export function requireSession(session: Session | null): Session {
  if (!session) throw new ApiError(401, 'UNAUTHORIZED', 'unauthorized');
  return session;
}
