import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { customers, users } from '../schema/customers.ts';

export type UserRow = typeof users.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`);
  return row;
}

export async function findCustomer(db: Db, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}
