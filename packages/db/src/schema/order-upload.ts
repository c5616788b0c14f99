/**
 * The order upload's memory (issue 17): per customer, which columns of their own order list hold the code and the
 * quantity, as they chose them once (`RememberedMapping` of the domain).
 */
import type { RememberedMapping } from '@toonbank/domain/order-upload';
import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

export const uploadColumnMappings = pgTable('upload_column_mappings', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  mapping: jsonb('mapping').$type<RememberedMapping>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
