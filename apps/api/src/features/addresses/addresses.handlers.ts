import type { RouteHandler, z } from '@hono/zod-openapi';
import { createAddress, deleteAddress, updateAddress } from '@toonbank/db/repositories/addresses';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { actingCustomerId } from '../shared/acting-customer.ts';
import { toAddress } from '../shared/customer.mappers.ts';
import type { AddressBody, createAddressRoute, deleteAddressRoute, updateAddressRoute } from './addresses.routes.ts';

function toFields({ addressType, ...rest }: z.infer<typeof AddressBody>) {
  return { ...rest, type: addressType };
}

export const createAddressHandler: RouteHandler<typeof createAddressRoute, AppEnv> = async (c) => {
  const customerId = await actingCustomerId(c.var.deps, c.var.session);
  const row = await createAddress(c.var.deps.database.db, customerId, toFields(c.req.valid('json')));
  return c.json({ Success: true as const, AddressId: row.id, Data: toAddress(row) }, 200);
};

export const updateAddressHandler: RouteHandler<typeof updateAddressRoute, AppEnv> = async (c) => {
  const customerId = await actingCustomerId(c.var.deps, c.var.session);
  const row = await updateAddress(c.var.deps.database.db, customerId, c.req.valid('param').id, toFields(c.req.valid('json')));
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'notFound');
  return c.json({ Success: true as const, AddressId: row.id, Data: toAddress(row) }, 200);
};

export const deleteAddressHandler: RouteHandler<typeof deleteAddressRoute, AppEnv> = async (c) => {
  const customerId = await actingCustomerId(c.var.deps, c.var.session);
  if (!(await deleteAddress(c.var.deps.database.db, customerId, c.req.valid('param').id))) throw new ApiError(404, 'NOT_FOUND', 'notFound');
  return c.json({ Success: true as const }, 200);
};
