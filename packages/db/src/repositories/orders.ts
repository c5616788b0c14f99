/**
 * Orders (§3 Order, Order line, Payment; §7 cart/confirm, orders/success, customer/orders): placing an order from
 * the cart with its stock reserved, settling its payment, reading it back. Each write is one transaction; rows are
 * locked in one fixed order everywhere (cart, then products by id; a payment first when settling), so concurrent
 * confirms and settlements neither deadlock nor oversell.
 */
import { canTransitionOrder, formatOrderNumber, orderStatusAfterPayment, type OrderStatus, type PaymentStatus } from '@toonbank/domain';
import { and, asc, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cartLines, carts } from '../schema/cart.ts';
import { products } from '../schema/catalogue.ts';
import {
  type AddressSnapshot,
  checkoutSessions,
  orderLines,
  orderNumberSequence,
  orders,
  payments,
  stockReservations,
  testProviderPayments,
} from '../schema/checkout.ts';
import { users } from '../schema/customers.ts';
import {
  checkPromotions,
  earnOrderPoints,
  hasPromotions,
  listOrderDiscounts,
  releasePromotions,
  writePromotions,
  type OrderDiscountRow,
  type OrderPromotions,
} from './promotions.ts';
import { invoiceIfDue } from './documents.ts';
import { recordImpersonation } from './representatives.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface OrderLineSnapshot {
  productId: number;
  productNumber: string;
  title: string;
  productUrl: string;
  quantity: number;
  unitPriceInclCents: number;
  unitPriceExclCents: number;
  taxRate: number;
  totalInclCents: number;
  totalExclCents: number;
  taxCents: number;
  discountInclCents: number;
  discountExclCents: number;
  /** The customer's note on the cart line (§7 cart/lines/notes). */
  notes: string;
  /** A free gift or sample (derived line) at EUR 0.00. */
  gift: boolean;
}

export interface NewOrder {
  customerId: number;
  /**
   * The cart's revision the lines were priced at (`carts.revision`, bumped with every write to the lines): when the
   * locked cart still has it, its lines are the ones priced and are not read again; null: always read and compared.
   */
  cartRevision: number | null;
  placedByUserId: number | null;
  status: Extract<OrderStatus, 'PaymentPending' | 'Open'>;
  shippingMethod: string;
  storeId: number | null;
  storeName: string | null;
  deliveryAddress: AddressSnapshot | null;
  invoiceAddress: AddressSnapshot | null;
  shipmentTypeId: string | null;
  preferredDeliveryDate: string | null;
  preferredTimeFrom: string | null;
  preferredTimeTo: string | null;
  paymentMethod: string;
  customerReference: string;
  remark: string;
  intraCommunity: boolean;
  subTotalInclCents: number;
  subTotalExclCents: number;
  shippingInclCents: number;
  shippingExclCents: number;
  palletInclCents: number;
  palletExclCents: number;
  taxCents: number;
  totalInclCents: number;
  totalExclCents: number;
  /** Coupon and product-voucher discounts, already off the totals above. */
  couponDiscountInclCents: number;
  couponDiscountExclCents: number;
  /** Paid by payment vouchers and points: part of the total incl. VAT (the payment is for the rest). */
  voucherCents: number;
  pointsRedeemed: number;
  pointsCents: number;
  pointsEarned: number;
  /** The coupons, vouchers and points the order takes (checked again under their locks); null: none. */
  promotions: OrderPromotions | null;
  language: string;
  lines: OrderLineSnapshot[];
  /** An online payment to start at the provider; null for payment on account or at pickup. */
  payment: {
    provider: string;
    method: string;
    issuer: string | null;
    amountCents: number;
    expiresAt: Date;
    /**
     * A provider whose ledger is this database (the built-in test provider) makes its payment in the order's
     * transaction, from the order's id and number; any other provider is asked after the commit (the payment's
     * provider id is then recorded with `setPaymentAtProvider`).
     */
    atProvider?: (order: { id: number; number: string }) => PaymentInOrder;
  } | null;
  year: number;
}

