/**
 * The customer's own account changes: details (and a fresh token when the
 * names in it changed), the password (ending every other session), and a
 * representative's search among the customers assigned to them.
 */
import { MESSAGE_IDS as M } from '@toonbank/domain';
import type { AddressFields } from '@toonbank/db/repositories/addresses';
import { type CustomerPatch, updateCustomer } from '@toonbank/db/repositories/customers';
import { searchAssignedCustomers } from '@toonbank/db/repositories/representatives';
import { findUserById, updatePasswordHash } from '@toonbank/db/repositories/users';
import { hashPassword, verifyPassword } from '@toonbank/db/password-hash';
import { forgetSessionChecks, type Session } from '../../lib/session.ts';
import type { AppDeps } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { loadCustomer } from '../shared/customer-profile.ts';
import { displayCompanyName, requireRepresentative } from '../shared/representatives.ts';
import { issueToken } from '../shared/session-token.ts';

export async function saveCustomer(
  deps: AppDeps,
  session: Session,
  customerId: number,
  patch: CustomerPatch,
  address: Omit<AddressFields, 'type'> | undefined,
  refreshToken: boolean,
) {
  const row = await updateCustomer(deps.database.db, customerId, patch, address ? { ...address, type: 'Default' } : undefined);
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'notFound');
  const customer = await loadCustomer(deps, customerId);
  if (!refreshToken) return { customer, token: undefined };
  const user = await findUserById(deps.database.db, session.id);
  if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'unauthorized');
  const impersonated =
    session.isRepresentative && session.impersonatedCustomerId ? { customerId: row.id, companyName: displayCompanyName(row) } : null;
  return { customer, token: await issueToken(deps, user, impersonated, session.sid) };
}

export async function changePassword(deps: AppDeps, session: Session, oldPassword: string, newPassword: string): Promise<void> {
  const { db } = deps.database;
  const user = await findUserById(db, session.id);
  if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'unauthorized');
  if (!(await verifyPassword(oldPassword, user.passwordHash))) {
    throw new ApiError(400, 'OLD_PASSWORD_WRONG', M.oldPasswordWrong, [{ Field: 'oldPassword', Message: M.oldPasswordWrong }]);
  }
  // Every other session of the user ends; this one goes on (issue 13).
  await updatePasswordHash(db, user.id, await hashPassword(newPassword), deps.now(), session.sid);
  forgetSessionChecks(deps);
}

export async function searchCustomers(deps: AppDeps, session: Session, term: string, offset: number, limit: number) {
  requireRepresentative(session);
  const { rows, total } = await searchAssignedCustomers(deps.database.db, session.id, term, offset, limit);
  return {
    Items: rows.map((row) => ({
      Id: row.id,
      Number: row.number,
      CompanyName: displayCompanyName(row),
      Name: [row.firstName, row.middleName, row.lastName].filter(Boolean).join(' '),
      Email: row.email,
      City: row.city ?? '',
    })),
    Total: total,
  };
}
