/**
 * Account security flows: single-use password reset links, registration
 * requests awaiting approval, and the audit trail of representatives acting
 * for customers.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers, users } from './customers.ts';

/** Single-use password reset links; only a SHA-256 hash of the token is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Registration requests of would-be customers (§1: no free sign-up); status 'new' until followed up. */
export const registrationRequests = pgTable('registration_requests', {
  id: serial('id').primaryKey(),
  /** 'Company' or 'Private'. */
  kind: text('kind').notNull(),
  status: text('status').notNull().default('new'),
  email: text('email').notNull(),
  companyName: text('company_name'),
  kvkNumber: text('kvk_number'),
  vatNumber: text('vat_number'),
  firstName: text('first_name').notNull(),
  middleName: text('middle_name').notNull().default(''),
  lastName: text('last_name').notNull(),
  phoneNumber: text('phone_number').notNull(),
  address: jsonb('address')
    .$type<{ street: string; houseNumber: string; houseNumberExtension: string; postalCode: string; city: string; countryCode: string }>()
    .notNull(),
  remarks: text('remarks').notNull().default(''),
  language: text('language').notNull().default('nl'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who acted for which customer: impersonation starts and orders placed while impersonating. */
export const impersonationAudit = pgTable(
  'impersonation_audit',
  {
    id: serial('id').primaryKey(),
    representativeUserId: integer('representative_user_id')
      .notNull()
      .references(() => users.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** 'impersonate' or 'order'. */
    action: text('action').notNull(),
    /** The order id for 'order' entries. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('impersonation_audit_rep_idx').on(t.representativeUserId, t.createdAt)],
);
