import { createRoute, z } from '@hono/zod-openapi';
import { MESSAGE_IDS as M, MAX_INT4 } from '@toonbank/domain';
import { ErrorSchema } from '../../lib/errors.ts';
import {
  AddressFieldsSchema,
  addressTypeField,
  genderField,
  languageField,
  optionalPhoneField,
  optionalText,
  requiredText,
} from '../../lib/fields.ts';
import { dataEnvelope, errorResponses, jsonContent } from '../../lib/schemas.ts';
import { AddressSchema, CustomerSchema } from '../shared/customer.mappers.ts';

const secured = { security: [{ bearer: [] }] };
const forbidden = { 403: jsonContent(ErrorSchema, 'Geen toegang') };
const jsonBody = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

const optionalId = z.coerce
  .number()
  .int()
  .positive()
  .max(MAX_INT4)
  .optional()
  .openapi({ param: { name: 'customerId', in: 'query' } });

export const getCustomerRoute = createRoute({
  method: 'get',
  path: '/aspos/customer',
  tags: ['Customer'],
  summary: 'The acting customer (own account, or the impersonated one) with addresses',
  ...secured,
  request: { query: z.object({ customerId: optionalId }) },
  responses: { 200: jsonContent(dataEnvelope(CustomerSchema), 'Klant'), ...errorResponses, ...forbidden },
});

export const CustomerUpdateBody = z
  .object({
    firstName: requiredText(100),
    middleName: optionalText(50),
    lastName: requiredText(100),
    gender: genderField,
    isOptIn: z.boolean().default(false),
    phoneNumber: optionalPhoneField,
    mobileNumber: optionalPhoneField,
    languageCode: languageField,
    address: AddressFieldsSchema.optional(),
  })
  .strict()
  .openapi('CustomerUpdate');

export const updateCustomerRoute = createRoute({
  method: 'put',
  path: '/aspos/customer',
  tags: ['Customer'],
  summary: 'Update the acting customer; with refreshToken=true a new token carries the new names and language',
  ...secured,
  request: { query: z.object({ refreshToken: z.enum(['true', 'false']).optional() }), ...jsonBody(CustomerUpdateBody) },
  responses: {
    200: jsonContent(z.object({ Success: z.literal(true), Data: CustomerSchema, Token: z.string().optional() }), 'Bijgewerkt'),
    ...errorResponses,
    ...forbidden,
  },
});

export const SearchBody = z.object({
  offset: z.number().int().min(0).max(1_000_000).default(0),
  limit: z.number().int().min(1).max(10_000).default(10),
  searchTerm: z.string().max(100).default(''),
});

export const CustomerSearchItem = z
  .object({ Id: z.number(), Number: z.string(), CompanyName: z.string(), Name: z.string(), Email: z.string(), City: z.string() })
  .openapi('CustomerSearchItem');

export const searchCustomersRoute = createRoute({
  method: 'post',
  path: '/aspos/customer/search',
  tags: ['Customer'],
  summary: 'Representatives only: their customers by name, number or city, paged',
  ...secured,
  request: jsonBody(SearchBody),
  responses: {
    200: jsonContent(dataEnvelope(z.object({ Items: z.array(CustomerSearchItem), Total: z.number() })), 'Klanten'),
    ...errorResponses,
    ...forbidden,
  },
});

export const ChangePasswordBody = z
  .object({
    oldPassword: z.string().min(1, M.required).max(1000, M.passwordTooLong),
    newPassword: z.string().max(1000, M.passwordTooLong),
    confirmPassword: z.string().max(1000, M.passwordTooLong),
  })
  .superRefine((value, ctx) => {
    if (!/\d/.test(value.newPassword) || value.newPassword.length < 8)
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: M.passwordRule });
    if (value.newPassword !== value.confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: M.confirmMismatch });
    if (value.newPassword === value.oldPassword) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: M.samePassword });
  })
  .openapi('ChangePasswordRequest');

export const changePasswordRoute = createRoute({
  method: 'post',
  path: '/aspos/customer/change-password',
  tags: ['Customer'],
  summary: "Change the logged-in user's password (old password checked)",
  ...secured,
  request: jsonBody(ChangePasswordBody),
  responses: { 200: jsonContent(z.object({ Success: z.literal(true), Message: z.string() }), 'Gewijzigd'), ...errorResponses },
});

export const validatePhoneRoute = createRoute({
  method: 'get',
  path: '/aspos/customer/validate-phone',
  tags: ['Customer'],
  summary: 'Whether a phone number is valid (§5)',
  request: { query: z.object({ phoneNumber: z.string().max(100).default('') }) },
  responses: {
    200: jsonContent(z.object({ Success: z.literal(true), Data: z.object({ IsValid: z.boolean() }), Message: z.string() }), 'Resultaat'),
  },
});

export const listAddressesRoute = createRoute({
  method: 'get',
  path: '/aspos/customer/addresses',
  tags: ['Customer'],
  summary: "The acting customer's addresses, optionally of one type",
  ...secured,
  request: { query: z.object({ addressType: addressTypeField.optional() }) },
  responses: { 200: jsonContent(dataEnvelope(z.array(AddressSchema)), 'Adressen'), ...errorResponses },
});

export const setStoreRoute = createRoute({
  method: 'put',
  path: '/aspos/customer/store',
  tags: ['Customer'],
  summary: "Set the acting customer's default store",
  ...secured,
  request: jsonBody(z.object({ storeId: z.number().int().positive().max(MAX_INT4) })),
  responses: {
    200: jsonContent(dataEnvelope(z.object({ StoreId: z.number(), StoreName: z.string() })), 'Winkel gekozen'),
    ...errorResponses,
  },
});
