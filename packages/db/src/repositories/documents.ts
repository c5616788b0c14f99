/**
 * The customer's documents (§1, §3 Invoice, Packing slip, Store purchase; §7 customer/invoices, customer/delivery-notes,
 * customer/transactions): an order's fulfilment steps with their packing slips and invoice, and reading invoices,
 * packing slips and store purchases back for their owner. Every write is one transaction; the order row is locked
 * first, then the products by ascending id (as in orders.ts), so concurrent steps on one order run one after another.
 */
import {
  type FulfilmentAction,
  type FulfilmentLine,
  type FulfilmentProblem,
  formatDocumentNumber,
  isInvoiceDue,
  type InvoiceEvent,
  type OrderStatus,
  planFulfilment,
} from '@toonbank/domain';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../client.ts';
import { products } from '../schema/catalogue.ts';
import { type AddressSnapshot, orderLines, orders, stockReservations } from '../schema/checkout.ts';
import { customers } from '../schema/customers.ts';
import { loyaltyPointMutations } from '../schema/promotions.ts';
import {
  invoiceNumberSequence,
  invoices,
  packingSlipLines,
  packingSlipNumberSequence,
  packingSlips,
  storePurchaseLines,
  storePurchaseNumberSequence,
  storePurchasePayments,
  storePurchases,
} from '../schema/documents.ts';
import { stores } from '../schema/stores.ts';

// ------------------------------------------------------------------ invoices

/**
 * Makes the invoice of an order when its payment method says this event is the moment (`isInvoiceDue`) and it has
 * none yet; run inside the transaction that changed the order (its row locked). Answers the invoice's id, or null.
 */
export async function invoiceIfDue(
  tx: Executor,
  order: { id: number; paymentMethod: string },
  event: InvoiceEvent,
  at: Date,
): Promise<number | null> {
  if (!isInvoiceDue(order.paymentMethod, event)) return null;
  const [existing] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, order.id));
  if (existing) return null;
  const { rows } = await tx.execute<{ sequence: string }>(sql`select nextval(${invoiceNumberSequence.seqName!}) as sequence`);
  const number = formatDocumentNumber(at.getUTCFullYear(), Number(rows[0]!.sequence));
  const { rows: created } = await tx.execute<{ id: number }>(sql`
    insert into ${invoices} (number, order_id, customer_id, store_id, invoice_date, customer_name, company_name, vat_number,
      kvk_number, customer_number, address, total_incl_cents, total_excl_cents, tax_cents)
    select ${number}, o.id, o.customer_id, o.store_id, ${at.toISOString()}::timestamptz,
      trim(concat_ws(' ', nullif(c.first_name, ''), nullif(c.middle_name, ''), nullif(c.last_name, ''))),
      case when c.gender = 'Company' then c.company_name end, case when c.gender = 'Company' then c.vat_number end,
      case when c.gender = 'Company' then c.kvk_number end, c.number, coalesce(o.invoice_address, o.delivery_address),
      o.total_incl_cents, o.total_excl_cents, o.tax_cents
    from ${orders} o join ${customers} c on c.id = o.customer_id
    where o.id = ${order.id}
    returning id`);
  return created[0]?.id ?? null;
}

// ---------------------------------------------------------- fulfilment steps

export type FulfilmentOutcome =
  | { ok: true; status: OrderStatus; packingSlipId: number | null; invoiceId: number | null }
  | { ok: false; problem: FulfilmentProblem | 'ORDER_NOT_FOUND' };

/**
 * One fulfilment step of an order (process, ship, cancel; domain `planFulfilment`) in one transaction: the order and
 * its lines locked, the lines' delivered, back-order and cancelled quantities and the order's status written, a packing
 * slip for a shipment, the invoice when the step makes it due, and cancelled quantities given back to stock.
 */
