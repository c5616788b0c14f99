/**
 * The database shape. It is private to this package: the API speaks its own
 * contract (spec §7) and maps from repository results, never from these rows.
 * Money is integer cents; percentages are whole numbers.
 */
import { sql } from 'drizzle-orm';
import {
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
import type { ArticleTranslations, FieldTranslations } from '@toonbank/domain/content-culture';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Shop configuration (§3 "Config setting from server": Name, Value). */
export const settings = pgTable('settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
});

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
    /** Rank among popular brands (1 = most popular); null when not popular. */
    popularRank: integer('popular_rank'),
    isNew: boolean('is_new').notNull().default(false),
  },
  (t) => [uniqueIndex('brands_url_idx').on(t.url)],
);

export const priceLists = pgTable('price_lists', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_url_idx').on(t.url),
    uniqueIndex('products_number_idx').on(t.number),
    index('products_scan_code_idx').on(t.scanCode),
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

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    type: text('type').notNull().default('Store'),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    houseNumberExtension: text('house_number_extension'),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code').notNull().default('NL'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    managerFirstName: text('manager_first_name'),
    managerLastName: text('manager_last_name'),
    globalLocationNumber: text('global_location_number'),
    isPickupStore: boolean('is_pickup_store').notNull().default(true),
    isShowOnPdp: boolean('is_show_on_pdp').notNull().default(true),
    images: jsonb('images').$type<{ url: string; type: string }[]>().notNull().default([]),
    social: jsonb('social').$type<Record<string, string>>().notNull().default({}),
    /** Regular weekdays: day 0-6 (Sunday = 0), times 'HH:mm:ss' (§3 Store openingTimes). */
    openingWeekdays: jsonb('opening_weekdays')
      .$type<{ day: number; openingTime: string; closingTime: string }[]>()
      .notNull()
      .default([]),
    extraOpeningDays: jsonb('extra_opening_days')
      .$type<{ date: string; openingTime: string; closingTime: string; description?: string }[]>()
      .notNull()
      .default([]),
    extraClosingDays: jsonb('extra_closing_days')
      .$type<{ date: string; description?: string }[]>()
      .notNull()
      .default([]),
  },
  (t) => [uniqueIndex('stores_url_idx').on(t.url)],
);

export const storeStock = pgTable(
  'store_stock',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.productId] }), index('store_stock_product_idx').on(t.productId)],
);

/** Customer accounts: companies (gender 'Company') and private persons (§3 Customer). */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  number: text('number').notNull().unique(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  middleName: text('middle_name').notNull().default(''),
  lastName: text('last_name').notNull(),
  gender: text('gender').notNull(),
  phoneNumber: text('phone_number').notNull().default(''),
  mobileNumber: text('mobile_number').notNull().default(''),
  companyName: text('company_name'),
  kvkNumber: text('kvk_number'),
  vatNumber: text('vat_number'),
  creditLimitCents: integer('credit_limit_cents').notNull().default(0),
  creditBalanceCents: integer('credit_balance_cents').notNull().default(0),
  allowOnAccount: boolean('allow_on_account').notNull().default(false),
  languageCode: text('language_code').notNull().default('nl'),
  priceListId: integer('price_list_id').references(() => priceLists.id),
  /** Semicolon-separated publication codes, e.g. 'A;B' (§1). */
  publicationCode: text('publication_code').notNull().default('B'),
  groupCode: text('group_code').notNull().default(''),
  defaultStoreId: integer('default_store_id').references(() => stores.id),
  bonusPoints: integer('bonus_points').notNull().default(0),
  isOptIn: boolean('is_opt_in').notNull().default(false),
  /** Prices shown incl. VAT (`preference/vat`); null: the default for the customer's kind (showsPricesInclVat). */
  includeVat: boolean('include_vat'),
  deliveryDays: text('delivery_days').notNull().default(''),
  ...timestamps,
});

/**
 * Login accounts. A customer login has `customerId`; a representative has role
 * 'impersonation' and acts for the customers assigned in `representativeCustomers`.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull(),
    language: text('language').notNull().default('nl'),
    role: text('role').notNull().default('customer'),
    customerId: integer('customer_id').references(() => customers.id),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_idx').on(sql`lower(${t.email})`)],
);

export const representativeCustomers = pgTable(
  'representative_customers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.customerId] })],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Default, Delivery or Invoice (§3 Address). */
    type: text('type').notNull(),
    name: text('name').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    emailAddress: text('email_address').notNull().default(''),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    houseNumberExtension: text('house_number_extension').notNull().default(''),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code').notNull().default('NL'),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId)],
);

/**
 * Items of the content areas of §3 (MainMenu, FooterMenu, TopMenu, SiteBanners,
 * HomeBanners, MainUsps, ...). Menus nest through `parentId`.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    area: text('area').notNull(),
    parentId: integer('parent_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    key: text('key'),
    name: text('name').notNull(),
    title: text('title'),
    text: text('text'),
    url: text('url'),
    alternateUrl: text('alternate_url'),
    newWindow: boolean('new_window').notNull().default(false),
    image: text('image'),
    publicationDate: timestamp('publication_date', { withTimezone: true }),
    removalDate: timestamp('removal_date', { withTimezone: true }),
    /** French and English name, title and text ({ fr: { name, title, text }, en: … }); Dutch is the base text. */
    translations: jsonb('translations').$type<FieldTranslations>().notNull().default({}),
  },
  (t) => [index('content_items_area_idx').on(t.area, t.sortOrder)],
);

/** Content pages (§3 Article/content) with structured blocks. */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull(),
    type: text('type').notNull().default('ContentPage'),
    title: text('title').notNull(),
    heading: text('heading'),
    summary: text('summary'),
    blocks: jsonb('blocks').$type<unknown[]>().notNull().default([]),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaImage: text('meta_image'),
    metaKeywords: text('meta_keywords'),
    robotsNoIndex: boolean('robots_no_index').notNull().default(false),
    robotsNoFollow: boolean('robots_no_follow').notNull().default(false),
    loginRequired: boolean('login_required').notNull().default(false),
    alternateUrl: text('alternate_url'),
    /** French and English versions ({ fr: { title, heading, summary, blocks, meta… }, en: … }); Dutch is the base text above. */
    translations: jsonb('translations').$type<ArticleTranslations>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('articles_url_idx').on(t.url)],
);

export const newsCategories = pgTable('news_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  title: text('title').notNull(),
  /** French and English title ({ fr: { title }, en: … }). */
  translations: jsonb('translations').$type<FieldTranslations>().notNull().default({}),
});

export const newsItems = pgTable(
  'news_items',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => newsCategories.id),
    name: text('name').notNull(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    summary: text('summary').notNull().default(''),
    blocks: jsonb('blocks').$type<unknown[]>().notNull().default([]),
    image: text('image'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    publicationDate: timestamp('publication_date', { withTimezone: true }).notNull(),
    /** French and English versions ({ fr: { title, summary, blocks }, en: … }); Dutch is the base text above. */
    translations: jsonb('translations').$type<ArticleTranslations>().notNull().default({}),
  },
  (t) => [uniqueIndex('news_items_name_idx').on(t.name)],
);

export const faqCategories = pgTable('faq_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  title: text('title').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** French and English title ({ fr: { title }, en: … }). */
  translations: jsonb('translations').$type<FieldTranslations>().notNull().default({}),
});

export const faqQuestions = pgTable('faq_questions', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => faqCategories.id, { onDelete: 'cascade' }),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** French and English question and answer ({ fr: { question, answer }, en: … }). */
  translations: jsonb('translations').$type<FieldTranslations>().notNull().default({}),
});
