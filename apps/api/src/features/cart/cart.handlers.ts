import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context.ts';
import { resolveViewer } from '../../lib/viewer.ts';
import { actingCustomerId } from '../customer/acting-customer.ts';
import { applyCartChanges, clearCart, countCart, readCart } from './cart.service.ts';
import type { batchCartRoute, cartCountRoute, emptyCartRoute, getCartRoute } from './cart.routes.ts';

/** The acting customer (401 when anonymous) and the catalogue as that customer sees it. */
async function cartOwner(c: Parameters<RouteHandler<typeof getCartRoute, AppEnv>>[0]) {
  const { deps, session } = c.var;
  const customerId = await actingCustomerId(deps, session);
  return { deps, customerId, viewer: await resolveViewer(deps, session) };
}

export const getCartHandler: RouteHandler<typeof getCartRoute, AppEnv> = async (c) => {
  const { deps, customerId, viewer } = await cartOwner(c);
  return c.json({ Success: true as const, Data: await readCart(deps, viewer, customerId) }, 200);
};

export const cartCountHandler: RouteHandler<typeof cartCountRoute, AppEnv> = async (c) => {
  const customerId = c.var.session?.actingCustomerId ?? null;
  const count = customerId === null ? 0 : await countCart(c.var.deps, customerId);
  return c.json({ Success: true as const, Data: { Count: count } }, 200);
};

export const batchCartHandler: RouteHandler<typeof batchCartRoute, AppEnv> = async (c) => {
  const { deps, customerId, viewer } = await cartOwner(c);
  const { changes } = c.req.valid('json');
  return c.json({ Success: true as const, Data: await applyCartChanges(deps, viewer, customerId, changes) }, 200);
};

export const emptyCartHandler: RouteHandler<typeof emptyCartRoute, AppEnv> = async (c) => {
  const { deps, customerId, viewer } = await cartOwner(c);
  return c.json({ Success: true as const, Data: await clearCart(deps, viewer, customerId) }, 200);
};
