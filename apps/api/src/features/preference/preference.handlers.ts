/** Thin handlers of the preferences: each acts for the session's acting customer. */
import type { RouteHandler } from '@hono/zod-openapi';
import { setIncludeVat } from '@toonbank/db/repositories/customers';
import { listStoreOptions } from '@toonbank/db/repositories/stores';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { resolveViewer } from '../../lib/viewer.ts';
import { actingCustomerId } from '../shared/acting-customer.ts';
import { customerShowsInclVat } from '../shared/customer.mappers.ts';
import { chooseStore, loadCustomer } from '../shared/customer-profile.ts';
import type { getPreferenceRoute, getVatPreferenceRoute, setStorePreferenceRoute, setVatPreferenceRoute } from './preference.routes.ts';

export const getPreferenceHandler: RouteHandler<typeof getPreferenceRoute, AppEnv> = async (c) => {
  const [customer, stores] = await Promise.all([
    actingCustomerId(c.var.deps, c.var.session).then((id) => loadCustomer(c.var.deps, id)),
    listStoreOptions(c.var.deps.database.db),
  ]);
  return c.json(
    {
      Success: true as const,
      Data: { Store: customer.DefaultStore, IncludeVat: customer.IncludeVat, Stores: stores.map((s) => ({ Id: s.id, Name: s.name })) },
    },
    200,
  );
};

export const getVatPreferenceHandler: RouteHandler<typeof getVatPreferenceRoute, AppEnv> = async (c) => {
  await actingCustomerId(c.var.deps, c.var.session);
  // The acting customer as the page's viewer (read once per page, decision 0017).
  const { customer } = await resolveViewer(c.var.deps, c.var.session);
  if (!customer) throw new ApiError(404, 'NOT_FOUND', 'notFound');
  return c.json({ Success: true as const, Data: { IncludeVat: customerShowsInclVat(customer) } }, 200);
};

export const setStorePreferenceHandler: RouteHandler<typeof setStorePreferenceRoute, AppEnv> = async (c) => {
  await chooseStore(c.var.deps, await actingCustomerId(c.var.deps, c.var.session), c.req.valid('json').storeId);
  return c.json({ Success: true as const }, 200);
};

export const setVatPreferenceHandler: RouteHandler<typeof setVatPreferenceRoute, AppEnv> = async (c) => {
  await setIncludeVat(c.var.deps.database.db, await actingCustomerId(c.var.deps, c.var.session), c.req.valid('json').includeVat);
  return c.json({ Success: true as const }, 200);
};
