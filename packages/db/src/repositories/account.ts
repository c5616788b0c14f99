/**
 * Account data of issue #4: customer details, addresses, preferences,
 * password resets, login throttling, registration requests, representatives'
 * customers and the impersonation audit trail. Every customer-owned row is
 * read and written with the owning customer in the condition, so an id from a
 * URL can never reach another customer's data.
 */
import { and, asc, count, eq, gte, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { addresses, customers, representativeCustomers, users } from '../schema/customers.ts';
import { impersonationAudit, passwordResetTokens, registrationRequests } from '../schema/identity.ts';
import { postcodes } from '../schema/postcodes.ts';
import { stores } from '../schema/stores.ts';
import { revokeUserSessions } from './sessions.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressFields = Omit<typeof addresses.$inferInsert, 'id' | 'customerId'>;
export type CustomerRow = typeof customers.$inferSelect;
export type RegistrationRequestInsert = typeof registrationRequests.$inferInsert;

export async function findUserById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findStoreName(db: Db, storeId: number | null): Promise<string | null> {
  if (!storeId) return null;
  const [row] = await db.select({ name: stores.name }).from(stores).where(eq(stores.id, storeId));
  return row?.name ?? null;
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
export async function updateCustomer(db: Db, customerId: number, patch: CustomerPatch, address?: AddressFields): Promise<CustomerRow | undefined> {
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

/** Sets a new password and ends every other session of the user, in one transaction (`keep`: the session that changed it). */
export async function updatePasswordHash(db: Db, userId: number, passwordHash: string, now: Date, keep?: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await revokeUserSessions(tx, userId, now, keep);
  });
}

export async function setDefaultStore(db: Db, customerId: number, storeId: number): Promise<void> {
  await db.update(customers).set({ defaultStoreId: storeId }).where(eq(customers.id, customerId));
}

export async function setIncludeVat(db: Db, customerId: number, includeVat: boolean): Promise<void> {
  await db.update(customers).set({ includeVat }).where(eq(customers.id, customerId));
}

// Addresses.

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

// Representatives.

export async function isAssignedCustomer(db: Db, representativeUserId: number, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: representativeCustomers.customerId })
    .from(representativeCustomers)
    .where(and(eq(representativeCustomers.userId, representativeUserId), eq(representativeCustomers.customerId, customerId)));
  return row !== undefined;
}

export interface CustomerSearchRow {
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
  const city = sql<string | null>`(select a.city from ${addresses} a where a.customer_id = ${customers.id} and a.type = 'Default' order by a.id limit 1)`;
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
export async function recordImpersonation(db: Db | Parameters<Parameters<Db['transaction']>[0]>[0], representativeUserId: number, customerId: number, action: 'impersonate' | 'order', reference?: string): Promise<void> {
  await db.insert(impersonationAudit).values({ representativeUserId, customerId, action, reference: reference ?? null });
}

export async function listImpersonationAudit(db: Db, representativeUserId: number) {
  return db.select().from(impersonationAudit).where(eq(impersonationAudit.representativeUserId, representativeUserId)).orderBy(asc(impersonationAudit.id));
}

// Password resets.

export async function createResetToken(db: Db, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

/** The user id of an unused, unexpired reset token. */
export async function findValidResetToken(db: Db, tokenHash: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gte(passwordResetTokens.expiresAt, now)));
  return row?.userId;
}

/**
 * Uses a reset token and sets the new password in one transaction; the token
 * row is locked by the update, so two requests cannot both use it.
 */
export async function consumeResetToken(db: Db, tokenHash: string, now: Date, passwordHash: string): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gte(passwordResetTokens.expiresAt, now)))
      .returning({ userId: passwordResetTokens.userId });
    if (!row) return undefined;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
    // Every session of the user ends: whoever knew the old password is logged out (issue 13).
    await revokeUserSessions(tx, row.userId, now);
    // Other outstanding links of this user stop working too.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
    return row.userId;
  });
}

export async function emailInUse(db: Db, email: string): Promise<boolean> {
  const normalized = email.trim().toLowerCase();
  const [row] = await db.execute<{ used: boolean }>(
    sql`select (exists(select 1 from ${users} where lower(${users.email}) = ${normalized}) or exists(select 1 from ${customers} where lower(${customers.email}) = ${normalized})) as used`,
  ).then((result) => result.rows);
  return row?.used === true;
}

export async function insertRegistrationRequest(db: Db, request: RegistrationRequestInsert): Promise<number> {
  const [row] = await db.insert(registrationRequests).values(request).returning({ id: registrationRequests.id });
  return row!.id;
}

// Postcodes.

export async function findPostcode(db: Db, postalCode: string, houseNumber: number): Promise<{ street: string; city: string } | undefined> {
  const [row] = await db
    .select({ street: postcodes.street, city: postcodes.city })
    .from(postcodes)
    .where(and(eq(postcodes.postalCode, postalCode), sql`${houseNumber} between ${postcodes.houseNumberFrom} and ${postcodes.houseNumberTo}`))
    .limit(1);
  return row;
}

export async function deleteRegistrationRequest(db: Db, id: number): Promise<void> {
  await db.delete(registrationRequests).where(eq(registrationRequests.id, id));
}

export async function listRegistrationRequests(db: Db) {
  return db.select().from(registrationRequests).orderBy(asc(registrationRequests.id));
}

/** Stores a customer may choose as default store (pickup stores), by name. */
export async function listStoreOptions(db: Db): Promise<{ id: number; name: string }[]> {
  return db.select({ id: stores.id, name: stores.name }).from(stores).where(eq(stores.isPickupStore, true)).orderBy(asc(stores.name));
}
