/**
 * The customer's lists (spec §3 Wishlist, Product selection; §4): named wishlists with their products, the product
 * selections (the order list, and the samples the promotions use), and the animals a customer registers for the
 * account page animals-good-news. All belong to one customer (the acting one for a representative).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { customers } from './customers.ts';

export const wishlists = pgTable(
  'wishlists',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The list every customer has ('Mijn favorieten'): it cannot be deleted, and the heart adds to it. */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlists_customer_name_idx').on(t.customerId, sql`lower(${t.name})`),
    uniqueIndex('wishlists_customer_default_idx').on(t.customerId).where(sql`${t.isDefault}`),
  ],
);

export const wishlistProducts = pgTable(
  'wishlist_products',
  {
    id: serial('id').primaryKey(),
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlist_products_list_product_idx').on(t.wishlistId, t.productId),
    index('wishlist_products_product_idx').on(t.productId),
    check('wishlist_products_quantity_check', sql`${t.quantity} between 1 and 99999`),
  ],
);

export const productSelections = pgTable(
  'product_selections',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** §3 Product selection type: 'OrderList' or 'Sample' (SELECTION_TYPES in the domain). */
    type: text('type').notNull(),
    quantity: integer('quantity').notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_selections_customer_type_product_idx').on(t.customerId, t.type, t.productId),
    index('product_selections_product_idx').on(t.productId),
    check('product_selections_type_check', sql`${t.type} in ('OrderList', 'Sample')`),
    check('product_selections_quantity_check', sql`${t.quantity} between 1 and 99999`),
  ],
);

export const customerAnimals = pgTable(
  'customer_animals',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** One of ANIMAL_SPECIES in the domain ('hond', 'kat', ...), also the news tag about it. */
    species: text('species').notNull(),
    name: text('name').notNull(),
    birthday: date('birthday', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_animals_customer_idx').on(t.customerId),
    check('customer_animals_species_check', sql`${t.species} in ('hond', 'kat', 'knaagdier', 'vogel', 'vis', 'paard', 'reptiel')`),
  ],
);
