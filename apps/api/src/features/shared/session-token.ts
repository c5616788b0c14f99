/**
 * Session tokens: a token names its server-side session and carries the
 * user's claims (name, language, role, customer, and the customer a
 * representative acts for); it ends TOKEN_TTL_HOURS after it is issued.
 * Used by login, impersonation and a customer's own changes of their details.
 */
import { findCustomer } from '@toonbank/db/repositories/customers';
import type { UserRow } from '@toonbank/db/repositories/users';
import type { AppDeps } from '../../lib/context.ts';
import { signSessionToken, type SessionClaims } from '../../lib/tokens.ts';

/** When a session started now ends (TOKEN_TTL_HOURS). */
export function sessionExpiry(deps: AppDeps): Date {
  return new Date(deps.now().getTime() + deps.config.TOKEN_TTL_HOURS * 3600_000);
}

/** A session token for a user, optionally acting for an impersonated customer. */
export async function issueToken(
  deps: AppDeps,
  user: UserRow,
  impersonated: { customerId: number; companyName: string } | null,
  /** The server-side session the token belongs to (login creates it; impersonation and refreshes keep it). */
  sessionId: string,
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
    sid: sessionId,
  };
  return signSessionToken(claims, deps.jwtSecret, deps.config.TOKEN_TTL_HOURS, deps.now());
}
