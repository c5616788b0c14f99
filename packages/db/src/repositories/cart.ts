/** The cart of a customer (spec §3 Cart, Cart line; §7 Cart calls). Every query of the cart lives here. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbTransaction, Executor } from '../client.ts';
import { brands, priceListPrices, products, productWebNodes } from '../schema.ts';
import { cartLines, carts } from '../schema/cart.ts';
import { productSummaryColumns, type CatalogueViewer, type ProductSummaryRow } from './catalogue.ts';
import { findActiveDiscounts, productIsVisibleFor, type ActiveDiscount } from './products.ts';

export interface CartLineRow {
  id: number;
  productId: number;
  quantity: number;
  derived: boolean;
  notes: string;
}

const lineColumns = {
  id: cartLines.id,
  productId: cartLines.productId,
  quantity: cartLines.quantity,
  derived: cartLines.derived,
  notes: cartLines.notes,
};

/** The lines of a customer's cart in the order they were added (oldest first); empty without a cart. */
export async function listCartLines(db: Db, customerId: number): Promise<CartLineRow[]> {
  return db
    .select(lineColumns)
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(eq(carts.customerId, customerId))
    .orderBy(asc(cartLines.id));
}

/** A cart line with the stock facts of its product (null when the product is gone), for the header's count. */
export interface CartLineStockRow extends CartLineRow {
  stockQuantity: number | null;
  maxInCart: number | null;
  purchaseUnitFactor: number | null;
}

/** The lines of a customer's cart with their products' stock facts: one indexed read, no prices. */
export async function listCartLineStock(db: Db, customerId: number): Promise<CartLineStockRow[]> {
  return db
    .select({
      ...lineColumns,
      stockQuantity: products.stockQuantity,
      maxInCart: products.maxInCart,
      purchaseUnitFactor: products.purchaseUnitFactor,
    })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .leftJoin(products, eq(products.id, cartLines.productId))
    .where(eq(carts.customerId, customerId));
}

/** The new absolute quantity of one product in the cart; 0 removes its line. */
export interface CartLineWrite {
  productId: number;
  quantity: number;
}

/**
 * Changes a customer's cart atomically: the cart is created when missing and
 * locked, `decide` sees its current lines and returns the writes to make (plus
 * anything it wants to hand back); all writes commit together or not at all.
 */
export async function changeCart<T>(
  db: Db,
  customerId: number,
  /** Gets the transaction too: reads it needs must use it, not the pool (a pool read while holding the lock can starve the pool). */
  decide: (lines: CartLineRow[], tx: DbTransaction) => Promise<{ writes: CartLineWrite[]; result: T }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.insert(carts).values({ customerId }).onConflictDoNothing({ target: carts.customerId });
    const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.customerId, customerId)).for('update');
    if (!cart) throw new Error(`cart of customer ${customerId} missing after insert`);
    const lines = await tx.select(lineColumns).from(cartLines).where(eq(cartLines.cartId, cart.id)).orderBy(asc(cartLines.id));
    const { writes, result } = await decide(lines, tx);
    const now = new Date();
    // One delete and one upsert for all writes (the last write of a product wins, as when applied one by one).
    const latest = [...new Map(writes.map((write) => [write.productId, write.quantity]))];
    const removed = latest.filter(([, quantity]) => quantity <= 0).map(([productId]) => productId);
    const kept = latest.filter(([, quantity]) => quantity > 0);
    if (removed.length > 0) {
      await tx.delete(cartLines).where(and(eq(cartLines.cartId, cart.id), inArray(cartLines.productId, removed)));
    }
    if (kept.length > 0) {
      await tx
        .insert(cartLines)
        .values(kept.map(([productId, quantity]) => ({ cartId: cart.id, productId, quantity })))
        .onConflictDoUpdate({
          target: [cartLines.cartId, cartLines.productId],
          set: { quantity: sql.raw(`excluded.${cartLines.quantity.name}`), updatedAt: now },
        });
    }
    if (writes.length > 0) await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, cart.id));
    return result;
  });
}

/** Removes every line of a customer's cart (§7 DELETE cart/lines). */
export async function emptyCart(db: Db, customerId: number): Promise<void> {
  await db.delete(cartLines).where(inArray(cartLines.cartId, db.select({ id: carts.id }).from(carts).where(eq(carts.customerId, customerId))));
}

export interface CartProductRow extends ProductSummaryRow {
  /** Published for this viewer (publication codes), active, viewable and not a hidden type. */
  visible: boolean;
  hasWebNode: boolean;
  /** The best active discount for the viewer's price list, as the product page applies it. */
  discount: ActiveDiscount | null;
}

/**
 * The products of cart lines or changes with the viewer's prices, whether or
 * not they are still visible to the viewer (a hidden product makes its line
 * invalid rather than vanish). Unknown ids are left out.
 */
export async function findCartProducts(db: Executor, viewer: CatalogueViewer, ids: readonly number[], now: Date): Promise<Map<number, CartProductRow>> {
  const result = new Map<number, CartProductRow>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return result;
  const [rows, discounts] = await Promise.all([
    db
      .select({
        ...productSummaryColumns,
        visible: sql<boolean>`coalesce(${productIsVisibleFor(viewer)}, false)`.mapWith(Boolean),
        hasWebNode: sql<boolean>`exists (select 1 from ${productWebNodes} where ${productWebNodes.productId} = ${products.id})`.mapWith(Boolean),
      })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(priceListPrices, and(eq(priceListPrices.productId, products.id), eq(priceListPrices.priceListId, viewer.priceListId ?? -1)))
      .where(inArray(products.id, unique)),
    findActiveDiscounts(db, viewer, unique, now),
  ]);
  for (const row of rows) result.set(row.id, { ...row, discount: discounts.get(row.id)?.[0] ?? null });
  return result;
}
