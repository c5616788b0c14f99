/** The offline postcode tables: the street and city of a Dutch postcode and house number, and the centre of a postcode area or town (store finder). */
import { and, count, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { postcodeAreas, postcodes } from '../schema/postcodes.ts';

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

/** Coordinates of a four-digit postcode area. */
export async function findPostcodeArea(db: Db, postcode: string): Promise<{ city: string; lat: number; lng: number } | undefined> {
  const [row] = await db
    .select({ city: postcodeAreas.city, lat: postcodeAreas.lat, lng: postcodeAreas.lng })
    .from(postcodeAreas)
    .where(eq(postcodeAreas.postcode, postcode));
  return row;
}

/** The centre of a town: the mean of its postcode areas (case-insensitive exact name). */
export async function findTown(db: Db, town: string): Promise<{ city: string; lat: number; lng: number } | undefined> {
  const [row] = await db
    .select({
      city: sql<string>`min(${postcodeAreas.city})`,
      lat: sql<number>`avg(${postcodeAreas.lat})`.mapWith(Number),
      lng: sql<number>`avg(${postcodeAreas.lng})`.mapWith(Number),
      n: count(),
    })
    .from(postcodeAreas)
    .where(ilike(postcodeAreas.city, town.replace(/[%_\\]/g, '\\$&')));
  return row && row.n > 0 ? { city: row.city, lat: row.lat, lng: row.lng } : undefined;
}
