/** Form definitions (fields per form) and the submissions visitors send through them. */
import { index, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
