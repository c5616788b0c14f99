/**
 * The preference contract: the acting customer's default store and VAT display.
 * Every call needs a session; the preferences belong to the customer the
 * session acts for (a representative's chosen customer, else the user's own).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { MAX_INT4 } from '@toonbank/domain';
import { ErrorSchema } from '../../lib/errors.ts';
import { dataEnvelope, errorResponses, jsonContent } from '../../lib/schemas.ts';

const PreferenceSchema = z
  .object({
    Store: z.object({ Id: z.number(), Name: z.string() }).nullable(),
    IncludeVat: z.boolean(),
    /** The stores that may be chosen (pickup stores). */
    Stores: z.array(z.object({ Id: z.number(), Name: z.string() })),
  })
  .openapi('Preference');
const secured = { security: [{ bearer: [] }] };
const done = {
  200: jsonContent(z.object({ Success: z.literal(true) }), 'Opgeslagen'),
  ...errorResponses,
  403: jsonContent(ErrorSchema, 'Geen toegang'),
};

export const getPreferenceRoute = createRoute({
  method: 'get',
  path: '/aspos/preference',
  tags: ['Preference'],
  summary: "The acting customer's default store and whether prices are shown incl. VAT",
  ...secured,
  responses: { 200: jsonContent(dataEnvelope(PreferenceSchema), 'Voorkeuren'), ...errorResponses },
});

export const setStorePreferenceRoute = createRoute({
  method: 'post',
  path: '/aspos/preference/store',
  tags: ['Preference'],
  summary: 'Choose the default store',
  ...secured,
  request: {
    body: { content: { 'application/json': { schema: z.object({ storeId: z.number().int().positive().max(MAX_INT4) }) } }, required: true },
  },
  responses: done,
});

export const getVatPreferenceRoute = createRoute({
  method: 'get',
  path: '/aspos/preference/vat',
  tags: ['Preference'],
  summary: 'Whether the acting customer sees prices incl. VAT: their choice, else excl. for business and incl. for private customers',
  ...secured,
  responses: { 200: jsonContent(dataEnvelope(z.object({ IncludeVat: z.boolean() })), 'Btw-weergave'), ...errorResponses },
});

export const setVatPreferenceRoute = createRoute({
  method: 'post',
  path: '/aspos/preference/vat',
  tags: ['Preference'],
  summary: 'Show prices incl. (true) or excl. (false) VAT',
  ...secured,
  request: { body: { content: { 'application/json': { schema: z.object({ includeVat: z.boolean() }) } }, required: true } },
  responses: done,
});
