import type { RouteHandler } from '@hono/zod-openapi';
import { CART_WARNING_MESSAGES, translateMessage } from '@toonbank/domain';
import type { AppEnv } from '../../lib/context.ts';
import { resolveViewer } from '../../lib/viewer.ts';
import { actingCustomerId } from '../customer/acting-customer.ts';
import { acceptCartPrices, applyCartChanges, clearCart, countCart, readCart } from './cart.service.ts';
import type { acceptPricesRoute, batchCartRoute, Cart, cartCountRoute, emptyCartRoute, getCartRoute } from './cart.routes.ts';

/** The cart with its per-line warnings in the request's language (§8). */
function inLanguage(cart: Cart, language: string): Cart {
  return { ...cart, Warnings: cart.Warnings.map((w) => ({ ...w, Message: translateMessage(language, CART_WARNING_MESSAGES[w.Code]) })) };
}

/** The acting customer (401 when anonymous) and the catalogue as that customer sees it. */
async function cartOwner(c: Parameters<RouteHandler<typeof getCartRoute, AppEnv>>[0]) {
  const { deps, session } = c.var;
  const customerId = await actingCustomerId(deps, session);
  return { deps, customerId, viewer: await resolveViewer(deps, session) };
}

export const getCartHandler: RouteHandler<typeof getCartRoute, AppEnv> = async (c) => {
  const { deps, customerId, viewer } = await cartOwner(c);
  return c.json({ Success: true as const, Data: inLanguage(await readCart(deps, viewer, customerId), c.var.language) }, 200);
};

export const cartCountHandler: RouteHandler<typeof cartCountRoute, AppEnv> = async (c) => {
  const customerId = c.var.session?.actingCustomerId ?? null;
  const count = customerId === null ? 0 : await countCart(c.var.deps, customerId);
  return c.json({ Success: true as const, Data: { Count: count } }, 200);
};

export const batchCartHandler: RouteHandler<typeof batchCartRoute, AppEnv> = async (c) => {
  const { deps, customerId, viewer } = await cartOwner(c);
  const { changes } = c.req.valid('json');
  return c.json({ Success: true as const, Data: inLanguage(await applyCartChanges(deps, viewer, customerId, changes), c.var.language) }, 200);
};

export const emptyCartHandler: RouteHandler<typeof emptyCartRoute, AppEnv> = async (c) => {
  const { deps, customerId, viewer } = await cartOwner(c);
  return c.json({ Success: true as const, Data: inLanguage(await clearCart(deps, viewer, customerId), c.var.language) }, 200);
};

export const acceptPricesHandler: RouteHandler<typeof acceptPricesRoute, AppEnv> = async (c) => {
  const { deps, customerId, viewer } = await cartOwner(c);
  const { lineIds } = c.req.valid('json');
  return c.json({ Success: true as const, Data: inLanguage(await acceptCartPrices(deps, viewer, customerId, lineIds), c.var.language) }, 200);
};
