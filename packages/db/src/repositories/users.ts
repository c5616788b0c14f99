/**
 * Login accounts: finding a user by id or e-mail address, whether an e-mail
 * address is taken (by a login or a customer), and changing a password, which
 * ends every other session of the user in the same transaction.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { customers, users } from '../schema/customers.ts';
import { revokeUserSessions } from './sessions.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email.trim()})`);
  return row;
}

export async function emailInUse(db: Db, email: string): Promise<boolean> {
  const normalized = email.trim().toLowerCase();
  const [row] = await db
    .execute<{ used: boolean }>(
      sql`select (exists(select 1 from ${users} where lower(${users.email}) = ${normalized}) or exists(select 1 from ${customers} where lower(${customers.email}) = ${normalized})) as used`,
    )
    .then((result) => result.rows);
  return row?.used === true;
}

/** Sets a new password and ends every other session of the user, in one transaction (`keep`: the session that changed it). */
export async function updatePasswordHash(db: Db, userId: number, passwordHash: string, now: Date, keep?: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await revokeUserSessions(tx, userId, now, keep);
  });
}