/** The promotion fields of an order without coupons, vouchers or points. */
export const NO_ORDER_PROMOTIONS = {
  couponDiscountInclCents: 0,
  couponDiscountExclCents: 0,
  voucherCents: 0,
  pointsRedeemed: 0,
  pointsCents: 0,
  pointsEarned: 0,
  promotions: null,
} as const satisfies Partial<NewOrder>;

/** A payment made in the order's transaction: its id and hosted page at the provider, and the provider's ledger row. */
export interface PaymentInOrder {
  providerPaymentId: string;
  checkoutUrl: string;
  ledger: NewTestProviderPayment;
}

export type ConfirmOutcome =
  | { ok: true; orderId: number; number: string; paymentId: number | null; checkoutUrl: string | null }
  | { ok: false; reason: 'EMPTY_CART' | 'CART_CHANGED' | 'NOT_ENOUGH_STOCK' | 'PROMOTION_CHANGED'; productIds: number[] };

/** The checkout choices an order clears (the next order asks for them again); the others stay. */
export const ORDERED_SESSION = { termsAccepted: false, orderReference: '', remark: '', pointsToRedeem: 0 } as const;

/**
 * Places an order in one transaction: locks the cart, checks that its lines are still exactly the ones priced (else
 * CART_CHANGED; an unchanged cart revision proves it without reading them), locks the products by ascending id and
 * takes their stock (else NOT_ENOUGH_STOCK with nothing written), creates the order with its line snapshots, stock
 * reservations and payment (with the test provider's ledger row when `payment.atProvider` is given), records a
 * representative, and empties the cart.
 */
