/**
 * Promotions (spec §1 loyalty points, vouchers and coupons; §3 Cart coupons, vouchers, pointsToRedeem; §5 bonus
 * points and promotion code rules): coupons with their uses, vouchers with their balance mutations, the codes a cart
 * has applied, the discounts an order kept, and the ledger of a customer's loyalty points. Money in cents.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands, products, webNodes } from './catalogue.ts';
import { carts } from './cart.ts';
import { orders } from './checkout.ts';
import { customers } from './customers.ts';
import { storePurchases } from './documents.ts';

/**
 * A coupon (promotion code): a percentage or a fixed amount off the whole cart, a category (web node and its
 * descendants), a brand or given products; with a minimum amount, a validity period, a limit per customer and an
 * overall limit. A use is counted when an order is confirmed (`coupon_uses`, `used_count` under the row's lock).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Typed by the customer; unique regardless of case. */
    code: text('code').notNull(),
    description: text('description').notNull(),
    /** 'percentage' or 'amount'. */
    kind: text('kind').notNull(),
    /** Whole percent (1..100) for a percentage coupon. */
    percentage: integer('percentage').notNull().default(0),
    /** Amount off incl. VAT in cents for an amount coupon. */
    amountCents: integer('amount_cents').notNull().default(0),
    /** 'cart', 'category', 'brand' or 'products'. */
    scope: text('scope').notNull().default('cart'),
    webNodeId: integer('web_node_id').references(() => webNodes.id, { onDelete: 'set null' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    productIds: integer('product_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Total incl. VAT of the eligible lines the coupon needs. */
    minimumCents: integer('minimum_cents').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    perCustomerLimit: integer('per_customer_limit'),
    totalLimit: integer('total_limit'),
    usedCount: integer('used_count').notNull().default(0),
    combinable: boolean('combinable').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_idx').on(sql`lower(${t.code})`),
    check('coupons_kind_check', sql`${t.kind} in ('percentage', 'amount')`),
    check('coupons_scope_check', sql`${t.scope} in ('cart', 'category', 'brand', 'products')`),
    check('coupons_used_check', sql`${t.usedCount} >= 0 and (${t.totalLimit} is null or ${t.usedCount} <= ${t.totalLimit})`),
  ],
);

/** One counted use of a coupon by an order; released (deleted) when the order's payment fails. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_uses_coupon_customer_idx').on(t.couponId, t.customerId), index('coupon_uses_order_idx').on(t.orderId)],
);

/**
 * A voucher: a payment voucher (gift card) with a balance that pays part of an order incl. VAT, or a product voucher
 * for one product. Optionally personal to one customer.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    /** 'payment' or 'product'. */
    kind: text('kind').notNull(),
    balanceCents: integer('balance_cents').notNull().default(0),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vouchers_code_idx').on(sql`lower(${t.code})`),
    check('vouchers_kind_check', sql`${t.kind} in ('payment', 'product')`),
    check('vouchers_balance_check', sql`${t.balanceCents} >= 0`),
  ],
);

/** What an order took from a voucher (cents; for a product voucher its product's value); given back once when the payment fails. */
export const voucherUses = pgTable(
  'voucher_uses',
  {
    id: serial('id').primaryKey(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('voucher_uses_order_idx').on(t.orderId), index('voucher_uses_voucher_idx').on(t.voucherId)],
);

/** The codes a cart has applied: a coupon or a voucher per row (§7 POST/DELETE cart/vouchers). */
export const cartCodes = pgTable(
  'cart_codes',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'cascade' }),
    voucherId: integer('voucher_id').references(() => vouchers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_codes_coupon_idx').on(t.cartId, t.couponId),
    uniqueIndex('cart_codes_voucher_idx').on(t.cartId, t.voucherId),
    check('cart_codes_one_check', sql`(${t.couponId} is null) <> (${t.voucherId} is null)`),
  ],
);

/** A discount an order kept (snapshot): a coupon, a voucher or redeemed points, as shown in its totals. */
export const orderDiscounts = pgTable(
  'order_discounts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'coupon', 'product_voucher' (off the lines, VAT per line), 'points' or 'payment_voucher' (paying part of the total). */
    kind: text('kind').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    voucherId: integer('voucher_id').references(() => vouchers.id, { onDelete: 'set null' }),
    code: text('code').notNull().default(''),
    description: text('description').notNull(),
    amountInclCents: integer('amount_incl_cents').notNull(),
    amountExclCents: integer('amount_excl_cents').notNull(),
    points: integer('points').notNull().default(0),
  },
  (t) => [index('order_discounts_order_idx').on(t.orderId)],
);

/**
 * The loyalty points ledger: every change of a customer's `bonus_points` (earned by a paid order, redeemed at
 * confirm, given back when a payment fails, given by the shop), so the account can show the history.
 */
export const loyaltyPointMutations = pgTable(
  'loyalty_point_mutations',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The purchase at a store's till that earned or redeemed the points. */
    storePurchaseId: integer('store_purchase_id').references(() => storePurchases.id, { onDelete: 'set null' }),
    /** 'earned', 'redeemed', 'returned' or 'given'. */
    kind: text('kind').notNull(),
    /** Signed: redeemed points are negative. */
    points: integer('points').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loyalty_point_mutations_customer_idx').on(t.customerId, t.createdAt),
    index('loyalty_point_mutations_store_purchase_idx').on(t.storePurchaseId),
  ],
);
