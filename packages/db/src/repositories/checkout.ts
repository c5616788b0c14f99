/** The checkout choices of a customer's cart (§3 Cart shipping/payment fields, Cart session). Every query of them lives here. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { carts } from '../schema/cart.ts';
import { products } from '../schema/catalogue.ts';
import { type AddressSnapshot, checkoutSessions } from '../schema/checkout.ts';
import { storeStock } from '../schema/stores.ts';

export type { AddressSnapshot };
export type CheckoutSessionRow = Omit<typeof checkoutSessions.$inferSelect, 'cartId' | 'updatedAt'>;
export type CheckoutSessionPatch = Partial<CheckoutSessionRow>;

/** The choices of a cart before any was made. */
export const EMPTY_CHECKOUT_SESSION: CheckoutSessionRow = {
  shippingMethod: null,
  deliveryType: null,
  deliveryAddressId: null,
  alternativeAddress: null,
  useAsInvoiceAddress: false,
  invoiceAddressId: null,
  storeId: null,
  shipmentTypeId: null,
  shipmentDate: null,
  shipmentTimeFrom: null,
  shipmentTimeTo: null,
  paymentMethod: null,
  paymentIssuer: null,
  orderReference: '',
  remark: '',
  termsAccepted: false,
  pointsToRedeem: 0,
};

const sessionColumns = {
  shippingMethod: checkoutSessions.shippingMethod,
  deliveryType: checkoutSessions.deliveryType,
  deliveryAddressId: checkoutSessions.deliveryAddressId,
  alternativeAddress: checkoutSessions.alternativeAddress,
  useAsInvoiceAddress: checkoutSessions.useAsInvoiceAddress,
  invoiceAddressId: checkoutSessions.invoiceAddressId,
  storeId: checkoutSessions.storeId,
  shipmentTypeId: checkoutSessions.shipmentTypeId,
  shipmentDate: checkoutSessions.shipmentDate,
  shipmentTimeFrom: checkoutSessions.shipmentTimeFrom,
  shipmentTimeTo: checkoutSessions.shipmentTimeTo,
  paymentMethod: checkoutSessions.paymentMethod,
  paymentIssuer: checkoutSessions.paymentIssuer,
  orderReference: checkoutSessions.orderReference,
  remark: checkoutSessions.remark,
  termsAccepted: checkoutSessions.termsAccepted,
  pointsToRedeem: checkoutSessions.pointsToRedeem,
};

/** The checkout choices of a customer's cart; the empty choices when there is no cart or no choice yet. */
export async function findCheckoutSession(db: Db, customerId: number): Promise<CheckoutSessionRow> {
  const [row] = await db
    .select(sessionColumns)
    .from(checkoutSessions)
    .innerJoin(carts, eq(carts.id, checkoutSessions.cartId))
    .where(eq(carts.customerId, customerId));
  return row ?? { ...EMPTY_CHECKOUT_SESSION };
}

/**
 * Saves checkout choices in one transaction: the cart is created when missing and locked, `decide` sees the current
 * choices and returns the patch (or throws to change nothing).
 */
export async function changeCheckoutSession(
  db: Db,
  customerId: number,
  decide: (current: CheckoutSessionRow) => CheckoutSessionPatch | Promise<CheckoutSessionPatch>,
): Promise<CheckoutSessionRow> {
  return db.transaction(async (tx) => {
    await tx.insert(carts).values({ customerId }).onConflictDoNothing({ target: carts.customerId });
    const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.customerId, customerId)).for('update');
    if (!cart) throw new Error(`cart of customer ${customerId} missing after insert`);
    const [existing] = await tx.select(sessionColumns).from(checkoutSessions).where(eq(checkoutSessions.cartId, cart.id));
    const current = existing ?? { ...EMPTY_CHECKOUT_SESSION };
    const patch = await decide(current);
    const next = { ...current, ...patch };
    await tx
      .insert(checkoutSessions)
      .values({ cartId: cart.id, ...next, updatedAt: new Date() })
      .onConflictDoUpdate({ target: checkoutSessions.cartId, set: { ...next, updatedAt: new Date() } });
    return next;
  });
}

/** What the checkout needs of the products in a cart besides their prices: weight for costs, stock for estimates. */
export interface ProductShippingFacts {
  id: number;
  number: string;
  type: string;
  unit: string | null;
  unitContent: number | null;
  stockQuantity: number;
  /** What a coupon's scope is matched on (brand, category with its ancestors). */
  brandId: number | null;
  webNodeIds: number[];
}

export async function findProductShippingFacts(db: Db, ids: readonly number[]): Promise<Map<number, ProductShippingFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      number: products.number,
      type: products.type,
      unit: products.unit,
      unitContent: products.unitContent,
      stockQuantity: products.stockQuantity,
      brandId: products.brandId,
      // The product's web nodes and all their ancestors: a coupon for a category applies to everything below it.
      webNodeIds: sql<number[]>`array(
        with recursive up(id, parent_id) as (
          select w.id, w.parent_id from web_nodes w join product_web_nodes pw on pw.web_node_id = w.id where pw.product_id = ${products.id}
          union select w.id, w.parent_id from web_nodes w join up on w.id = up.parent_id)
        select id from up)`,
    })
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The stock of products in one store (store picker: does the store have the cart's lines). */
export async function findStoreStock(
  db: Db,
  storeIds: readonly number[],
  productIds: readonly number[],
): Promise<{ storeId: number; productId: number; quantity: number }[]> {
  if (storeIds.length === 0 || productIds.length === 0) return [];
  return db
    .select({ storeId: storeStock.storeId, productId: storeStock.productId, quantity: storeStock.quantity })
    .from(storeStock)
    .where(and(inArray(storeStock.storeId, [...storeIds]), inArray(storeStock.productId, [...productIds])));
}
