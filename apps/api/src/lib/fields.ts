import { z } from '@hono/zod-openapi';
import {
  CONTENT_LANGUAGES,
  ADDRESS_TYPES,
  GENDERS,
  MESSAGE_IDS as M,
  isValidEmail,
  isValidHouseNumber,
  isValidPassword,
  isValidPhoneNumber,
  isValidPostalCode,
  normalizePostalCode,
} from '@toonbank/domain';

/** Zod fields with the §5 rules and their message ids, shared by the identity features. */

export const requiredText = (max: number) => z.string().trim().min(1, M.required).max(max);
export const optionalText = (max: number) => z.string().trim().max(max).default('');

export const emailField = z
  .string()
  .trim()
  .min(1, M.required)
  .max(254, M.email)
  .refine(isValidEmail, M.email)
  .transform((value) => value.toLowerCase());

export const passwordField = z.string().max(1000, M.passwordTooLong).refine(isValidPassword, M.passwordRule);

/** Required phone number (empty not allowed). */
export const phoneField = z.string().trim().min(1, M.required).max(30, M.phone).refine(isValidPhoneNumber, M.phone);
/** Optional phone number: empty is fine, anything else must be valid. */
export const optionalPhoneField = z
  .string()
  .trim()
  .max(30, M.phone)
  .refine((value) => value === '' || isValidPhoneNumber(value), M.phone)
  .default('');

export const countryField = z.enum(['NL', 'BE', 'ES'], { message: M.countryChoice }).default('NL');
export const genderField = z.enum(GENDERS, { message: M.genderChoice });
export const languageField = z.enum(CONTENT_LANGUAGES, { message: M.languageChoice });
export const addressTypeField = z.enum(ADDRESS_TYPES, { message: M.addressTypeChoice });

/** Street, house number, postal code (per country), city; the postal code is normalised. */
export const AddressFieldsSchema = z
  .object({
    street: requiredText(200),
    houseNumber: z.string().trim().min(1, M.required).max(6, M.houseNumber).refine(isValidHouseNumber, M.houseNumber),
    houseNumberExtension: optionalText(10),
    postalCode: z.string().trim().min(1, M.required).max(12, M.postalCode),
    city: requiredText(100),
    countryCode: countryField,
  })
  .superRefine((value, ctx) => {
    if (value.postalCode && !isValidPostalCode(value.postalCode, value.countryCode)) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: M.postalCode });
    }
  })
  .transform((value) => ({ ...value, postalCode: normalizePostalCode(value.postalCode, value.countryCode) }));
