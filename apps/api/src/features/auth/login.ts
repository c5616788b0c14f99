import { createHash } from 'node:crypto';
import { clearLoginFailures, countRecentFailures, recordLoginFailure } from '@toonbank/db/repositories/account';
import { findCustomer, findUserByEmail, type UserRow } from '@toonbank/db/repositories/identity';
import { dummyHash, verifyPassword } from '@toonbank/db/password-hash';
import type { AppDeps } from '../../lib/context.ts';
import { signSessionToken, type SessionClaims } from '../../lib/tokens.ts';

export type LoginResult = { ok: true; token: string } | { ok: false; reason: 'invalid' | 'throttled' };

/** After this many failures for one account or one client address within the window, logins answer 429. */
export const MAX_LOGIN_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * Checks the credentials and issues a session token. An unknown e-mail costs
 * as much time as a wrong password, so answers do not reveal which accounts exist.
 * Failures are counted per e-mail and per client address (rate limit).
 */
export async function login(deps: AppDeps, email: string, password: string, clientIp: string): Promise<LoginResult> {
  const { db } = deps.database;
  const key = email.trim().toLowerCase();
  const now = deps.now();
  const failures = await countRecentFailures(db, key, clientIp, new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS));
  if (failures.byEmail >= MAX_LOGIN_FAILURES || failures.byIp >= MAX_LOGIN_FAILURES) return { ok: false, reason: 'throttled' };
  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
  if (!user || !valid) {
    await recordLoginFailure(db, key, clientIp, now);
    return { ok: false, reason: 'invalid' };
  }
  await clearLoginFailures(db, key);
  return { ok: true, token: await issueToken(deps, user) };
}

/** A session token for a user, optionally acting for an impersonated customer. */
export async function issueToken(
  deps: AppDeps,
  user: UserRow,
  impersonated: { customerId: number; companyName: string } | null = null,
): Promise<string> {
  const customer = user.customerId ? await findCustomer(deps.database.db, user.customerId) : undefined;
  const claims: SessionClaims = {
    id: user.id,
    email: user.email,
    firstName: customer?.firstName ?? user.firstName,
    middleName: customer?.middleName ?? user.middleName,
    lastName: customer?.lastName ?? user.lastName,
    language: customer?.languageCode ?? user.language,
    role: user.role,
    customerId: user.customerId,
    impersonatedCustomerId: impersonated?.customerId ?? null,
    impersonatedCompanyName: impersonated?.companyName ?? null,
  };
  return signSessionToken(claims, deps.jwtSecret, deps.config.TOKEN_TTL_HOURS, deps.now());
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