export async function placeOrder(db: Db, order: NewOrder): Promise<ConfirmOutcome> {
  return db.transaction(async (tx) => {
    const [cart] = await tx
      .select({ id: carts.id, revision: carts.revision })
      .from(carts)
      .where(eq(carts.customerId, order.customerId))
      .for('update');
    if (!cart) return { ok: false, reason: 'EMPTY_CART', productIds: [] };
    const wanted = new Map(order.lines.map((line) => [line.productId, line.quantity]));
    // The lines are read and compared only when the cart's revision moved since they were priced (a write to the
    // lines, choices, addresses or customer); an unchanged revision means unchanged lines (the row is locked now).
    if (order.cartRevision === null || cart.revision !== order.cartRevision || order.lines.length === 0) {
      const current = await tx
        .select({ productId: cartLines.productId, quantity: cartLines.quantity })
        .from(cartLines)
        .where(eq(cartLines.cartId, cart.id));
      if (current.length === 0) return { ok: false, reason: 'EMPTY_CART', productIds: [] };
      const changed = current.filter((line) => wanted.get(line.productId) !== line.quantity).map((line) => line.productId);
      if (changed.length > 0 || current.length !== order.lines.length) return { ok: false, reason: 'CART_CHANGED', productIds: changed };
    }

    const ids = [...wanted.keys()].sort((a, b) => a - b);
    const stock = await tx
      .select({ id: products.id, stockQuantity: products.stockQuantity })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id))
      .for('update');
    const short = ids.filter((id) => (stock.find((row) => row.id === id)?.stockQuantity ?? 0) < (wanted.get(id) ?? 0));
    if (short.length > 0) return { ok: false, reason: 'NOT_ENOUGH_STOCK', productIds: short };
    // Coupons, vouchers and points (only when the cart has any): locked after the products, checked again; a coupon
    // whose last use another order just took, a spent voucher or points no longer there refuse the order.
    const promotions =
      order.promotions && (hasPromotions(order.promotions) || (order.status === 'Open' && order.promotions.pointsEarned > 0))
        ? order.promotions
        : null;
    if (promotions) {
      const checked = await checkPromotions(tx, { cartId: cart.id, customerId: order.customerId, now: new Date(), promotions });
      if (!checked.ok) return { ok: false, reason: 'PROMOTION_CHANGED', productIds: [] };
    }

    // The order's number and id are both taken here, in one round trip, so that a payment made in this transaction
    // (the test provider's: its description names the number, its return address the id) needs no second one.
    const { rows: sequenceRows } = await tx.execute<{ sequence: string; order_id: number }>(
      sql`select nextval(${orderNumberSequence.seqName!}) as sequence, nextval(pg_get_serial_sequence('orders', 'id'))::int as order_id`,
    );
    const orderId = sequenceRows[0]!.order_id;
    const number = formatOrderNumber(order.year, Number(sequenceRows[0]!.sequence));
    const { lines, payment, year: _year, promotions: _promotions, ...fields } = order;
    const made = payment?.atProvider?.({ id: orderId, number }) ?? null;
    // The order with its lines, reservations, payment and the test provider's ledger row in one statement
    // (data-modifying CTEs): one round trip instead of four, and none after the commit for the test provider.
    const insertOrder = tx.insert(orders).values({ ...fields, id: orderId, number });
    const insertLines = tx.insert(orderLines).values(lines.map((line, index) => ({ ...line, orderId, lineNumber: index + 1 })));
    const insertReservations = tx
      .insert(stockReservations)
      .values(ids.map((productId) => ({ orderId, productId, quantity: wanted.get(productId)! })));
    const insertPayment = payment
      ? tx
          .insert(payments)
          .values({
            orderId,
            provider: payment.provider,
            method: payment.method,
            issuer: payment.issuer,
            amountCents: payment.amountCents,
            expiresAt: payment.expiresAt,
            status: 'open',
            providerPaymentId: made?.providerPaymentId ?? null,
            checkoutUrl: made?.checkoutUrl ?? null,
          })
          .returning({ id: payments.id })
      : null;
    const insertLedger = made ? tx.insert(testProviderPayments).values(made.ledger) : null;
    const { rows: createdRows } = await tx.execute<{ payment_id: number | null }>(sql`
      with created_order as ${insertOrder}, created_lines as ${insertLines}, created_reservations as ${insertReservations}
      ${insertPayment ? sql`, created_payment as ${insertPayment}` : sql``}
      ${insertLedger ? sql`, created_ledger as ${insertLedger}` : sql``}
      select ${insertPayment ? sql`(select id from created_payment)` : sql`null::integer`} as payment_id`);
    const created = { orderId, paymentId: createdRows[0]!.payment_id };
    if (promotions)
      await writePromotions(tx, {
        cartId: cart.id,
        customerId: order.customerId,
        orderId,
        orderNumber: number,
        earnNow: order.status === 'Open',
        promotions,
        now: new Date(),
      });
    // On account the confirmed order is invoiced at once (§1; online payments when paid, in settlePayment).
    if (order.status === 'Open') await invoiceIfDue(tx, { id: orderId, paymentMethod: order.paymentMethod }, 'placed', new Date());
    if (order.placedByUserId !== null)
      await recordImpersonation(tx, order.placedByUserId, order.customerId, 'order', String(created.orderId));
    // The cart emptied and its choices cleared, and the stock taken, in one statement. The stock last in the
    // transaction: its trigger bumps the catalogue revision (for a stock-only update one of 15 slots, migration
    // 0018_checkout_speed), whose row the confirm then holds only until its commit. The products were locked above,
    // in id order.
    const now = new Date();
    await tx.execute(sql`
      with emptied as ${tx.delete(cartLines).where(eq(cartLines.cartId, cart.id))},
      cleared as ${tx
        .update(checkoutSessions)
        .set({ ...ORDERED_SESSION, updatedAt: now })
        .where(eq(checkoutSessions.cartId, cart.id))},
      touched as ${tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, cart.id))}
      ${stockUpdate(ids.map((id) => ({ productId: id, quantity: wanted.get(id)! })))}`);
    return { ok: true, orderId: created.orderId, number, paymentId: created.paymentId, checkoutUrl: made?.checkoutUrl ?? null };
  });
}

/**
 * The statement that lowers the stock of products (a negative quantity gives it back). The caller has locked the rows
 * (by ascending id); one product may come more than once.
 */
function stockUpdate(changes: readonly { productId: number; quantity: number }[]) {
  return sql`
    update ${products} set stock_quantity = ${products.stockQuantity} - s.quantity
    from (select id, sum(quantity)::int as quantity from unnest(${sql.param(changes.map((c) => c.productId))}::int[], ${sql.param(changes.map((c) => c.quantity))}::int[]) as c(id, quantity) group by id) s
    where ${products.id} = s.id`;
}

