/**
 * Tables of issue 13 (security): server-side sessions, so that a token can be
 * ended before it expires, and the counters of every rate limit, shared by all
 * processes of the shop.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './customers.ts';

/**
 * One row per login. The session token names its row (`sid`); the API checks on
 * every request that the row is neither revoked nor expired. Logout revokes
 * the row; a password change or reset revokes every row of the user.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId), index('user_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Counters of rate-limiter-flexible's PostgreSQL store (its own layout: key,
 * points, expiry in epoch milliseconds); every limiter keeps its keys here
 * under its own prefix. Each count is one atomic upsert.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
