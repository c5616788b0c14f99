import type { ApiClient } from './api.ts';

/**
 * Fills street and town from postcode and house number (§7 findaddress) for
 * form values under `prefix`. Returns the values (possibly filled) and a
 * message when nothing was found.
 */
export async function lookupAddressInto(
  api: ApiClient,
  values: Record<string, string>,
  prefix: string,
  notFound: string,
): Promise<{ values: Record<string, string>; message: string | null }> {
  const postalCode = values[`${prefix}postalCode`] ?? '';
  const houseNumber = values[`${prefix}houseNumber`] ?? '';
  const response = await api.aspos.locations.findaddress.$post({ json: { postalCode, houseNumber } });
  const body = (await response.json().catch(() => null)) as { Success?: boolean; Message?: string; Data?: { Street: string; City: string; PostalCode: string } | null } | null;
  if (!body?.Success || !body.Data) return { values, message: body?.Message && response.ok ? body.Message : notFound };
  return {
    values: { ...values, [`${prefix}street`]: body.Data.Street, [`${prefix}city`]: body.Data.City, [`${prefix}postalCode`]: body.Data.PostalCode },
    message: null,
  };
}

/** The nested address object of a form whose address fields carry `prefix`. */
export function addressFrom(values: Record<string, string>, prefix: string) {
  return {
    street: values[`${prefix}street`] ?? '',
    houseNumber: values[`${prefix}houseNumber`] ?? '',
    houseNumberExtension: values[`${prefix}houseNumberExtension`] ?? '',
    postalCode: values[`${prefix}postalCode`] ?? '',
    city: values[`${prefix}city`] ?? '',
    countryCode: (values[`${prefix}countryCode`] ?? 'NL') as 'NL' | 'BE' | 'ES',
  };
}
