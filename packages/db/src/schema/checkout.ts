/**
 * Tables of the checkout (spec §3 Cart shipping and payment fields, Cart session, Order, Order line, Payment):
 * the checkout choices of a cart, orders with a snapshot per line and the addresses as they were, payments at a
 * provider and the stock each order holds. Money in cents; VAT per line.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgSequence, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { customers, users } from './customers.ts';
import { stores } from './stores.ts';
import { carts } from './cart.ts';

/** An address as it was when chosen or ordered (§3 Address fields). */
export interface AddressSnapshot {
  name: string;
  firstName: string;
  middleName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  houseNumberExtension: string;
  postalCode: string;
  city: string;
  countryCode: string;
  phoneNumber: string;
  emailAddress: string;
}

/**
 * The checkout choices of a cart (§3 Cart: shipping, store, delivery/alternative/invoice address, shipment, payment;
 * Cart session: orderReference, remark, isAccept). One row per cart, created on the first choice.
 */
export const checkoutSessions = pgTable('checkout_sessions', {
  cartId: integer('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  /** 'Delivery' or 'Pickup'; null until chosen. */
  shippingMethod: text('shipping_method'),
  /** §7 cart/delivery method: 'CustomerAddress' or 'AlternativeAddress'. */
  deliveryType: text('delivery_type'),
  deliveryAddressId: integer('delivery_address_id'),
  alternativeAddress: jsonb('alternative_address').$type<AddressSnapshot>(),
  useAsInvoiceAddress: boolean('use_as_invoice_address').notNull().default(false),
  invoiceAddressId: integer('invoice_address_id'),
  storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
  shipmentTypeId: text('shipment_type_id'),
  shipmentDate: date('shipment_date'),
  shipmentTimeFrom: text('shipment_time_from'),
  shipmentTimeTo: text('shipment_time_to'),
  paymentMethod: text('payment_method'),
  paymentIssuer: text('payment_issuer'),
  orderReference: text('order_reference').notNull().default(''),
  remark: text('remark').notNull().default(''),
  termsAccepted: boolean('terms_accepted').notNull().default(false),
  /** Loyalty points the customer wants to redeem on this cart (§3 pointsToRedeem; 0: none). */
  pointsToRedeem: integer('points_to_redeem').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The running number behind readable order numbers (TB-2026-000123). */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1 });

/** An order (§3 Order). Status per the state table of packages/domain checkout-rules. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The representative who placed it while acting for the customer (§6); null when the customer did. */
    placedByUserId: integer('placed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    shippingMethod: text('shipping_method').notNull(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    storeName: text('store_name'),
    deliveryAddress: jsonb('delivery_address').$type<AddressSnapshot>(),
    invoiceAddress: jsonb('invoice_address').$type<AddressSnapshot>(),
    shipmentTypeId: text('shipment_type_id'),
    preferredDeliveryDate: date('preferred_delivery_date'),
    preferredTimeFrom: text('preferred_time_from'),
    preferredTimeTo: text('preferred_time_to'),
    paymentMethod: text('payment_method').notNull(),
    customerReference: text('customer_reference').notNull().default(''),
    remark: text('remark').notNull().default(''),
    /** Intra-community supply: 0% VAT (§ VAT). */
    intraCommunity: boolean('intra_community').notNull().default(false),
    subTotalInclCents: integer('sub_total_incl_cents').notNull(),
    subTotalExclCents: integer('sub_total_excl_cents').notNull(),
    shippingInclCents: integer('shipping_incl_cents').notNull(),
    shippingExclCents: integer('shipping_excl_cents').notNull(),
    palletInclCents: integer('pallet_incl_cents').notNull().default(0),
    palletExclCents: integer('pallet_excl_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull(),
    totalInclCents: integer('total_incl_cents').notNull(),
    totalExclCents: integer('total_excl_cents').notNull(),
    /** Coupon discounts (incl. and excl. VAT) already taken off the totals above. */
    couponDiscountInclCents: integer('coupon_discount_incl_cents').notNull().default(0),
    couponDiscountExclCents: integer('coupon_discount_excl_cents').notNull().default(0),
    /** Paid by payment vouchers and redeemed points (cents), part of the total incl. VAT; the rest is paid by the payment method. */
    voucherCents: integer('voucher_cents').notNull().default(0),
    pointsRedeemed: integer('points_redeemed').notNull().default(0),
    pointsCents: integer('points_cents').notNull().default(0),
    /** Points the order earns (loyalty customers); added to the customer's points once, when it is paid. */
    pointsEarned: integer('points_earned').notNull().default(0),
    pointsEarnedAt: timestamp('points_earned_at', { withTimezone: true }),
    /** Language of the customer's mail. */
    language: text('language').notNull().default('nl'),
    /** Set in the transaction that claims sending the confirmation mail: sent at most once. */
    confirmationMailAt: timestamp('confirmation_mail_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('orders_number_idx').on(t.number), index('orders_customer_idx').on(t.customerId, t.createdAt)],
);

/** One line of an order: a snapshot of the product and its price as ordered (§3 Order line). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productNumber: text('product_number').notNull(),
    title: text('title').notNull(),
    productUrl: text('product_url').notNull().default(''),
    quantity: integer('quantity').notNull(),
    unitPriceInclCents: integer('unit_price_incl_cents').notNull(),
    unitPriceExclCents: integer('unit_price_excl_cents').notNull(),
    taxRate: integer('tax_rate').notNull(),
    totalInclCents: integer('total_incl_cents').notNull(),
    totalExclCents: integer('total_excl_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    discountInclCents: integer('discount_incl_cents').notNull().default(0),
    discountExclCents: integer('discount_excl_cents').notNull().default(0),
    /** The customer's note on the cart line (§7 cart/lines/notes), kept with the order. */
    notes: text('notes').notNull().default(''),
    /** A free gift or sample (§4 derived line) at EUR 0.00. */
    gift: boolean('gift').notNull().default(false),
    /** Delivered so far over all packing slips (domain order-fulfilment). */
    deliveredQuantity: integer('delivered_quantity').notNull().default(0),
    /** Delivered with the latest shipment that held this line. */
    lastDeliveredQuantity: integer('last_delivered_quantity').notNull().default(0),
    /** Still to deliver after a partial shipment. */
    backOrderQuantity: integer('back_order_quantity').notNull().default(0),
    /** Not delivered and cancelled. */
    cancelledQuantity: integer('cancelled_quantity').notNull().default(0),
  },
  (t) => [uniqueIndex('order_lines_order_line_idx').on(t.orderId, t.lineNumber)],
);

/** A payment of an order at a provider ('test' or 'mollie'); status as the provider reports it. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's id (Mollie tr_…); null until the provider answered. */
    providerPaymentId: text('provider_payment_id'),
    method: text('method').notNull(),
    issuer: text('issuer'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('open'),
    checkoutUrl: text('checkout_url'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_id_idx').on(t.provider, t.providerPaymentId),
    index('payments_order_idx').on(t.orderId),
    index('payments_open_expiry_idx').on(t.expiresAt).where(sql`status = 'open'`),
  ],
);

/** Stock an order took from a product at confirm; released once when its payment fails, is cancelled or expires. */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_reservations_order_idx').on(t.orderId)],
);

/**
 * The built-in test payment provider's own ledger (its "account"): what a hosted test page shows and what the shop
 * asks when a webhook or return arrives. Kept apart from `payments`, as a real provider's state would be.
 */
export const testProviderPayments = pgTable('test_provider_payments', {
  id: text('id').primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  description: text('description').notNull(),
  method: text('method').notNull(),
  status: text('status').notNull().default('open'),
  redirectUrl: text('redirect_url').notNull(),
  webhookUrl: text('webhook_url').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
