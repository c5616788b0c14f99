/**
 * Representatives acting for customers: a representative may only act for the
 * customers assigned to them, and every act (impersonation, order) is written
 * to the audit trail.
 */
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { addresses, customers, representativeCustomers, users } from '../schema/customers.ts';
import { impersonationAudit } from '../schema/identity.ts';

export async function isAssignedCustomer(db: Db, representativeUserId: number, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: representativeCustomers.customerId })
    .from(representativeCustomers)
    .where(and(eq(representativeCustomers.userId, representativeUserId), eq(representativeCustomers.customerId, customerId)));
  return row !== undefined;
}

interface CustomerSearchRow {
  id: number;
  number: string;
  companyName: string | null;
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  city: string | null;
}

/** The representative's customers matching a term in name, number or city; paged. */
export async function searchAssignedCustomers(
  db: Db,
  representativeUserId: number,
  term: string,
  offset: number,
  limit: number,
): Promise<{ rows: CustomerSearchRow[]; total: number }> {
  const city = sql<
    string | null
  >`(select a.city from ${addresses} a where a.customer_id = ${customers.id} and a.type = 'Default' order by a.id limit 1)`;
  const conditions: SQL[] = [eq(representativeCustomers.userId, representativeUserId)];
  const trimmed = term.trim();
  if (trimmed) {
    const like = `%${trimmed.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conditions.push(
      or(
        ilike(customers.companyName, like),
        ilike(customers.firstName, like),
        ilike(customers.lastName, like),
        ilike(customers.number, like),
        sql`exists(select 1 from ${addresses} a where a.customer_id = ${customers.id} and a.city ilike ${like})`,
      )!,
    );
  }
  const where = and(...conditions);
  const [totalRow] = await db
    .select({ total: count() })
    .from(customers)
    .innerJoin(representativeCustomers, eq(representativeCustomers.customerId, customers.id))
    .where(where);
  const rows = await db
    .select({
      id: customers.id,
      number: customers.number,
      companyName: customers.companyName,
      firstName: customers.firstName,
      middleName: customers.middleName,
      lastName: customers.lastName,
      email: customers.email,
      city,
    })
    .from(customers)
    .innerJoin(representativeCustomers, eq(representativeCustomers.customerId, customers.id))
    .where(where)
    .orderBy(sql`coalesce(${customers.companyName}, ${customers.lastName})`, asc(customers.id))
    .offset(offset)
    .limit(limit);
  return { rows, total: totalRow?.total ?? 0 };
}

/** Inside a transaction (the order's) or on its own. */
export async function recordImpersonation(
  db: Db | Parameters<Parameters<Db['transaction']>[0]>[0],
  representativeUserId: number,
  customerId: number,
  action: 'impersonate' | 'order',
  reference?: string,
): Promise<void> {
  await db.insert(impersonationAudit).values({ representativeUserId, customerId, action, reference: reference ?? null });
}

/** The customer's sales agent (§3 Customer agent): the first representative assigned to them, or undefined. */
export async function findAgent(db: Db, customerId: number): Promise<{ name: string; mobile: string; email: string } | undefined> {
  const [row] = await db
    .select({ first: users.firstName, middle: users.middleName, last: users.lastName, mobile: users.mobileNumber, email: users.email })
    .from(representativeCustomers)
    .innerJoin(users, eq(users.id, representativeCustomers.userId))
    .where(eq(representativeCustomers.customerId, customerId))
    .orderBy(asc(users.id))
    .limit(1);
  return row ? { name: [row.first, row.middle, row.last].filter(Boolean).join(' '), mobile: row.mobile, email: row.email } : undefined;
}
