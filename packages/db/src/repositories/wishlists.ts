/** The customer's named wishlists and their products (spec §3 Wishlist, §7 customer/wishlists). Every query of them lives here. */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbTransaction, Executor } from '../client.ts';
import { preparedQuery } from '../prepared.ts';
import { wishlistProducts, wishlists } from '../schema/selections.ts';

export interface WishlistRow {
  id: number;
  name: string;
  isDefault: boolean;
}

export interface WishlistProductRow {
  wishlistId: number;
  productId: number;
  quantity: number;
}

const listColumns = { id: wishlists.id, name: wishlists.name, isDefault: wishlists.isDefault };

/**
 * Runs `work` in one transaction holding the customer's list lock, so counts and names checked inside stay true until
 * the writes commit (parallel requests of one customer queue; other customers are not held up).
 */
export async function withCustomerLists<T>(db: Db, customerId: number, work: (tx: DbTransaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('customer-lists'), ${customerId})`);
    return work(tx);
  });
}

/** Creates the customer's default list when they have none (a no-op otherwise, also under parallel calls). */
export async function ensureDefaultWishlist(ex: Executor, customerId: number, name: string): Promise<void> {
  await ex.execute(sql`insert into ${wishlists} (customer_id, name, is_default)
    select ${customerId}, ${name}, true
    where not exists (select 1 from ${wishlists} where customer_id = ${customerId} and is_default)
    on conflict do nothing`);
}

/** The customer's lists: the default first, then by name. */
export async function listWishlists(ex: Executor, customerId: number): Promise<WishlistRow[]> {
  return ex
    .select(listColumns)
    .from(wishlists)
    .where(eq(wishlists.customerId, customerId))
    .orderBy(desc(wishlists.isDefault), asc(sql`lower(${wishlists.name})`), asc(wishlists.id));
}

/** The products on the customer's lists, newest first per list. */
export async function listWishlistProducts(ex: Executor, customerId: number): Promise<WishlistProductRow[]> {
  return ex
    .select({ wishlistId: wishlistProducts.wishlistId, productId: wishlistProducts.productId, quantity: wishlistProducts.quantity })
    .from(wishlistProducts)
    .innerJoin(wishlists, eq(wishlists.id, wishlistProducts.wishlistId))
    .where(eq(wishlists.customerId, customerId))
    .orderBy(desc(wishlistProducts.id));
}

/** One of the customer's lists by id (undefined for another customer's list or an unknown id). */
export async function findWishlist(ex: Executor, customerId: number, id: number): Promise<WishlistRow | undefined> {
  const [row] = await ex
    .select(listColumns)
    .from(wishlists)
    .where(and(eq(wishlists.customerId, customerId), eq(wishlists.id, id)));
  return row;
}

/** One of the customer's lists by name, in any case. */
export async function findWishlistByName(ex: Executor, customerId: number, name: string): Promise<WishlistRow | undefined> {
  const [row] = await ex
    .select(listColumns)
    .from(wishlists)
    .where(and(eq(wishlists.customerId, customerId), sql`lower(${wishlists.name}) = lower(${name})`));
  return row;
}

export async function insertWishlist(ex: Executor, customerId: number, name: string): Promise<WishlistRow> {
  const [row] = await ex.insert(wishlists).values({ customerId, name }).returning(listColumns);
  return row!;
}

export async function renameWishlist(ex: Executor, customerId: number, id: number, name: string): Promise<void> {
  await ex
    .update(wishlists)
    .set({ name })
    .where(and(eq(wishlists.customerId, customerId), eq(wishlists.id, id)));
}

export async function deleteWishlist(ex: Executor, customerId: number, id: number): Promise<void> {
  await ex.delete(wishlists).where(and(eq(wishlists.customerId, customerId), eq(wishlists.id, id)));
}

export async function countWishlistProducts(ex: Executor, wishlistId: number): Promise<number> {
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(wishlistProducts)
    .where(eq(wishlistProducts.wishlistId, wishlistId));
  return row?.n ?? 0;
}

export async function findWishlistProduct(ex: Executor, wishlistId: number, productId: number): Promise<WishlistProductRow | undefined> {
  const [row] = await ex
    .select({ wishlistId: wishlistProducts.wishlistId, productId: wishlistProducts.productId, quantity: wishlistProducts.quantity })
    .from(wishlistProducts)
    .where(and(eq(wishlistProducts.wishlistId, wishlistId), eq(wishlistProducts.productId, productId)));
  return row;
}

/** Sets the quantity of a product on a list, adding the line when it is not there. */
export async function putWishlistProduct(ex: Executor, wishlistId: number, productId: number, quantity: number): Promise<void> {
  await ex
    .insert(wishlistProducts)
    .values({ wishlistId, productId, quantity })
    .onConflictDoUpdate({ target: [wishlistProducts.wishlistId, wishlistProducts.productId], set: { quantity } });
}

/** Removes a product from one list; whether it was there. */
export async function deleteWishlistProduct(ex: Executor, wishlistId: number, productId: number): Promise<boolean> {
  const rows = await ex
    .delete(wishlistProducts)
    .where(and(eq(wishlistProducts.wishlistId, wishlistId), eq(wishlistProducts.productId, productId)))
    .returning({ id: wishlistProducts.id });
  return rows.length > 0;
}

/** Removes a product from every list of the customer; how many lines went. */
export async function deleteProductFromWishlists(ex: Executor, customerId: number, productId: number): Promise<number> {
  const rows = await ex
    .delete(wishlistProducts)
    .where(
      and(
        eq(wishlistProducts.productId, productId),
        inArray(wishlistProducts.wishlistId, ex.select({ id: wishlists.id }).from(wishlists).where(eq(wishlists.customerId, customerId))),
      ),
    )
    .returning({ id: wishlistProducts.id });
  return rows.length;
}

/**
 * The customer's lists as `listWishlists` orders them, each with whether it holds the product: the lists and the
 * heart's state of a product page (§7 wishlists-check) in one statement (decision 0026).
 */
export async function listWishlistsWithProduct(
  ex: Executor,
  customerId: number,
  productId: number,
): Promise<(WishlistRow & { hasProduct: boolean })[]> {
  return wishlistsWithProduct(ex).execute({ customerId, productId });
}

/** A prepared statement: every logged-in product page asks which lists hold its product (issue 19). */
const wishlistsWithProduct = preparedQuery((ex: Executor) =>
  ex
    .select({
      ...listColumns,
      // Qualified by hand: drizzle writes a one-table select's columns without their table.
      hasProduct: sql<boolean>`exists (select 1 from wishlist_products wp where wp.wishlist_id = "wishlists"."id" and wp.product_id = ${sql.placeholder('productId')})`,
    })
    .from(wishlists)
    .where(eq(wishlists.customerId, sql.placeholder('customerId')))
    .orderBy(desc(wishlists.isDefault), asc(sql`lower(${wishlists.name})`), asc(wishlists.id))
    .prepare('toonbank_wishlists_with_product'),
);

/** Every product on any of the customer's lists (the hearts of a page of tiles), in one indexed read. */
export async function wishlistProductIds(ex: Executor, customerId: number): Promise<number[]> {
  const rows = await listedProductIds(ex).execute({ customerId });
  return rows.map((row) => row.productId).sort((a, b) => a - b);
}

/** A prepared statement: every logged-in page of tiles reads its hearts (issue 19). */
const listedProductIds = preparedQuery((ex: Executor) =>
  ex
    .selectDistinct({ productId: wishlistProducts.productId })
    .from(wishlistProducts)
    .innerJoin(wishlists, eq(wishlists.id, wishlistProducts.wishlistId))
    .where(eq(wishlists.customerId, sql.placeholder('customerId')))
    .prepare('toonbank_wishlist_product_ids'),
);