export async function applyFulfilment(db: Db, orderId: number, action: FulfilmentAction, now: Date): Promise<FulfilmentOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        status: orders.status,
        customerId: orders.customerId,
        storeId: orders.storeId,
        paymentMethod: orders.paymentMethod,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!order) return { ok: false, problem: 'ORDER_NOT_FOUND' };
    const rows = await tx
      .select({
        id: orderLines.id,
        productId: orderLines.productId,
        quantity: orderLines.quantity,
        deliveredQuantity: orderLines.deliveredQuantity,
        lastDeliveredQuantity: orderLines.lastDeliveredQuantity,
        backOrderQuantity: orderLines.backOrderQuantity,
        cancelledQuantity: orderLines.cancelledQuantity,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.lineNumber));
    const result = planFulfilment(order.status as OrderStatus, rows, action);
    if (!result.ok) return result;
    const { plan } = result;

    const changed = plan.lines.filter((line) => {
      const before = rows.find((row) => row.id === line.id)!;
      return (
        before.deliveredQuantity !== line.deliveredQuantity ||
        before.lastDeliveredQuantity !== line.lastDeliveredQuantity ||
        before.backOrderQuantity !== line.backOrderQuantity ||
        before.cancelledQuantity !== line.cancelledQuantity
      );
    });
    if (changed.length > 0) await tx.execute(lineUpdate(changed));
    await tx.update(orders).set({ status: plan.status, updatedAt: now }).where(eq(orders.id, orderId));

    let packingSlipId: number | null = null;
    if (plan.shipped.length > 0) {
      const { rows: seq } = await tx.execute<{ sequence: string }>(sql`select nextval(${packingSlipNumberSequence.seqName!}) as sequence`);
      const [slip] = await tx
        .insert(packingSlips)
        .values({
          number: formatDocumentNumber(now.getUTCFullYear(), Number(seq[0]!.sequence)),
          orderId,
          customerId: order.customerId,
          storeId: order.storeId,
          shippedAt: now,
        })
        .returning({ id: packingSlips.id });
      packingSlipId = slip!.id;
      await tx.insert(packingSlipLines).values(
        plan.shipped.map((line) => ({
          packingSlipId: slip!.id,
          orderLineId: line.lineId,
          quantity: line.quantity,
          backOrderQuantity: plan.lines.find((l) => l.id === line.lineId)!.backOrderQuantity,
        })),
      );
    }

    if (plan.cancelled.length > 0) {
      const back = plan.cancelled
        .map((c) => ({ productId: rows.find((row) => row.id === c.lineId)!.productId, quantity: c.quantity }))
        .filter((c): c is { productId: number; quantity: number } => c.productId !== null)
        .sort((a, b) => a.productId - b.productId);
      if (back.length > 0) {
        await tx
          .select({ id: products.id })
          .from(products)
          .where(
            inArray(
              products.id,
              back.map((b) => b.productId),
            ),
          )
          .orderBy(asc(products.id))
          .for('update');
        await tx.execute(sql`
          update ${products} set stock_quantity = ${products.stockQuantity} + s.quantity
          from (select id, sum(quantity)::int as quantity from unnest(${sql.param(back.map((b) => b.productId))}::int[], ${sql.param(back.map((b) => b.quantity))}::int[]) as c(id, quantity) group by id) s
          where ${products.id} = s.id`);
      }
      await tx
        .update(stockReservations)
        .set({ releasedAt: now })
        .where(and(eq(stockReservations.orderId, orderId), isNull(stockReservations.releasedAt)));
    } else if (plan.status === 'Processed') {
      // Everything left the warehouse: the reservation is fulfilled.
      await tx
        .update(stockReservations)
        .set({ releasedAt: now })
        .where(and(eq(stockReservations.orderId, orderId), isNull(stockReservations.releasedAt)));
    }

    const invoiceId = plan.shipped.length > 0 ? await invoiceIfDue(tx, order, 'shipped', now) : null;
    return { ok: true, status: plan.status, packingSlipId, invoiceId };
  });
}

function lineUpdate(lines: readonly FulfilmentLine[]) {
  return sql`
    update ${orderLines} set delivered_quantity = s.delivered, last_delivered_quantity = s.last_delivered,
      back_order_quantity = s.back_order, cancelled_quantity = s.cancelled
    from unnest(${sql.param(lines.map((l) => l.id))}::int[], ${sql.param(lines.map((l) => l.deliveredQuantity))}::int[],
      ${sql.param(lines.map((l) => l.lastDeliveredQuantity))}::int[], ${sql.param(lines.map((l) => l.backOrderQuantity))}::int[],
      ${sql.param(lines.map((l) => l.cancelledQuantity))}::int[]) as s(id, delivered, last_delivered, back_order, cancelled)
    where ${orderLines.id} = s.id`;
}

