/**
 * The catalogue: the category tree (web nodes), brands, products with their
 * images, placements and connections, and the catalogue revision that every
 * write to these tables bumps so that the API's caches know when to drop their
 * entries. Money is integer cents; percentages are whole numbers.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FieldTranslations } from '@toonbank/domain/content-culture';

/** Category tree (§3 Web node). `url` is the full slug path, e.g. `hond/voeding/droogvoer`. */
export const webNodes = pgTable(
  'web_nodes',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    code: text('code').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    banner: text('banner'),
    level: integer('level').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    /** French and English name and description ({ fr: { name, description }, en: … }); Dutch is the base text. */
    translations: jsonb('translations').$type<FieldTranslations>().notNull().default({}),
  },
  (t) => [uniqueIndex('web_nodes_url_idx').on(t.url), index('web_nodes_parent_idx').on(t.parentId)],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    img: text('img'),
    description: text('description').notNull().default(''),
    /** The description in French and English ({ fr: { description } }); Dutch is `description` itself. */
    translations: jsonb('translations').$type<FieldTranslations>().notNull().default({}),
    /** Rank among popular brands (1 = most popular); null when not popular. */
    popularRank: integer('popular_rank'),
    isNew: boolean('is_new').notNull().default(false),
  },
  (t) => [uniqueIndex('brands_url_idx').on(t.url)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    /** Product number (artikelnummer); shown trimmed to 6 characters (§9). */
    number: text('number').notNull(),
    type: text('type').notNull().default('Product'),
    name: text('name').notNull(),
    url: text('url').notNull(),
    brandId: integer('brand_id').references(() => brands.id),
    description: text('description').notNull().default(''),
    ingredients: text('ingredients').notNull().default(''),
    usage: text('usage').notNull().default(''),
    usps: text('usps').array().notNull().default(sql`'{}'::text[]`),
    scanCode: text('scan_code'),
    supplierProductCode: text('supplier_product_code'),
    size: text('size'),
    colorHex: text('color_hex'),
    colorName: text('color_name'),
    unit: text('unit'),
    /** Content of one piece in `unit` (e.g. 2.5 for a 2.5 kg bag), for unit prices. */
    unitContent: doublePrecision('unit_content'),
    /** Consumer list price including VAT, in cents. */
    listPriceInclCents: integer('list_price_incl_cents').notNull(),
    /** Recommended retail price incl. VAT in cents (adviesprijs), when known. */
    retailPriceInclCents: integer('retail_price_incl_cents'),
    taxRate: integer('tax_rate').notNull(),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    maxInCart: integer('max_in_cart'),
    purchaseUnitFactor: integer('purchase_unit_factor').notNull().default(1),
    supplierState: text('supplier_state').notNull().default('Active'),
    deliverableFromDate: date('deliverable_from_date'),
    publicationCodes: text('publication_codes').array().notNull().default(sql`'{B}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    isViewable: boolean('is_viewable').notNull().default(true),
    isOrderable: boolean('is_orderable').notNull().default(true),
    /** True for a master product that only groups variants (§3 isVirtual). */
    isVirtual: boolean('is_virtual').notNull().default(false),
    /** Web-shop banner text, e.g. 'Nieuw', or 'Actie 11-2026' (month/quarter rule §4). */
    webshopBanner: text('webshop_banner'),
    tags: jsonb('tags').$type<Record<string, string[]>>().notNull().default({}),
    weighting: integer('weighting').notNull().default(0),
    /** French and English name, description and usage, USPs one a line (issue 12); the Dutch texts are the row's own. */
    translations: jsonb('translations').$type<FieldTranslations>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The url of the product's front image as summaries show it (a 'Front' image first, then the lowest id; null: no
     * image), kept by the triggers on `product_images` (migration 0029, decision 0020). Never written by the shop.
     */
    frontImageUrl: text('front_image_url'),
    /**
     * The ratings of the product's visible reviews, oldest first (created_at, id), kept by the triggers on
     * `product_reviews` (migration 0029, decision 0020). Never written by the shop.
     */
    visibleRatings: integer('visible_ratings').array().notNull().default([]),
  },
  (t) => [
    uniqueIndex('products_url_idx').on(t.url),
    uniqueIndex('products_number_idx').on(t.number),
    index('products_scan_code_idx').on(t.scanCode),
    // The order upload's lookups (issue 17): supplier codes in capitals, and product numbers by their first 6 characters (§9).
    index('products_supplier_code_idx').on(sql`upper(${t.supplierProductCode})`),
    index('products_number_trimmed_idx').on(sql`left(${t.number}, 6)`),
    index('products_brand_idx').on(t.brandId),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** 'Front', 'Standard', 'Standard2', ... (§3 Image type ordering). */
    type: text('type').notNull(),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);

export const productWebNodes = pgTable(
  'product_web_nodes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    webNodeId: integer('web_node_id')
      .notNull()
      .references(() => webNodes.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.webNodeId] }),
    // A node's products in node order: a page is read from the index and stops after offset + limit placements.
    index('product_web_nodes_node_order_idx').on(t.webNodeId, t.sortOrder, t.productId),
  ],
);

/** Product connections: variants (Size, Color, Variant) and related products (Interesting). */
export const productConnections = pgTable(
  'product_connections',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    connectedProductId: integer('connected_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.connectedProductId, t.type] })],
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
 * The stock revision (decision 0017): like the catalogue revision, the sum of 16 slots, but bumped by updates of
 * products that change nothing but `stock_quantity` (orders, settlement, a warehouse feed), which no longer bump the
 * catalogue revision (migration `0026_stock_revision`). Caches that hold stock key on it (carts, gift samples); search
 * answers read the stock of their hits live.
 */
export const stockRevision = pgTable('stock_revision', {
  id: integer('id').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});
