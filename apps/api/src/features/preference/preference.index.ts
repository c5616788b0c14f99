import { createRoute, z, type RouteHandler } from '@hono/zod-openapi';
import { findCustomer, setIncludeVat } from '@toonbank/db/repositories/customers';
import { listStoreOptions } from '@toonbank/db/repositories/stores';
import type { AppEnv } from '../../lib/context.ts';
import { createRouter } from '../../lib/create-app.ts';
import { ApiError, ErrorSchema } from '../../lib/errors.ts';
import { dataEnvelope, errorResponses, jsonContent } from '../../lib/schemas.ts';
import { actingCustomerId } from '../customer/acting-customer.ts';
import { customerShowsInclVat } from '../customer/customer.mappers.ts';
import { chooseStore, loadCustomer } from '../customer/customer.service.ts';

const PreferenceSchema = z
  .object({
    Store: z.object({ Id: z.number(), Name: z.string() }).nullable(),
    IncludeVat: z.boolean(),
    /** The stores that may be chosen (pickup stores). */
    Stores: z.array(z.object({ Id: z.number(), Name: z.string() })),
  })
  .openapi('Preference');
const secured = { security: [{ bearer: [] }] };
const done = { 200: jsonContent(z.object({ Success: z.literal(true) }), 'Opgeslagen'), ...errorResponses, 403: jsonContent(ErrorSchema, 'Geen toegang') };

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
  request: { body: { content: { 'application/json': { schema: z.object({ storeId: z.number().int().positive().max(2_147_483_647) }) } }, required: true } },
  responses: done,
});

export const getVatPreferenceRoute = createRoute({
  method: 'get',
  path: '/aspos/preference/vat',
  tags: ['Preference'],
  summary: "Whether the acting customer sees prices incl. VAT: their choice, else excl. for business and incl. for private customers",
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

const getPreference: RouteHandler<typeof getPreferenceRoute, AppEnv> = async (c) => {
  const [customer, stores] = await Promise.all([
    actingCustomerId(c.var.deps, c.var.session).then((id) => loadCustomer(c.var.deps, id)),
    listStoreOptions(c.var.deps.database.db),
  ]);
  return c.json(
    { Success: true as const, Data: { Store: customer.DefaultStore, IncludeVat: customer.IncludeVat, Stores: stores.map((s) => ({ Id: s.id, Name: s.name })) } },
    200,
  );
};

const getVat: RouteHandler<typeof getVatPreferenceRoute, AppEnv> = async (c) => {
  const customer = await findCustomer(c.var.deps.database.db, await actingCustomerId(c.var.deps, c.var.session));
  if (!customer) throw new ApiError(404, 'NOT_FOUND', 'notFound');
  return c.json({ Success: true as const, Data: { IncludeVat: customerShowsInclVat(customer) } }, 200);
};

const setStore: RouteHandler<typeof setStorePreferenceRoute, AppEnv> = async (c) => {
  await chooseStore(c.var.deps, await actingCustomerId(c.var.deps, c.var.session), c.req.valid('json').storeId);
  return c.json({ Success: true as const }, 200);
};

const setVat: RouteHandler<typeof setVatPreferenceRoute, AppEnv> = async (c) => {
  await setIncludeVat(c.var.deps.database.db, await actingCustomerId(c.var.deps, c.var.session), c.req.valid('json').includeVat);
  return c.json({ Success: true as const }, 200);
};

export const preferenceRouter = createRouter()
  .openapi(getPreferenceRoute, getPreference)
  .openapi(setStorePreferenceRoute, setStore)
  .openapi(getVatPreferenceRoute, getVat)
  .openapi(setVatPreferenceRoute, setVat);
