import { readAnswer, type ApiClient } from './api.ts';

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
  const answer = await readAnswer(response);
  if (answer.ok && answer.body.Data) {
    const found = answer.body.Data;
    return {
      values: { ...values, [`${prefix}street`]: found.Street, [`${prefix}city`]: found.City, [`${prefix}postalCode`]: found.PostalCode },
      message: null,
    };
  }
  // An address that does not exist is a 200 with the API's message in the visitor's language; a refused request gets `notFound`.
  const message = response.ok ? (answer.ok ? answer.body.Message : answer.message) : null;
  return { values, message: message || notFound };
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