/** Records the provider's id and hosted-page address of a payment once a provider outside the database created it. */
export async function setPaymentAtProvider(
  db: Db,
  paymentId: number,
  providerPaymentId: string,
  checkoutUrl: string | null,
): Promise<void> {
  await db.update(payments).set({ providerPaymentId, checkoutUrl }).where(eq(payments.id, paymentId));
}

export interface PaymentRow {
  id: number;
  orderId: number;
  customerId: number;
  provider: string;
  providerPaymentId: string | null;
  method: string;
  status: string;
  amountCents: number;
  checkoutUrl: string | null;
}

const paymentColumns = {
  id: payments.id,
  orderId: payments.orderId,
  customerId: orders.customerId,
  provider: payments.provider,
  providerPaymentId: payments.providerPaymentId,
  method: payments.method,
  status: payments.status,
  amountCents: payments.amountCents,
  checkoutUrl: payments.checkoutUrl,
};

export async function findPaymentAtProvider(db: Db, provider: string, providerPaymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
  return row;
}

/** The latest payment of an order, for the return page. */
export async function findLatestPayment(db: Db, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/** Open payments whose time ran out, oldest first (the expiry job). */
export async function listExpiredOpenPayments(db: Db, now: Date, limit = 100): Promise<PaymentRow[]> {
  return db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.status, 'open'), lte(payments.expiresAt, now)))
    .orderBy(asc(payments.expiresAt))
    .limit(limit);
}

export interface SettleOutcome {
  /** False when the payment was already settled (a repeated webhook or return): nothing changed. */
  changed: boolean;
  orderId: number;
  customerId: number;
  orderStatus: OrderStatus;
  paymentStatus: string;
}

/**
 * Settles a payment with the status its provider reported, once: the payment row is locked first, and only an open
 * payment changes. Paid opens the order; failed, cancelled and expired cancel it, release its reserved stock (products
 * locked by ascending id, after the cart) and put its lines back in the cart with the reference and remark.
 */
export async function settlePayment(db: Db, paymentId: number, status: PaymentStatus, now: Date): Promise<SettleOutcome> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select({ status: payments.status, orderId: payments.orderId })
      .from(payments)
      .where(eq(payments.id, paymentId))
      .for('update');
    if (!payment) throw new Error(`payment ${paymentId} not found`);
    const [order] = await tx
      .select({
        status: orders.status,
        customerId: orders.customerId,
        customerReference: orders.customerReference,
        remark: orders.remark,
        pointsEarned: orders.pointsEarned,
        paymentMethod: orders.paymentMethod,
      })
      .from(orders)
      .where(eq(orders.id, payment.orderId))
      .for('update');
    if (!order) throw new Error(`order ${payment.orderId} not found`);
    const unchanged = {
      changed: false,
      orderId: payment.orderId,
      customerId: order.customerId,
      orderStatus: order.status as OrderStatus,
      paymentStatus: payment.status,
    };
    const target = orderStatusAfterPayment(status);
    if (payment.status !== 'open' || target === null) return unchanged;
    await tx.update(payments).set({ status, settledAt: now }).where(eq(payments.id, paymentId));
    if (!canTransitionOrder(order.status as OrderStatus, target)) return { ...unchanged, changed: true, paymentStatus: status };
    await tx.update(orders).set({ status: target, updatedAt: now }).where(eq(orders.id, payment.orderId));
    if (target === 'Cancelled') await releaseOrder(tx, payment.orderId, order.customerId, order, now);
    if (target === 'Open' && order.pointsEarned > 0) await earnOrderPoints(tx, payment.orderId, now);
    if (target === 'Open') await invoiceIfDue(tx, { id: payment.orderId, paymentMethod: order.paymentMethod }, 'paid', now);
    return { changed: true, orderId: payment.orderId, customerId: order.customerId, orderStatus: target, paymentStatus: status };
  });
}

