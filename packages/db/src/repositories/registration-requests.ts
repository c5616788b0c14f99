/** Registration requests: sign-ups that wait for the shop to approve them. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { registrationRequests } from '../schema/identity.ts';

type RegistrationRequestInsert = typeof registrationRequests.$inferInsert;

export async function insertRegistrationRequest(db: Db, request: RegistrationRequestInsert): Promise<number> {
  const [row] = await db.insert(registrationRequests).values(request).returning({ id: registrationRequests.id });
  return row!.id;
}

export async function deleteRegistrationRequest(db: Db, id: number): Promise<void> {
  await db.delete(registrationRequests).where(eq(registrationRequests.id, id));
}

export async function listRegistrationRequests(db: Db) {
  return db.select().from(registrationRequests).orderBy(asc(registrationRequests.id));
}
