/**
 * Customer accounts: reading a customer and changing its details, default
 * store and VAT display. A customer is always addressed by its own id (the
 * session's), never by an id from a URL.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../client.ts';
import { preparedQuery } from '../prepared.ts';
import { addresses, customers } from '../schema/customers.ts';
import type { AddressFields } from './addresses.ts';

export type CustomerRow = typeof customers.$inferSelect;

const customerById = preparedQuery((db) =>
  db
    .select()
    .from(customers)
    .where(eq(customers.id, sql.placeholder('id')))
    .prepare('toonbank_customer_by_id'),
);

/** One customer (a prepared statement: every logged-in page reads its viewer, decision 0017). */
export async function findCustomer(db: Db, id: number): Promise<CustomerRow | undefined> {
  const [row] = await customerById(db).execute({ id });
  return row;
}

/** One customer, read in a transaction (a cart change that holds its cart's lock reads the viewer in it). */
export async function findCustomerIn(executor: Executor, id: number): Promise<CustomerRow | undefined> {
  const [row] = await executor.select().from(customers).where(eq(customers.id, id));
  return row;
}

export interface CustomerPatch {
  firstName: string;
  middleName: string;
  lastName: string;
  gender: string;
  isOptIn: boolean;
  phoneNumber: string;
  mobileNumber: string;
  languageCode: string;
}

/** Updates a customer and, when given, its Default address, all or nothing. */
export async function updateCustomer(
  db: Db,
  customerId: number,
  patch: CustomerPatch,
  address?: AddressFields,
): Promise<CustomerRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(customers).set(patch).where(eq(customers.id, customerId)).returning();
    if (!row) return undefined;
    if (address) {
      const [existing] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(eq(addresses.customerId, customerId), eq(addresses.type, 'Default')))
        .orderBy(asc(addresses.id))
        .limit(1);
      if (existing) await tx.update(addresses).set(address).where(eq(addresses.id, existing.id));
      else await tx.insert(addresses).values({ ...address, customerId });
    }
    return row;
  });
}

export async function setDefaultStore(db: Db, customerId: number, storeId: number): Promise<void> {
  await db.update(customers).set({ defaultStoreId: storeId }).where(eq(customers.id, customerId));
}

export async function setIncludeVat(db: Db, customerId: number, includeVat: boolean): Promise<void> {
  await db.update(customers).set({ includeVat }).where(eq(customers.id, customerId));
}
