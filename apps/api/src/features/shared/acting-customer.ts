import { isAssignedCustomer } from '@toonbank/db/repositories/representatives';
import type { AppDeps } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { requireSession, type Session } from '../../lib/session.ts';

/**
 * The customer id a request may act on: always the session's acting customer.
 * A customer id asked for explicitly must be that one, or (for a
 * representative) one assigned to them; anything else is 403.
 */
export async function actingCustomerId(deps: AppDeps, sessionOrNull: Session | null, requested?: number): Promise<number> {
  const session = requireSession(sessionOrNull);
  if (requested !== undefined && requested !== session.actingCustomerId) {
    if (session.isRepresentative && (await isAssignedCustomer(deps.database.db, session.id, requested))) return requested;
    throw new ApiError(403, 'FORBIDDEN', 'forbidden');
  }
  if (session.actingCustomerId === null) {
    throw new ApiError(404, 'NO_CUSTOMER', 'noActingCustomer');
  }
  return session.actingCustomerId;
}
