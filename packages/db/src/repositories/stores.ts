/** The stores (points of sale and pickup) and the stock each store shows on product pages. */
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { products } from '../schema/catalogue.ts';
import { stores, storeStock } from '../schema/stores.ts';

export type StoreRow = typeof stores.$inferSelect;

export async function listStores(db: Db): Promise<StoreRow[]> {
  return db.select().from(stores).orderBy(asc(stores.name));
}

export async function findStoreByUrl(db: Db, url: string): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.url, url));
  return row;
}

export async function findStoreById(db: Db, id: number): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.id, id));
  return row;
}

export async function findStoreName(db: Db, storeId: number | null): Promise<string | null> {
  if (!storeId) return null;
  const [row] = await db.select({ name: stores.name }).from(stores).where(eq(stores.id, storeId));
  return row?.name ?? null;
}

/** Stores a customer may choose as default store (pickup stores), by name. */
export async function listStoreOptions(db: Db): Promise<{ id: number; name: string }[]> {
  return db.select({ id: stores.id, name: stores.name }).from(stores).where(eq(stores.isPickupStore, true)).orderBy(asc(stores.name));
}

/** Stock of one product in the stores shown on the product page, except `excludedStoreIds`. */
/** Stock per store shown on product pages, for one product, stores A-Z (no row in store_stock: 0). */
export async function listProductStoreStock(
  db: Db,
  productId: number,
  excludedStoreIds: readonly number[],
): Promise<{ store: StoreRow; quantity: number }[]> {
  return listProductsStoreStock(db, [productId], excludedStoreIds);
}

/** Stock per store shown on product pages, for several products: every product with every store, stores A-Z. */
export async function listProductsStoreStock(
  db: Db,
  productIds: readonly number[],
  excludedStoreIds: readonly number[],
): Promise<{ productId: number; store: StoreRow; quantity: number }[]> {
  if (productIds.length === 0) return [];
  return db
    .select({ productId: products.id, store: stores, quantity: sql<number>`coalesce(${storeStock.quantity}, 0)`.mapWith(Number) })
    .from(stores)
    .innerJoin(products, inArray(products.id, [...productIds]))
    .leftJoin(storeStock, and(eq(storeStock.storeId, stores.id), eq(storeStock.productId, products.id)))
    .where(and(eq(stores.isShowOnPdp, true), excludedStoreIds.length ? notInArray(stores.id, [...excludedStoreIds]) : undefined))
    .orderBy(asc(stores.name));
}

/** The store ids left out of store stock and availability (shop setting `excludedStoreIds`, §5). */
export async function findExcludedStoreIds(db: Db): Promise<number[]> {
  const result = await db.execute<{ ids: unknown }>(sql`select value->'excludedStoreIds' as ids from settings where name = 'shop'`);
  const ids = result.rows[0]?.ids;
  return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
}
