/**
 * The name and postal address fields that customer addresses, checkout addresses and stores share
 * (§3, §7: PascalCase), as schema fields and as the mapping from a database row, written once.
 */
import { z } from '@hono/zod-openapi';

/** The name on an address: a company name and the person's name parts. */
export const PERSON_NAME_FIELDS = {
  Name: z.string(),
  FirstName: z.string(),
  MiddleName: z.string(),
  LastName: z.string(),
};

/** The postal part of an address: street, house number, postcode, town and country. */
export const POSTAL_ADDRESS_FIELDS = {
  Street: z.string(),
  HouseNumber: z.string(),
  HouseNumberExtension: z.string(),
  PostalCode: z.string(),
  City: z.string(),
  CountryCode: z.string(),
};

export function toPersonName(row: { name: string; firstName: string; middleName: string; lastName: string }) {
  return { Name: row.name, FirstName: row.firstName, MiddleName: row.middleName, LastName: row.lastName };
}

/** The postal part of a row; the house number extension keeps the row's type (a store's may be null). */
export function toPostalAddress<Extension>(row: {
  street: string;
  houseNumber: string;
  houseNumberExtension: Extension;
  postalCode: string;
  city: string;
  countryCode: string;
}) {
  return {
    Street: row.street,
    HouseNumber: row.houseNumber,
    HouseNumberExtension: row.houseNumberExtension,
    PostalCode: row.postalCode,
    City: row.city,
    CountryCode: row.countryCode,
  };
}
