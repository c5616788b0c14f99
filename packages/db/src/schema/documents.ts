/**
 * The customer's documents (spec §1, §3 Invoice, Packing slip, Store purchase): invoices of orders, packing slips of
 * shipments with the quantities each held, and purchases made in the physical stores with their lines and payments.
 * Numbers come from sequences (2026-000123); money in cents.
 */
import { index, integer, jsonb, pgSequence, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { type AddressSnapshot, orderLines, orders } from './checkout.ts';
import { customers } from './customers.ts';
import { stores } from './stores.ts';

export const invoiceNumberSequence = pgSequence('invoice_number_seq', { startWith: 1 });
export const packingSlipNumberSequence = pgSequence('packing_slip_number_seq', { startWith: 1 });
export const storePurchaseNumberSequence = pgSequence('store_purchase_number_seq', { startWith: 1 });

/**
 * The invoice of an order (one per order): the customer as invoiced (name, VAT and KvK numbers, address) and the
 * totals as charged; its lines are the order's lines.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    invoiceDate: timestamp('invoice_date', { withTimezone: true }).notNull(),
    customerName: text('customer_name').notNull(),
    companyName: text('company_name'),
    vatNumber: text('vat_number'),
    kvkNumber: text('kvk_number'),
    customerNumber: text('customer_number').notNull(),
    address: jsonb('address').$type<AddressSnapshot>(),
    totalInclCents: integer('total_incl_cents').notNull(),
    totalExclCents: integer('total_excl_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_number_idx').on(t.number),
    uniqueIndex('invoices_order_idx').on(t.orderId),
    index('invoices_customer_idx').on(t.customerId, t.invoiceDate),
  ],
);

/** A shipment of an order (or a pickup handed over): what it held per order line. */
export const packingSlips = pgTable(
  'packing_slips',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('packing_slips_number_idx').on(t.number), index('packing_slips_customer_idx').on(t.customerId, t.shippedAt)],
);

export const packingSlipLines = pgTable(
  'packing_slip_lines',
  {
    id: serial('id').primaryKey(),
    packingSlipId: integer('packing_slip_id')
      .notNull()
      .references(() => packingSlips.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Still to deliver of the line after this shipment. */
    backOrderQuantity: integer('back_order_quantity').notNull().default(0),
  },
  (t) => [index('packing_slip_lines_slip_idx').on(t.packingSlipId)],
);

/** A purchase at a store's till by a known customer (§3 Store purchase; the transactions of §7). */
export const storePurchases = pgTable(
  'store_purchases',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
    /** 'Sale' or 'Return'. */
    type: text('type').notNull().default('Sale'),
    /** 'Completed'. */
    state: text('state').notNull().default('Completed'),
    amountInclCents: integer('amount_incl_cents').notNull(),
    amountExclCents: integer('amount_excl_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    payableCents: integer('payable_cents').notNull(),
    receivedCents: integer('received_cents').notNull(),
    bonusPoints: integer('bonus_points').notNull().default(0),
  },
  (t) => [uniqueIndex('store_purchases_number_idx').on(t.number), index('store_purchases_customer_idx').on(t.customerId, t.purchasedAt)],
);

export const storePurchaseLines = pgTable(
  'store_purchase_lines',
  {
    id: serial('id').primaryKey(),
    storePurchaseId: integer('store_purchase_id')
      .notNull()
      .references(() => storePurchases.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productNumber: text('product_number').notNull(),
    title: text('title').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceInclCents: integer('unit_price_incl_cents').notNull(),
    taxRate: integer('tax_rate').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    totalInclCents: integer('total_incl_cents').notNull(),
    totalExclCents: integer('total_excl_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
  },
  (t) => [uniqueIndex('store_purchase_lines_line_idx').on(t.storePurchaseId, t.lineNumber)],
);

export const storePurchasePayments = pgTable(
  'store_purchase_payments',
  {
    id: serial('id').primaryKey(),
    storePurchaseId: integer('store_purchase_id')
      .notNull()
      .references(() => storePurchases.id, { onDelete: 'cascade' }),
    /** 'pin', 'cash', 'giftcard'. */
    method: text('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [index('store_purchase_payments_purchase_idx').on(t.storePurchaseId)],
);
