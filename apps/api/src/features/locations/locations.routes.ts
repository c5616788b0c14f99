import { createRoute, z } from '@hono/zod-openapi';
import { MESSAGE_IDS as M, isValidHouseNumber, isValidPostalCode } from '@toonbank/domain';
import { errorResponses, jsonContent } from '../../lib/schemas.ts';

export const FindAddressBody = z
  .object({
    postalCode: z
      .string()
      .trim()
      .min(1, M.required)
      .max(12, M.postalCode)
      .refine((value) => isValidPostalCode(value, 'NL'), M.postalCode),
    houseNumber: z
      .union([z.string(), z.number()])
      .transform((value) => String(value).trim())
      .refine(isValidHouseNumber, M.houseNumber),
  })
  .openapi('FindAddressRequest');

export const findAddressRoute = createRoute({
  method: 'post',
  path: '/aspos/locations/findaddress',
  tags: ['Locations'],
  summary: 'Street and town for a Dutch postcode and house number (first space of the postcode stripped)',
  request: { body: { content: { 'application/json': { schema: FindAddressBody } }, required: true } },
  responses: {
    200: jsonContent(
      z.object({
        Success: z.boolean(),
        Message: z.string(),
        Data: z.object({ Street: z.string(), City: z.string(), PostalCode: z.string(), HouseNumber: z.string() }).nullable(),
      }),
      'Adres (Success false: geen adres gevonden)',
    ),
    400: errorResponses[400],
  },
});
