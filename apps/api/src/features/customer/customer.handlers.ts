import type { RouteHandler } from '@hono/zod-openapi';
import { isValidPhoneNumber, translateMessage } from '@toonbank/domain';
import { listAddresses } from '@toonbank/db/repositories/addresses';
import type { AppEnv } from '../../lib/context.ts';
import { requireSession } from '../../lib/session.ts';
import { actingCustomerId } from '../shared/acting-customer.ts';
import { toAddress } from '../shared/customer.mappers.ts';
import type {
  changePasswordRoute,
  getCustomerRoute,
  listAddressesRoute,
  searchCustomersRoute,
  setStoreRoute,
  updateCustomerRoute,
  validatePhoneRoute,
} from './customer.routes.ts';
import { chooseStore, loadCustomer } from '../shared/customer-profile.ts';
import { changePassword, saveCustomer, searchCustomers } from './customer.service.ts';

export const getCustomerHandler: RouteHandler<typeof getCustomerRoute, AppEnv> = async (c) => {
  const customerId = await actingCustomerId(c.var.deps, c.var.session, c.req.valid('query').customerId);
  return c.json({ Success: true as const, Data: await loadCustomer(c.var.deps, customerId) }, 200);
};

export const updateCustomerHandler: RouteHandler<typeof updateCustomerRoute, AppEnv> = async (c) => {
  const customerId = await actingCustomerId(c.var.deps, c.var.session);
  const { address, ...patch } = c.req.valid('json');
  const result = await saveCustomer(
    c.var.deps,
    requireSession(c.var.session),
    customerId,
    patch,
    address,
    c.req.valid('query').refreshToken === 'true',
  );
  return c.json({ Success: true as const, Data: result.customer, ...(result.token ? { Token: result.token } : {}) }, 200);
};

export const searchCustomersHandler: RouteHandler<typeof searchCustomersRoute, AppEnv> = async (c) => {
  const { searchTerm, offset, limit } = c.req.valid('json');
  const data = await searchCustomers(c.var.deps, requireSession(c.var.session), searchTerm, offset, limit);
  return c.json({ Success: true as const, Data: data }, 200);
};

export const changePasswordHandler: RouteHandler<typeof changePasswordRoute, AppEnv> = async (c) => {
  const { oldPassword, newPassword } = c.req.valid('json');
  await changePassword(c.var.deps, requireSession(c.var.session), oldPassword, newPassword);
  return c.json({ Success: true as const, Message: translateMessage(c.var.language, 'passwordChanged') }, 200);
};

export const validatePhoneHandler: RouteHandler<typeof validatePhoneRoute, AppEnv> = async (c) => {
  const valid = isValidPhoneNumber(c.req.valid('query').phoneNumber);
  return c.json({ Success: true as const, Data: { IsValid: valid }, Message: valid ? '' : translateMessage(c.var.language, 'phone') }, 200);
};

export const listAddressesHandler: RouteHandler<typeof listAddressesRoute, AppEnv> = async (c) => {
  const customerId = await actingCustomerId(c.var.deps, c.var.session);
  const rows = await listAddresses(c.var.deps.database.db, customerId, c.req.valid('query').addressType);
  return c.json({ Success: true as const, Data: rows.map(toAddress) }, 200);
};

export const setStoreHandler: RouteHandler<typeof setStoreRoute, AppEnv> = async (c) => {
  const customerId = await actingCustomerId(c.var.deps, c.var.session);
  const store = await chooseStore(c.var.deps, customerId, c.req.valid('json').storeId);
  return c.json({ Success: true as const, Data: { StoreId: store.id, StoreName: store.name } }, 200);
};
