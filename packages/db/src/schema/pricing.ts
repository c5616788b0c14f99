/**
 * Tables of the price computation beside the core price tables of schema.ts (list price on products,
 * net prices in price_list_prices, list-price tiers in product_price_levels, discounts):
 * quantity tiers of a price list, and the price history the EU Omnibus rule reads.
 */
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { discounts, priceLists, products } from '../schema.ts';

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