async function releaseOrder(
  tx: Tx,
  orderId: number,
  customerId: number,
  order: { customerReference: string; remark: string },
  now: Date,
): Promise<void> {
  await tx.insert(carts).values({ customerId }).onConflictDoNothing({ target: carts.customerId });
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.customerId, customerId)).for('update');
  const reserved = await tx
    .select({ id: stockReservations.id, productId: stockReservations.productId, quantity: stockReservations.quantity })
    .from(stockReservations)
    .where(and(eq(stockReservations.orderId, orderId), isNull(stockReservations.releasedAt)))
    .orderBy(asc(stockReservations.productId));
  if (reserved.length > 0) {
    await tx
      .select({ id: products.id })
      .from(products)
      .where(
        inArray(
          products.id,
          reserved.map((r) => r.productId),
        ),
      )
      .orderBy(asc(products.id))
      .for('update');
    await tx.execute(stockUpdate(reserved.map((r) => ({ productId: r.productId, quantity: -r.quantity }))));
    await tx
      .update(stockReservations)
      .set({ releasedAt: now })
      .where(
        inArray(
          stockReservations.id,
          reserved.map((r) => r.id),
        ),
      );
  }
  const lines = await tx
    .select({ productId: orderLines.productId, quantity: orderLines.quantity, notes: orderLines.notes, gift: orderLines.gift })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const restorable = lines.filter(
    (line): line is { productId: number; quantity: number; notes: string; gift: boolean } => line.productId !== null,
  );
  if (cart && restorable.length > 0) {
    await tx
      .insert(cartLines)
      .values(
        restorable.map((line) => ({
          cartId: cart.id,
          productId: line.productId,
          quantity: line.quantity,
          notes: line.notes,
          derived: line.gift,
        })),
      )
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.productId],
        set: { quantity: sql`greatest(${cartLines.quantity}, excluded.quantity)`, updatedAt: now },
      });
    await tx
      .update(checkoutSessions)
      .set({ orderReference: order.customerReference, remark: order.remark, updatedAt: now })
      .where(eq(checkoutSessions.cartId, cart.id));
  }
  await releasePromotions(tx, { orderId, customerId, cartId: cart?.id ?? null, now });
}

/** Claims sending the confirmation mail of an open order: true exactly once per order. */
export async function claimConfirmationMail(db: Db, orderId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ confirmationMailAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.confirmationMailAt), eq(orders.status, 'Open')))
    .returning({ id: orders.id });
  return rows.length === 1;
}

/** Gives the claim back when the mail could not be sent, so a later settle attempt may try again. */
export async function releaseConfirmationMail(db: Db, orderId: number): Promise<void> {
  await db.update(orders).set({ confirmationMailAt: null }).where(eq(orders.id, orderId));
}

// ----------------------------------------------------------------- reading

export type OrderRow = typeof orders.$inferSelect & { placedByName: string | null };
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderPaymentRow = typeof payments.$inferSelect;

function selectOrders(db: Db) {
  return db
    .select({ order: orders, placedByFirst: users.firstName, placedByMiddle: users.middleName, placedByLast: users.lastName })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.placedByUserId));
}

function withPlacedBy(row: {
  order: typeof orders.$inferSelect;
  placedByFirst: string | null;
  placedByMiddle: string | null;
  placedByLast: string | null;
}): OrderRow {
  const name = [row.placedByFirst, row.placedByMiddle, row.placedByLast].filter(Boolean).join(' ');
  return { ...row.order, placedByName: name || null };
}

/** A customer's orders, newest first, with the total count (paged). */
export async function listOrders(db: Db, customerId: number, offset: number, limit: number): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    selectOrders(db).where(eq(orders.customerId, customerId)).orderBy(desc(orders.createdAt), desc(orders.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId)),
  ]);
  return { rows: rows.map(withPlacedBy), total: total?.n ?? 0 };
}

/** One order of a customer with its lines and payments; undefined for another customer's order. */
export async function findOrder(db: Db, customerId: number, orderId: number): Promise<OrderWithDetails | undefined> {
  const found = await findOrderById(db, orderId);
  return found && found.order.customerId === customerId ? found : undefined;
}

export interface OrderWithDetails {
  order: OrderRow;
  lines: OrderLineRow[];
  payments: OrderPaymentRow[];
  /** Coupons, vouchers and points as the order kept them (shown after its lines). */
  discounts: OrderDiscountRow[];
}

/** One order with its lines and payments, whoever owns it (the shop's own use: mail, settlement). */
export async function findOrderById(db: Db, orderId: number): Promise<OrderWithDetails | undefined> {
  const [row] = await selectOrders(db).where(eq(orders.id, orderId));
  if (!row) return undefined;
  const [lines, paymentRows, discounts] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.lineNumber)),
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id)),
    listOrderDiscounts(db, [orderId]),
  ]);
  return { order: withPlacedBy(row), lines, payments: paymentRows, discounts: discounts.get(orderId) ?? [] };
}

