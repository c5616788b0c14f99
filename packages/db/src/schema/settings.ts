/** The shop's configuration: one JSON value per setting name (§3 "Config setting from server": Name, Value). */
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** Shop configuration (§3 "Config setting from server": Name, Value). */
export const settings = pgTable('settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
});
