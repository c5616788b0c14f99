/**
 * Postcode geography, kept offline: full Dutch postcodes with street and city
 * for the address lookup, and four-digit postcode areas with a central
 * coordinate for the store finder.
 */
import { doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Offline postcode table for the address lookup: one row per postcode and house number range. */
export const postcodes = pgTable(
  'postcodes',
  {
    /** Without space, upper case: '3511AB'. */
    postalCode: text('postal_code').notNull(),
    houseNumberFrom: integer('house_number_from').notNull(),
    houseNumberTo: integer('house_number_to').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postalCode, t.houseNumberFrom] })],
);

/** Dutch four-digit postcode areas with a central coordinate: the offline geocoder of the store finder. */
export const postcodeAreas = pgTable(
  'postcode_areas',
  {
    postcode: text('postcode').primaryKey(),
    city: text('city').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [index('postcode_areas_city_idx').on(t.city)],
);
