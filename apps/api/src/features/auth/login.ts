import { createHash } from 'node:crypto';
import { findUserByEmail } from '@toonbank/db/repositories/users';
import { createSession } from '@toonbank/db/repositories/sessions';
import { dummyHash, verifyPassword } from '@toonbank/db/password-hash';
import { resetDerivedLines } from '../shared/cart.service.ts';
import type { AppDeps } from '../../lib/context.ts';
import { consume, emailKey, forget, refund } from '../../lib/rate-limits.ts';
import { issueToken, sessionExpiry } from '../shared/session-token.ts';

export type LoginResult =
  | { ok: true; token: string }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

/**
 * Checks the credentials and issues a session token. An unknown e-mail costs
 * as much time as a wrong password, so answers do not reveal which accounts exist.
 *
 * Every attempt is counted before the password is checked (one atomic upsert
 * per rung, rate-limits.ts), so a parallel burst cannot get more guesses than
 * the limit: per e-mail and address pair (5 a minute, 10 in 15 minutes, 20 a
 * day) and per address (30 in 15 minutes, 100 a day). A right password clears
 * the pair and gives the address its attempt back. There is no limit per
 * account alone: anyone could lock its owner out with it (decision 0005).
 */
export async function login(deps: AppDeps, email: string, password: string, clientIp: string): Promise<LoginResult> {
  const { db } = deps.database;
  const pair = `${emailKey(email)}|${clientIp}`;
  const wait = await consume(deps, [
    ['loginPair', pair],
    ['loginAddress', clientIp],
  ]);
  if (wait !== null) return { ok: false, reason: 'throttled', retryAfterSeconds: wait };
  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
  if (!user || !valid) return { ok: false, reason: 'invalid' };
  await Promise.all([forget(deps, 'loginPair', pair), refund(deps, 'loginAddress', clientIp)]);
  const token = await issueToken(deps, user, null, await createSession(db, user.id, sessionExpiry(deps)));
  // §4: logging in resets the shop-made lines of the customer's cart and reloads it.
  await resetDerivedLines(deps, user.customerId);
  return { ok: true, token };
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
