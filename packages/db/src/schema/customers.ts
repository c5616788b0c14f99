/**
 * Customers and their logins: customer accounts (companies and private
 * persons), login accounts (a customer's own or a representative's), the
 * customers a representative may act for, and delivery addresses.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { priceLists } from './pricing.ts';
import { stores } from './stores.ts';

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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    /** A representative's mobile number, shown to their customers as their sales agent (§3 Customer agent). */
    mobileNumber: text('mobile_number').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
