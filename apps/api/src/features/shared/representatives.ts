/** Representatives: only a user with role 'impersonation' acts for customers, who are named by company or person. */
import { ApiError } from '../../lib/errors.ts';
import type { Session } from '../../lib/session.ts';

/** Only representatives (role 'impersonation') may act for customers (§6): anyone else gets a 403. */
export function requireRepresentative(session: Session): Session {
  if (!session.isRepresentative) throw new ApiError(403, 'FORBIDDEN', 'forbidden');
  return session;
}

/** A customer as a representative sees them: the company name, else the person's full name. */
export function displayCompanyName(customer: {
  companyName: string | null;
  firstName: string;
  middleName: string;
  lastName: string;
}): string {
  return customer.companyName ?? [customer.firstName, customer.middleName, customer.lastName].filter(Boolean).join(' ');
}
