/**
 * Tables of the catalogue-and-search feature: product reviews, recently viewed
 * products and the search documents (filled from products, brands, web nodes).
 * The full-text and trigram indexes live in the custom migration
 * `catalogue_search` (drizzle cannot express them).
 */
import { bigint, boolean, customType, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { customers, products } from '../schema.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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

/**
 * One search document per product: weighted Dutch tsvector and a plain word list for trigram matching,
 * plus copies of the product's filter and sort columns, so search, facets and sorting read this one
 * narrow table and never the wide `products` table. Filled by `toonbank_refresh_product_search(ids)`.
 */
export const productSearch = pgTable('product_search', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  document: tsvector('document').notNull(),
  words: text('words').notNull(),
  type: text('type').notNull().default('Product'),
  isActive: boolean('is_active').notNull().default(false),
  isViewable: boolean('is_viewable').notNull().default(false),
  publicationCodes: text('publication_codes').array().notNull().default(sql`'{}'::text[]`),
  brandId: integer('brand_id'),
  /** lower(products.name), the Title sort key. */
  nameKey: text('name_key').notNull().default(''),
  listPriceInclCents: integer('list_price_incl_cents').notNull().default(0),
  weighting: integer('weighting').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Average of the visible reviews; null without reviews. */
  ratingAverage: numeric('rating_average'),
  /** The web nodes the product is placed in directly (product_web_nodes). */
  webNodeIds: integer('web_node_ids').array().notNull().default(sql`'{}'::int[]`),
  tags: jsonb('tags').$type<Record<string, string[]>>().notNull().default({}),
  /** The product's tag values as `tag_values` ids, sorted. */
  tagIds: integer('tag_ids').array().notNull().default(sql`'{}'::int[]`),
});


/**
 * The distinct words of all search documents (`product_search.words` split on non-alphanumerics),
 * with a trigram index (migration `search_speed_sql`): the typo path compares a keyword with these
 * few thousand words instead of with 100,000 documents. Rebuilt by `toonbank_refresh_product_search`.
 */
export const productSearchWords = pgTable('product_search_words', {
  word: text('word').primaryKey(),
});

/**
 * Every tag value of the catalogue, numbered: `product_search.tag_ids` holds a product's tag values as
 * these ids, so the tag facet counts unnest a small int array per matched product (and the tag filter
 * uses a GIN index) instead of expanding `products.tags` jsonb per row. Filled by
 * `toonbank_refresh_product_search`; values no longer used may stay (they are never counted).
 */
export const tagValues = pgTable(
  'tag_values',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('tag_values_key_value_idx').on(t.key, t.value)],
);

/**
 * The catalogue revision: the sum of `revision` over the rows (16 slots), which goes up with every write that can
 * change a catalogue listing (products, placements, reviews, brands, web nodes, product images, price-list prices,
 * stock): statement-level triggers in migration `search_engine_sql` bump it, so the API's caches know when to drop
 * their entries. A transaction bumps one slot (migration 0018_checkout_speed), so concurrent orders do not wait for
 * each other's commit on one row.
 */
export const catalogueRevision = pgTable('catalogue_revision', {
  id: integer('id').primaryKey().default(1),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});

/**
 * Precomputed facet counts of the unfiltered lister: for each web node (the lister's subtree root) and
 * each set of publication codes, how many visible products of the subtree have each brand, direct web
 * node, tag value, and in total (kind 'total', value 0). A lister without keyword and filters sums
 * the rows whose codes overlap the viewer's instead of counting its whole matched set. Kept current by
 * statement triggers on product_search (migration `search_engine_sql`): every inserted search row adds
 * its contribution, every deleted one takes it away.
 */
export const listerCounts = pgTable(
  'lister_counts',
  {
    webNodeId: integer('web_node_id').notNull(),
    publicationCodes: text('publication_codes').array().notNull(),
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.webNodeId, t.kind, t.value, t.publicationCodes] })],
);
