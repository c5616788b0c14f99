import { describe, expect, it } from 'vitest';
import {
  isValidEmail,
  isValidHouseNumber,
  isValidKvkNumber,
  isValidPassword,
  isValidPhoneNumber,
  isValidPostalCode,
  isValidVatNumber,
  normalizePostalCode,
  normalizeVatNumber,
  postalCodeForLookup,
} from './identity-rules.ts';

describe('password rule', () => {
  it('needs at least 8 characters and a digit', () => {
    expect(isValidPassword('abcdefg1')).toBe(true);
    expect(isValidPassword('abcdef1')).toBe(false);
    expect(isValidPassword('abcdefgh')).toBe(false);
    expect(isValidPassword('12345678')).toBe(true);
  });
});

describe('e-mail rule', () => {
  it.each(['a@b.nl', 'sanne.de.vries@kwispel.nl', ' x@y.com '])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true));
  it.each([
    'a@b',
    'ab.nl',
    'a b@c.nl',
    '@c.nl',
    'a@.',
    'a@b.',
    'a<b@c.nl',
    'a@b;c.nl',
    '"a"@b.nl',
    'a@b.n',
    'a@b.n1',
    `${'a'.repeat(250)}@b.nl`,
  ])('refuses %s', (email) => expect(isValidEmail(email)).toBe(false));
});

describe('postal code rules', () => {
  it('NL: four digits, optional space, two letters', () => {
    expect(isValidPostalCode('3511 AB', 'NL')).toBe(true);
    expect(isValidPostalCode('3511ab', 'NL')).toBe(true);
    expect(isValidPostalCode('0511 AB', 'NL')).toBe(false);
    expect(isValidPostalCode('3511  AB', 'NL')).toBe(false);
    expect(isValidPostalCode('351 AB', 'NL')).toBe(false);
    expect(isValidPostalCode('3511', 'NL')).toBe(false);
  });
  it('BE: four digits', () => {
    expect(isValidPostalCode('2000', 'BE')).toBe(true);
    expect(isValidPostalCode('2000 AB', 'BE')).toBe(false);
  });
  it('others: 1-10 alphanumerics', () => {
    expect(isValidPostalCode('28013', 'ES')).toBe(true);
    expect(isValidPostalCode('A'.repeat(10), 'DE')).toBe(true);
    expect(isValidPostalCode('A'.repeat(11), 'DE')).toBe(false);
    expect(isValidPostalCode('28-013', 'ES')).toBe(false);
  });
  it('ES: five digits of a province 01-52', () => {
    expect(isValidPostalCode('08001', 'ES')).toBe(true);
    expect(isValidPostalCode('52001', 'ES')).toBe(true);
    expect(isValidPostalCode('53001', 'ES')).toBe(false);
    expect(isValidPostalCode('00123', 'ES')).toBe(false);
    expect(isValidPostalCode('2801', 'ES')).toBe(false);
    expect(isValidPostalCode('ABCDE', 'ES')).toBe(false);
  });
  it('normalises NL codes to "1234 AB" and strips the first space for lookups', () => {
    expect(normalizePostalCode(' 3511ab ')).toBe('3511 AB');
    expect(normalizePostalCode('2000', 'BE')).toBe('2000');
    expect(postalCodeForLookup('3511 ab')).toBe('3511AB');
  });
});

describe('house number, phone, KvK and VAT', () => {
  it('house number is digits only', () => {
    expect(isValidHouseNumber('12')).toBe(true);
    expect(isValidHouseNumber('12a')).toBe(false);
    expect(isValidHouseNumber('')).toBe(false);
  });
  it('phone numbers', () => {
    expect(isValidPhoneNumber('030-1234567')).toBe(true);
    expect(isValidPhoneNumber('06 12345678')).toBe(true);
    expect(isValidPhoneNumber('+31 6 12345678')).toBe(true);
    expect(isValidPhoneNumber('+32 470 12 34 56')).toBe(true);
    expect(isValidPhoneNumber('12345')).toBe(false);
    expect(isValidPhoneNumber('06-1234567a')).toBe(false);
    expect(isValidPhoneNumber('6123456789')).toBe(false);
  });
  it('KvK: 8 digits', () => {
    expect(isValidKvkNumber('12345678')).toBe(true);
    expect(isValidKvkNumber('1234567')).toBe(false);
    expect(isValidKvkNumber('1234567a')).toBe(false);
  });
  it('VAT: NL, BE and ES formats', () => {
    expect(isValidVatNumber('NL123456789B01')).toBe(true);
    expect(isValidVatNumber('nl 1234.56789 b01')).toBe(true);
    expect(isValidVatNumber('NL123456789B1')).toBe(false);
    expect(isValidVatNumber('BE0123456789')).toBe(true);
    expect(isValidVatNumber('BE2123456789')).toBe(false);
    expect(isValidVatNumber('ESX1234567X')).toBe(true);
    expect(isValidVatNumber('ES12345678Z')).toBe(true);
    expect(isValidVatNumber('DE123456789')).toBe(false);
    expect(normalizeVatNumber('nl 123456789 b01')).toBe('NL123456789B01');
  });
});
