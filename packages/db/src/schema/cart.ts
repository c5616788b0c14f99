/**
 * Tables of the cart (spec §3 Cart, Cart line): one cart per customer (the
 * acting customer when a representative impersonates), one line per product.
 */
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { customers } from './customers.ts';

export const carts = pgTable('carts', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .unique()
    .references(() => customers.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Bumped by database triggers in the same transaction as every write to what the cart's answer shows besides the
   * catalogue: its lines, its checkout choices, the customer's addresses and the customer row (migration 0018_checkout_speed).
   * The API caches the computed cart per revision (apps/api/src/features/shared/cart-cache.ts).
   */
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** §3 AsposDerived: free or gift lines added by the shop, not by the customer. */
    derived: boolean('derived').notNull().default(false),
    notes: text('notes').notNull().default(''),
    /**
     * The unit price the line had when the customer added it or last changed or confirmed it; the cart says
     * 'De prijs van dit product is gewijzigd' when today's differs by more than 0.01 (§4, §9). Null: none recorded.
     */
    confirmedUnitInclCents: integer('confirmed_unit_incl_cents'),
    confirmedUnitExclCents: integer('confirmed_unit_excl_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_lines_cart_product_idx').on(t.cartId, t.productId), index('cart_lines_product_idx').on(t.productId)],
);

/** One line of a shared cart: a product and its quantity, no prices (the receiver gets their own). */
export interface SharedCartLine {
  productId: number;
  quantity: number;
}

/**
 * A snapshot of a cart's lines shared by its customer (§7 POST cart/share), used by anyone logged in who has the key
 * (POST cart/use-share) for 30 days. The key is random and unguessable; it reads this snapshot only, never the cart.
 */
export const cartShares = pgTable(
  'cart_shares',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    lines: jsonb('lines').$type<SharedCartLine[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_shares_key_idx').on(t.key), index('cart_shares_customer_idx').on(t.customerId, t.createdAt)],
);
