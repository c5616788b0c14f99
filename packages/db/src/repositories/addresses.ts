/**
 * A customer's addresses. Every query has the owning customer in its condition,
 * so an address id from a URL can never reach another customer's address.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { addresses } from '../schema/customers.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressFields = Omit<typeof addresses.$inferInsert, 'id' | 'customerId'>;

export async function listAddresses(db: Db, customerId: number, type?: string): Promise<AddressRow[]> {
  const conditions: SQL[] = [eq(addresses.customerId, customerId)];
  if (type) conditions.push(eq(addresses.type, type));
  return db
    .select()
    .from(addresses)
    .where(and(...conditions))
    .orderBy(asc(addresses.id));
}

export async function createAddress(db: Db, customerId: number, fields: AddressFields): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...fields, customerId })
    .returning();
  return row!;
}

/** Undefined when the address does not exist or belongs to another customer. */
export async function updateAddress(db: Db, customerId: number, id: number, fields: AddressFields): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set(fields)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
    .returning();
  return row;
}

export async function deleteAddress(db: Db, customerId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}
