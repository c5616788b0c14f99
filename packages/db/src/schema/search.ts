/**
 * The search engine's tables: one narrow search document per product, the
 * distinct words for the typo path, numbered tag values and precomputed lister
 * counts. The full-text and trigram indexes and the triggers that keep these
 * tables current live in custom migrations (drizzle cannot express them).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
