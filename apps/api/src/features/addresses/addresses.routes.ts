import { createRoute, z } from '@hono/zod-openapi';
import { ErrorSchema } from '../../lib/errors.ts';
import { AddressFieldsSchema, addressTypeField, emailField, optionalPhoneField, optionalText } from '../../lib/fields.ts';
import { errorResponses, IdParam, jsonContent } from '../../lib/schemas.ts';
import { AddressSchema } from '../shared/customer.mappers.ts';

/** Base path of addresses (not given by §7): /api/aspos/addresses. */
export const AddressBody = z
  .object({
    addressType: addressTypeField,
    name: optionalText(200),
    firstName: optionalText(100),
    middleName: optionalText(50),
    lastName: optionalText(100),
    phoneNumber: optionalPhoneField,
    emailAddress: z.union([z.literal(''), emailField]).default(''),
  })
  .and(AddressFieldsSchema)
  .openapi('AddressInput');

const secured = { security: [{ bearer: [] }] };
const jsonBody = { body: { content: { 'application/json': { schema: AddressBody } }, required: true } };
const forbidden = { 403: jsonContent(ErrorSchema, 'Geen toegang') };

export const createAddressRoute = createRoute({
  method: 'post',
  path: '/aspos/addresses',
  tags: ['Addresses'],
  summary: 'Add an address (Default, Delivery or Invoice) to the acting customer',
  ...secured,
  request: jsonBody,
  responses: {
    200: jsonContent(z.object({ Success: z.literal(true), AddressId: z.number(), Data: AddressSchema }), 'Aangemaakt'),
    ...errorResponses,
    ...forbidden,
  },
});

export const updateAddressRoute = createRoute({
  method: 'put',
  path: '/aspos/addresses/{id}',
  tags: ['Addresses'],
  summary: "Change one of the acting customer's addresses (404 for any other id)",
  ...secured,
  request: { params: IdParam, ...jsonBody },
  responses: {
    200: jsonContent(z.object({ Success: z.literal(true), AddressId: z.number(), Data: AddressSchema }), 'Bijgewerkt'),
    ...errorResponses,
    ...forbidden,
  },
});

export const deleteAddressRoute = createRoute({
  method: 'delete',
  path: '/aspos/addresses/{id}',
  tags: ['Addresses'],
  summary: "Delete one of the acting customer's addresses (404 for any other id)",
  ...secured,
  request: { params: IdParam },
  responses: { 200: jsonContent(z.object({ Success: z.literal(true) }), 'Verwijderd'), ...errorResponses, ...forbidden },
});