// ------------------------------------------------------------- reading: invoices

export interface InvoiceRow {
  id: number;
  number: string;
  orderId: number;
  orderNumber: string;
  customerId: number;
  storeId: number | null;
  invoiceDate: Date;
  totalInclCents: number;
  totalExclCents: number;
  taxCents: number;
}

const invoiceColumns = {
  id: invoices.id,
  number: invoices.number,
  orderId: invoices.orderId,
  orderNumber: orders.number,
  customerId: invoices.customerId,
  storeId: invoices.storeId,
  invoiceDate: invoices.invoiceDate,
  totalInclCents: invoices.totalInclCents,
  totalExclCents: invoices.totalExclCents,
  taxCents: invoices.taxCents,
};

/** A customer's invoices, newest first, with the total count. */
export async function listInvoices(
  db: Db,
  customerId: number,
  offset: number,
  limit: number,
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select(invoiceColumns)
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(eq(invoices.customerId, customerId))
      .orderBy(desc(invoices.invoiceDate), desc(invoices.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(invoices).where(eq(invoices.customerId, customerId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type InvoiceDocumentRow = typeof invoices.$inferSelect & { orderNumber: string };

/** One invoice of a customer as a document (the customer as invoiced); undefined for another customer's invoice. */
export async function findInvoice(db: Db, customerId: number, invoiceId: number): Promise<InvoiceDocumentRow | undefined> {
  const [row] = await db
    .select({ invoice: invoices, orderNumber: orders.number })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.customerId, customerId)));
  return row ? { ...row.invoice, orderNumber: row.orderNumber } : undefined;
}

/** The invoice of each of these orders (an order's list and detail show it), by order id. */
export async function invoicesOfOrders(db: Db, orderIds: readonly number[]): Promise<Map<number, { id: number; number: string }>> {
  const result = new Map<number, { id: number; number: string }>();
  if (orderIds.length === 0) return result;
  const rows = await db
    .select({ id: invoices.id, number: invoices.number, orderId: invoices.orderId })
    .from(invoices)
    .where(inArray(invoices.orderId, [...orderIds]));
  for (const row of rows) result.set(row.orderId, { id: row.id, number: row.number });
  return result;
}

/** The packing slips of each of these orders, oldest first, by order id. */
export async function packingSlipsOfOrders(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, { id: number; number: string; shippedAt: Date }[]>> {
  const result = new Map<number, { id: number; number: string; shippedAt: Date }[]>();
  if (orderIds.length === 0) return result;
  const rows = await db
    .select({ id: packingSlips.id, number: packingSlips.number, shippedAt: packingSlips.shippedAt, orderId: packingSlips.orderId })
    .from(packingSlips)
    .where(inArray(packingSlips.orderId, [...orderIds]))
    .orderBy(asc(packingSlips.shippedAt), asc(packingSlips.id));
  for (const { orderId, ...slip } of rows) result.set(orderId, [...(result.get(orderId) ?? []), slip]);
  return result;
}

// -------------------------------------------------------- reading: packing slips

export interface PackingSlipRow {
  id: number;
  number: string;
  orderId: number;
  orderNumber: string;
  customerId: number;
  storeId: number | null;
  shippedAt: Date;
}

const packingSlipColumns = {
  id: packingSlips.id,
  number: packingSlips.number,
  orderId: packingSlips.orderId,
  orderNumber: orders.number,
  customerId: packingSlips.customerId,
  storeId: packingSlips.storeId,
  shippedAt: packingSlips.shippedAt,
};

/** A customer's packing slips, newest first, with the total count. */
export async function listPackingSlips(
  db: Db,
  customerId: number,
  offset: number,
  limit: number,
): Promise<{ rows: PackingSlipRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select(packingSlipColumns)
      .from(packingSlips)
      .innerJoin(orders, eq(orders.id, packingSlips.orderId))
      .where(eq(packingSlips.customerId, customerId))
      .orderBy(desc(packingSlips.shippedAt), desc(packingSlips.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(packingSlips).where(eq(packingSlips.customerId, customerId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export interface PackingSlipLineRow {
  packingSlipId: number;
  lineNumber: number;
  productNumber: string;
  title: string;
  ordered: number;
  quantity: number;
  backOrderQuantity: number;
}

export interface PackingSlipDocumentRow extends PackingSlipRow {
  deliveryAddress: AddressSnapshot | null;
  storeName: string | null;
  customerReference: string;
  customerNumber: string;
}

/** Packing slips of a customer with their lines, in the order asked; ids of other customers are left out. */
export async function findPackingSlips(
  db: Db,
  customerId: number,
  ids: readonly number[],
): Promise<(PackingSlipDocumentRow & { lines: PackingSlipLineRow[] })[]> {
  if (ids.length === 0) return [];
  const slips = await db
    .select({
      ...packingSlipColumns,
      deliveryAddress: orders.deliveryAddress,
      storeName: orders.storeName,
      customerReference: orders.customerReference,
      customerNumber: customers.number,
    })
    .from(packingSlips)
    .innerJoin(orders, eq(orders.id, packingSlips.orderId))
    .innerJoin(customers, eq(customers.id, packingSlips.customerId))
    .where(and(inArray(packingSlips.id, [...ids]), eq(packingSlips.customerId, customerId)));
  if (slips.length === 0) return [];
  const lines = await db
    .select({
      packingSlipId: packingSlipLines.packingSlipId,
      lineNumber: orderLines.lineNumber,
      productNumber: orderLines.productNumber,
      title: orderLines.title,
      ordered: orderLines.quantity,
      quantity: packingSlipLines.quantity,
      backOrderQuantity: packingSlipLines.backOrderQuantity,
    })
    .from(packingSlipLines)
    .innerJoin(orderLines, eq(orderLines.id, packingSlipLines.orderLineId))
    .where(
      inArray(
        packingSlipLines.packingSlipId,
        slips.map((s) => s.id),
      ),
    )
    .orderBy(asc(packingSlipLines.packingSlipId), asc(orderLines.lineNumber));
  const byId = new Map(slips.map((slip) => [slip.id, slip]));
  return [...new Set(ids)]
    .map((id) => byId.get(id))
    .filter((slip) => slip !== undefined)
    .map((slip) => ({ ...slip, lines: lines.filter((line) => line.packingSlipId === slip.id) }));
}

// ------------------------------------------------------- store purchases

export type StorePurchaseRow = typeof storePurchases.$inferSelect & {
  storeName: string | null;
  storeCode: string | null;
  storeUrl: string | null;
};
export type StorePurchaseLineRow = typeof storePurchaseLines.$inferSelect;
export type StorePurchasePaymentRow = typeof storePurchasePayments.$inferSelect;

export interface NewStorePurchase {
  customerId: number;
  storeId: number | null;
  purchasedAt: Date;
  type?: string;
  discountCents: number;
  bonusPoints: number;
  /** Points the customer paid with at the till (0 or absent: none). */
  pointsRedeemed?: number;
  lines: Omit<typeof storePurchaseLines.$inferInsert, 'storePurchaseId' | 'lineNumber' | 'id'>[];
  payments: { method: string; amountCents: number }[];
}

/**
 * Records a purchase at a store's till with its lines and payments, numbered from the sequence, in one transaction;
 * the points it earned (and any the customer paid with) go on the customer's balance and into the points ledger.
 */
export async function recordStorePurchase(db: Db, purchase: NewStorePurchase): Promise<{ id: number; number: string }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ sequence: string }>(sql`select nextval(${storePurchaseNumberSequence.seqName!}) as sequence`);
    const number = formatDocumentNumber(purchase.purchasedAt.getUTCFullYear(), Number(rows[0]!.sequence));
    const amountInclCents = purchase.lines.reduce((sum, line) => sum + line.totalInclCents, 0);
    const amountExclCents = purchase.lines.reduce((sum, line) => sum + line.totalExclCents, 0);
    const received = purchase.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
    const [created] = await tx
      .insert(storePurchases)
      .values({
        number,
        customerId: purchase.customerId,
        storeId: purchase.storeId,
        purchasedAt: purchase.purchasedAt,
        type: purchase.type ?? 'Sale',
        amountInclCents,
        amountExclCents,
        taxCents: amountInclCents - amountExclCents,
        discountCents: purchase.discountCents,
        payableCents: amountInclCents,
        receivedCents: received,
        bonusPoints: purchase.bonusPoints,
      })
      .returning({ id: storePurchases.id });
    const id = created!.id;
    await tx
      .insert(storePurchaseLines)
      .values(purchase.lines.map((line, index) => ({ ...line, storePurchaseId: id, lineNumber: index + 1 })));
    if (purchase.payments.length > 0)
      await tx.insert(storePurchasePayments).values(purchase.payments.map((payment) => ({ ...payment, storePurchaseId: id })));
    const redeemed = purchase.pointsRedeemed ?? 0;
    const mutations = [
      ...(redeemed > 0 ? [{ kind: 'redeemed', points: -redeemed, description: `Ingewisseld bij aankoop ${number} in de winkel` }] : []),
      ...(purchase.bonusPoints > 0
        ? [{ kind: 'earned', points: purchase.bonusPoints, description: `Gespaard met aankoop ${number} in de winkel` }]
        : []),
    ];
    if (mutations.length > 0) {
      await tx
        .update(customers)
        .set({ bonusPoints: sql`${customers.bonusPoints} + ${purchase.bonusPoints - redeemed}` })
        .where(eq(customers.id, purchase.customerId));
      await tx
        .insert(loyaltyPointMutations)
        .values(mutations.map((m) => ({ ...m, customerId: purchase.customerId, storePurchaseId: id, createdAt: purchase.purchasedAt })));
    }
    return { id, number };
  });
}

function selectStorePurchases(db: Db) {
  return db
    .select({ purchase: storePurchases, storeName: stores.name, storeCode: stores.code, storeUrl: stores.url })
    .from(storePurchases)
    .leftJoin(stores, eq(stores.id, storePurchases.storeId));
}

/** A customer's store purchases, newest first, with the total count. */
export async function listStorePurchases(
  db: Db,
  customerId: number,
  offset: number,
  limit: number,
): Promise<{ rows: StorePurchaseRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    selectStorePurchases(db)
      .where(eq(storePurchases.customerId, customerId))
      .orderBy(desc(storePurchases.purchasedAt), desc(storePurchases.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(storePurchases).where(eq(storePurchases.customerId, customerId)),
  ]);
  return { rows: rows.map(({ purchase, ...store }) => ({ ...purchase, ...store })), total: total?.n ?? 0 };
}

/** The lines and payments of store purchases, by purchase id. */
export async function storePurchaseDetails(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { lines: StorePurchaseLineRow[]; payments: StorePurchasePaymentRow[] }>> {
  const result = new Map<number, { lines: StorePurchaseLineRow[]; payments: StorePurchasePaymentRow[] }>();
  if (ids.length === 0) return result;
  const [lines, paymentRows] = await Promise.all([
    db
      .select()
      .from(storePurchaseLines)
      .where(inArray(storePurchaseLines.storePurchaseId, [...ids]))
      .orderBy(asc(storePurchaseLines.storePurchaseId), asc(storePurchaseLines.lineNumber)),
    db
      .select()
      .from(storePurchasePayments)
      .where(inArray(storePurchasePayments.storePurchaseId, [...ids]))
      .orderBy(asc(storePurchasePayments.id)),
  ]);
  for (const id of ids)
    result.set(id, { lines: lines.filter((l) => l.storePurchaseId === id), payments: paymentRows.filter((p) => p.storePurchaseId === id) });
  return result;
}

/** One store purchase of a customer by id or by number; undefined for another customer's. */
export async function findStorePurchase(
  db: Db,
  customerId: number,
  key: { id: number } | { number: string },
): Promise<StorePurchaseRow | undefined> {
  const match = 'id' in key ? eq(storePurchases.id, key.id) : eq(storePurchases.number, key.number);
  const [row] = await selectStorePurchases(db).where(and(match, eq(storePurchases.customerId, customerId)));
  return row ? { ...row.purchase, storeName: row.storeName, storeCode: row.storeCode, storeUrl: row.storeUrl } : undefined;
}

/** The page address of each product that still exists (a purchase's lines link to it). */
export async function productUrls(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, url: products.url })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.url]));
}
