import { isAssignedCustomer, recordImpersonation } from '@toonbank/db/repositories/representatives';
import { findUserById } from '@toonbank/db/repositories/users';
import { findCustomer } from '@toonbank/db/repositories/customers';
import { resetDerivedLines } from '../shared/cart.service.ts';
import type { AppDeps } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import type { Session } from '../../lib/session.ts';
import { displayCompanyName, requireRepresentative } from '../shared/representatives.ts';
import { issueToken } from '../shared/session-token.ts';

/**
 * A token for a representative acting for one of their assigned customers
 * (403 for any other); every start is written to the audit trail. `null`
 * ends impersonation.
 */
export async function impersonate(deps: AppDeps, session: Session, customerId: number | null): Promise<string> {
  requireRepresentative(session);
  const { db } = deps.database;
  const user = await findUserById(db, session.id);
  if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'unauthorized');
  if (customerId === null) return issueToken(deps, user, null, session.sid);
  if (!(await isAssignedCustomer(db, user.id, customerId))) throw new ApiError(403, 'FORBIDDEN', 'forbidden');
  const customer = await findCustomer(db, customerId);
  if (!customer) throw new ApiError(404, 'NOT_FOUND', 'notFound');
  await recordImpersonation(db, user.id, customer.id, 'impersonate');
  // §4: acting for a customer resets the shop-made lines of their cart and reloads it.
  await resetDerivedLines(deps, customer.id);
  return issueToken(deps, user, { customerId: customer.id, companyName: displayCompanyName(customer) }, session.sid);
}
