/**
 * What customers do with products: their reviews (shown only once approved)
 * and the products each customer viewed recently.
 */
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { customers } from './customers.ts';

/** §3 Review: rating 1-5, content, date, first name, visibility (new reviews wait for approval). */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    content: text('content').notNull(),
    firstName: text('first_name').notNull(),
    isVisible: boolean('is_visible').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_reviews_product_idx').on(t.productId, t.isVisible, t.createdAt)],
);

/** Recently viewed products per customer (POST/GET products/viewed). */
export const viewedProducts = pgTable(
  'viewed_products',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] }), index('viewed_products_recent_idx').on(t.customerId, t.viewedAt)],
);
