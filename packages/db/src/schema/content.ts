/** Tables of the stores-and-content feature: geocoding, forms and their submissions. */
import { bigint, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

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

/** One field of a form definition (§3 Form). */
export interface FormField {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'checkbox' | 'postcode';
  required: boolean;
  maxLength?: number;
  options?: { value: string; label: string }[];
}

/** Forms per locale, as JSON definitions (`GET /api/form/{id}/{locale}`). */
export const forms = pgTable(
  'forms',
  {
    id: text('id').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    intro: text('intro').notNull().default(''),
    fields: jsonb('fields').$type<FormField[]>().notNull(),
    submitLabel: text('submit_label').notNull(),
    successUrl: text('success_url').notNull(),
    mailTo: text('mail_to').notNull(),
  },
  (t) => [primaryKey({ columns: [t.id, t.locale] })],
);

export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    formId: text('form_id').notNull(),
    culture: text('culture').notNull(),
    data: jsonb('data').$type<Record<string, string | boolean>>().notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('form_submissions_form_idx').on(t.formId, t.createdAt)],
);

/**
 * One row whose `revision` goes up whenever content the shop caches changes
 * (articles, news, FAQ, stores, forms, brands, web nodes): statement-level
 * triggers in the migration bump it, so API caches know when to refresh.
 */
export const contentRevision = pgTable('content_revision', {
  id: integer('id').primaryKey().default(1),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
});
