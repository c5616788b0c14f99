/** The offline postcode table: the street and city of a Dutch postcode and house number. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { postcodes } from '../schema/postcodes.ts';

export async function findPostcode(db: Db, postalCode: string, houseNumber: number): Promise<{ street: string; city: string } | undefined> {
  const [row] = await db
    .select({ street: postcodes.street, city: postcodes.city })
    .from(postcodes)
    .where(
      and(eq(postcodes.postalCode, postalCode), sql`${houseNumber} between ${postcodes.houseNumberFrom} and ${postcodes.houseNumberTo}`),
    )
    .limit(1);
  return row;
}
