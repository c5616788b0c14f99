/**
 * Prices and discounts: price lists with their net prices, quantity price
 * levels ('meer = minder'), flyer-code discounts, and the price history that
 * shows a product's lowest price of the last 30 days.
 */
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';

export const priceLists = pgTable('price_lists', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

/** Net prices per customer price list (excl. VAT). */
export const priceListPrices = pgTable(
  'price_list_prices',
  {
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    netPriceExclCents: integer('net_price_excl_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.priceListId, t.productId] })],
);

/** Quantity price levels ('meer = minder', §3 moreLessLevels); unit price incl. VAT from `quantity` on. */
export const productPriceLevels = pgTable(
  'product_price_levels',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    priceInclCents: integer('price_incl_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.quantity] })],
);

/** Quantity tiers ('meer = minder') on a price list's net price: net unit price excl. VAT from `quantity` on. */
export const priceListPriceLevels = pgTable(
  'price_list_price_levels',
  {
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    netPriceExclCents: integer('net_price_excl_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.priceListId, t.productId, t.quantity] }), index('price_list_price_levels_product_idx').on(t.productId)],
);

/** Discounts by flyer code (§3 Discount, §9 discount lookup). */
export const discounts = pgTable('discounts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  category: text('category').notNull().default(''),
  flyerCode: text('flyer_code').notNull(),
  priceListId: integer('price_list_id').references(() => priceLists.id),
  startDate: timestamp('start_date', { withTimezone: true }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true }).notNull(),
  image: text('image'),
  /** Percentage off the shown price. */
  percentage: integer('percentage').notNull(),
});

export const discountProducts = pgTable(
  'discount_products',
  {
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.discountId, t.productId] }), index('discount_products_product_idx').on(t.productId)],
);

/**
 * Every list price a product had and every discount it was in, with the period it was in force
 * (`valid_to` null: still). Kept by triggers on products, discounts and discount_products (migration
 * `prices`), so a change made anywhere is recorded; read for the EU Omnibus 'was' price.
 */
export const productPriceHistory = pgTable(
  'product_price_history',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 'list' (a list price) or 'discount' (a discount percentage). */
    kind: text('kind').notNull(),
    listPriceInclCents: integer('list_price_incl_cents'),
    discountId: integer('discount_id').references(() => discounts.id, { onDelete: 'set null' }),
    /** The discount's price list; null for every list (only those count for the consumer price). */
    priceListId: integer('price_list_id'),
    percentage: integer('percentage'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_price_history_product_idx').on(t.productId, t.validFrom)],
);
