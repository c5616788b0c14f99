import { findCustomer, findUserByEmail } from '@toonbank/db/repositories/identity';
import { dummyHash, verifyPassword } from '@toonbank/db/password-hash';
import type { AppDeps } from '../../lib/context.ts';
import { signSessionToken } from '../../lib/tokens.ts';

export type LoginResult = { ok: true; token: string } | { ok: false };

/**
 * Checks the credentials and issues a session token. An unknown e-mail costs
 * as much time as a wrong password, so answers do not reveal which accounts exist.
 */
export async function login(deps: AppDeps, email: string, password: string): Promise<LoginResult> {
  const { db } = deps.database;
  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
  if (!user || !valid) return { ok: false };
  const customer = user.customerId ? await findCustomer(db, user.customerId) : undefined;
  const token = await signSessionToken(
    {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      middleName: user.middleName,
      lastName: user.lastName,
      language: customer?.languageCode ?? user.language,
      role: user.role,
      customerId: user.customerId,
      impersonatedCustomerId: null,
      impersonatedCompanyName: null,
    },
    deps.jwtSecret,
    deps.config.TOKEN_TTL_HOURS,
    deps.now(),
  );
  return { ok: true, token };
}
