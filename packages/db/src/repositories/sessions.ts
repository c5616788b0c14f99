import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { preparedQuery } from '../prepared.ts';
import { representativeCustomers } from '../schema/customers.ts';
import { userSessions } from '../schema/security.ts';

/** Starts a server-side session for a login; its id goes into the token (`sid`). */
export async function createSession(db: Db, userId: number, expiresAt: Date): Promise<string> {
  const [row] = await db.insert(userSessions).values({ userId, expiresAt }).returning({ id: userSessions.id });
  return row!.id;
}

/**
 * Whether a token's session still holds: its row exists for this user, is not
 * revoked or expired and, for a representative acting for a customer, the
 * customer is still assigned to them. One statement.
 */
export async function isSessionActive(
  db: Db,
  sessionId: string,
  userId: number,
  impersonatedCustomerId: number | null,
  now: Date,
): Promise<boolean> {
  const [row] = await activeSession(db).execute({ sessionId, userId, customerId: impersonatedCustomerId, now: now.toISOString() });
  return row?.active === true;
}

/** `isSessionActive`'s statement, prepared: a logged-in request checks its session (issue 19). */
const activeSession = preparedQuery((db) => {
  const userId = sql.placeholder('userId');
  const customerId = sql.placeholder('customerId');
  return db
    .select({
      active: sql<boolean>`(${customerId}::int is null or exists (select 1 from ${representativeCustomers}
        where ${representativeCustomers.userId} = ${userId} and ${representativeCustomers.customerId} = ${customerId}::int))`,
    })
    .from(userSessions)
    .where(
      and(
        eq(userSessions.id, sql.placeholder('sessionId')),
        eq(userSessions.userId, userId),
        isNull(userSessions.revokedAt),
        sql`${userSessions.expiresAt} > ${sql.placeholder('now')}::timestamptz`,
      ),
    )
    .prepare('toonbank_active_session');
});

/** Ends one session (logout). */
export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(userSessions)
    .set({ revokedAt: now })
    .where(and(eq(userSessions.id, sessionId), isNull(userSessions.revokedAt)));
}

/** Ends every session of a user (password reset), or every other one (password change keeps the current one). */
export async function revokeUserSessions(db: Db, userId: number, now: Date, keep?: string): Promise<void> {
  await db
    .update(userSessions)
    .set({ revokedAt: now })
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.revokedAt), keep ? ne(userSessions.id, keep) : undefined));
}

/** Removes sessions that ended more than a day ago (they can never be used again). */
export async function deleteEndedSessions(db: Db, before: Date): Promise<void> {
  await db.delete(userSessions).where(lt(userSessions.expiresAt, before));
}
