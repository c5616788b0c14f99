/** The physical stores (opening hours, coordinates, services) and the stock each store holds per product. */
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';

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
    openingWeekdays: jsonb('opening_weekdays').$type<{ day: number; openingTime: string; closingTime: string }[]>().notNull().default([]),
    extraOpeningDays: jsonb('extra_opening_days')
      .$type<{ date: string; openingTime: string; closingTime: string; description?: string }[]>()
      .notNull()
      .default([]),
    extraClosingDays: jsonb('extra_closing_days').$type<{ date: string; description?: string }[]>().notNull().default([]),
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
