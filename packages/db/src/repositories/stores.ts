/** Stores as a customer meets them on their account: the name of their default store and the pickup stores to choose from. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { stores } from '../schema/stores.ts';

export async function findStoreName(db: Db, storeId: number | null): Promise<string | null> {
  if (!storeId) return null;
  const [row] = await db.select({ name: stores.name }).from(stores).where(eq(stores.id, storeId));
  return row?.name ?? null;
}

/** Stores a customer may choose as default store (pickup stores), by name. */
export async function listStoreOptions(db: Db): Promise<{ id: number; name: string }[]> {
  return db.select({ id: stores.id, name: stores.name }).from(stores).where(eq(stores.isPickupStore, true)).orderBy(asc(stores.name));
}