/** The lines of several orders (the order list), grouped by order id. */
export async function listOrderLines(db: Db, orderIds: readonly number[]): Promise<Map<number, OrderLineRow[]>> {
  const result = new Map<number, OrderLineRow[]>();
  if (orderIds.length === 0) return result;
  const rows = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.orderId), asc(orderLines.lineNumber));
  for (const row of rows) result.set(row.orderId, [...(result.get(row.orderId) ?? []), row]);
  return result;
}

// ------------------------------------------------- built-in test provider

export type TestProviderPaymentRow = typeof testProviderPayments.$inferSelect;
/** A new payment in the test provider's ledger; written by `placeOrder` in the order's transaction. */
export type NewTestProviderPayment = Omit<typeof testProviderPayments.$inferInsert, 'status' | 'createdAt' | 'updatedAt'>;

export async function findTestProviderPayment(db: Db, id: string): Promise<TestProviderPaymentRow | undefined> {
  const [row] = await db.select().from(testProviderPayments).where(eq(testProviderPayments.id, id));
  return row;
}

/** Sets the status of an open test payment (as a customer's choice on the hosted page); a final one never changes. */
export async function setTestProviderPaymentStatus(
  db: Db,
  id: string,
  status: string,
  now: Date,
): Promise<TestProviderPaymentRow | undefined> {
  const [row] = await db
    .update(testProviderPayments)
    .set({ status, updatedAt: now })
    .where(and(eq(testProviderPayments.id, id), eq(testProviderPayments.status, 'open')))
    .returning();
  return row ?? (await findTestProviderPayment(db, id));
}

// ----------------------------------------------------------- past orders

/** An order placed before this database knew it (the demo data's history, an import): no cart, no stock taken. */
export interface PastOrder extends Omit<NewOrder, 'cartRevision' | 'payment' | 'year' | 'status'> {
  createdAt: Date;
  /** A paid online payment, or null for payment on account or at pickup. */
  payment: { provider: string; method: string; issuer: string | null; amountCents: number; paidAt: Date } | null;
}

/**
 * Records a past order with its lines and payment in one transaction, numbered from the order sequence by the year it
 * was placed; it is Open (ordered) and invoiced when its payment method says so (on account: placed; online: paid),
 * exactly as a live order. Its later steps go through `applyFulfilment`.
 */
export async function recordPastOrder(db: Db, order: PastOrder): Promise<{ id: number; number: string; lineIds: number[] }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ sequence: string }>(sql`select nextval(${orderNumberSequence.seqName!}) as sequence`);
    const number = formatOrderNumber(order.createdAt.getUTCFullYear(), Number(rows[0]!.sequence));
    const { lines, payment, promotions: _none, ...fields } = order;
    const [created] = await tx
      .insert(orders)
      .values({ ...fields, number, status: 'Open', updatedAt: order.createdAt, confirmationMailAt: order.createdAt })
      .returning({ id: orders.id });
    const orderId = created!.id;
    const inserted = await tx
      .insert(orderLines)
      .values(lines.map((line, index) => ({ ...line, orderId, lineNumber: index + 1 })))
      .returning({ id: orderLines.id, lineNumber: orderLines.lineNumber });
    const lineIds = inserted.sort((a, b) => a.lineNumber - b.lineNumber).map((row) => row.id);
    if (payment) {
      await tx.insert(payments).values({
        orderId,
        provider: payment.provider,
        providerPaymentId: `past_${number}`,
        method: payment.method,
        issuer: payment.issuer,
        amountCents: payment.amountCents,
        status: 'paid',
        settledAt: payment.paidAt,
        createdAt: order.createdAt,
      });
      await invoiceIfDue(tx, { id: orderId, paymentMethod: order.paymentMethod }, 'paid', payment.paidAt);
    } else {
      await invoiceIfDue(tx, { id: orderId, paymentMethod: order.paymentMethod }, 'placed', order.createdAt);
    }
    return { id: orderId, number, lineIds };
  });
}
