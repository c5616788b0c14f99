/**
 * Field rules (e-mail, phone, postal code, password, house number, KvK and VAT numbers) of every form: identity,
 * account, checkout, store locator and the configurable content forms. Their messages are in messages.ts. Shared by
 * the API (authoritative) and the storefront (early hints).
 */

export const PASSWORD_MIN_LENGTH = 8;

/** A password has at least 8 characters, at least one of them a digit. */
export function isValidPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /\d/.test(password);
}

/** Local part @ domain . letters; neither part holds white space, a second @, brackets, separators or quotes. */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i;

/**
 * An e-mail address is a local part, an @ and a domain with a dot whose last label is two or more letters, with no
 * spaces, brackets, separators or quotes, at most 254 characters.
 */
export function isValidEmail(email: string): boolean {
  const value = email.trim();
  return EMAIL.test(value) && value.length <= 254;
}

export type CountryCode = 'NL' | 'BE' | 'ES' | (string & {});

/**
 * A postal code is, in NL, four digits (not starting with 0), an optional space and two letters; in BE four
 * digits; in ES five digits starting with a province number 01-52; elsewhere 1 to 10 letters or digits.
 */
export function isValidPostalCode(postalCode: string, countryCode: CountryCode = 'NL'): boolean {
  const value = postalCode.trim();
  if (countryCode === 'NL') return /^[1-9]\d{3} ?[a-zA-Z]{2}$/.test(value);
  if (countryCode === 'BE') return /^\d{4}$/.test(value);
  if (countryCode === 'ES') return /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/.test(value);
  return /^[a-zA-Z0-9]{1,10}$/.test(value);
}

/** Stored form of a postal code: NL as '1234 AB', others trimmed and upper-cased. */
export function normalizePostalCode(postalCode: string, countryCode: CountryCode = 'NL'): string {
  const value = postalCode.trim().toUpperCase();
  if (countryCode === 'NL') {
    const match = /^(\d{4}) ?([A-Z]{2})$/.exec(value);
    if (match) return `${match[1]} ${match[2]}`;
  }
  return value;
}

/** The address lookup reads a postal code without its first space, in upper case. */
export function postalCodeForLookup(postalCode: string): string {
  return postalCode.trim().replace(' ', '').toUpperCase();
}

/** A house number is digits only (an addition such as 'A' has its own field). */
export function isValidHouseNumber(houseNumber: string): boolean {
  return /^\d{1,6}$/.test(houseNumber.trim());
}

/**
 * A phone number as people type it: optional +, digits with spaces, hyphens,
 * dots or parentheses; 10 to 15 digits in all (Dutch numbers have 10, with
 * country code 11).
 */
export function isValidPhoneNumber(phoneNumber: string): boolean {
  const value = phoneNumber.trim();
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  if (value.startsWith('+') || value.startsWith('00')) return digits.length >= 10 && digits.length <= 15;
  return digits.length === 10 && digits.startsWith('0');
}

/** Chamber of commerce (KvK) number: 8 digits. */
export function isValidKvkNumber(kvk: string): boolean {
  return /^\d{8}$/.test(kvk.trim());
}

/**
 * VAT numbers: NL + 9 digits + B + 2 digits; BE + 10 digits starting with 0 or 1;
 * ES + 9 characters (letter or digit first and last, digits between).
 */
export function isValidVatNumber(vat: string): boolean {
  const value = vat.replace(/[\s.]/g, '').toUpperCase();
  return /^NL\d{9}B\d{2}$/.test(value) || /^BE[01]\d{9}$/.test(value) || /^ES[A-Z0-9]\d{7}[A-Z0-9]$/.test(value);
}

/** The stored form of a VAT number: no spaces or dots, upper case. */
export function normalizeVatNumber(vat: string): string {
  return vat.replace(/[\s.]/g, '').toUpperCase();
}

export const ADDRESS_TYPES = ['Default', 'Delivery', 'Invoice'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export const GENDERS = ['Male', 'Female', 'Unknown', 'Company'] as const;
export type Gender = (typeof GENDERS)[number];
