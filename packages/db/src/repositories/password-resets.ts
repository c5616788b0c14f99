/**
 * Password reset links: only a hash of the token is stored, a token works once
 * and only before it expires, and using it ends every session of the user.
 */
import { and, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/customers.ts';
import { passwordResetTokens } from '../schema/identity.ts';
import { revokeUserSessions } from './sessions.ts';

export async function createResetToken(db: Db, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

/** The user id of an unused, unexpired reset token. */
export async function findValidResetToken(db: Db, tokenHash: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gte(passwordResetTokens.expiresAt, now)));
  return row?.userId;
}

/**
 * Uses a reset token and sets the new password in one transaction; the token
 * row is locked by the update, so two requests cannot both use it.
 */
export async function consumeResetToken(db: Db, tokenHash: string, now: Date, passwordHash: string): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gte(passwordResetTokens.expiresAt, now)))
      .returning({ userId: passwordResetTokens.userId });
    if (!row) return undefined;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
    // Every session of the user ends: whoever knew the old password is logged out (issue 13).
    await revokeUserSessions(tx, row.userId, now);
    // Other outstanding links of this user stop working too.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
    return row.userId;
  });
}
