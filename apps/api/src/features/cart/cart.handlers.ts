import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context.ts';
import { requireSession } from '../../lib/session.ts';
import { resolveViewer } from '../../lib/viewer.ts';
import { checkoutCart, withCheckout } from '../shared/checkout-cart.ts';
import { actingCustomerId } from '../shared/acting-customer.ts';
import { cachedCart, changedCart, composedOnce } from '../shared/cart-cache.ts';
import { inLanguage } from '../shared/cart-language.ts';
import { acceptCartPrices, clearCart, countCart } from '../shared/cart.service.ts';
import type { Cart } from '../shared/cart.schemas.ts';
import type { acceptPricesRoute, batchCartRoute, cartCountRoute, emptyCartRoute, getCartRoute } from './cart.routes.ts';

/** The answer: the cart in the request's language with the checkout's fields (costs, promise, choices, step). */
async function answer(
  c: Parameters<RouteHandler<typeof getCartRoute, AppEnv>>[0],
  owner: Awaited<ReturnType<typeof cartOwner>>,
  cart: Cart,
) {
  return checkoutCart(owner.deps, owner.viewer.customer, owner.customerId, await inLanguage(owner.deps, cart, c.var.language));
}

/** The acting customer (401 when anonymous) and the catalogue as that customer sees it. */
export async function cartOwner(c: Parameters<RouteHandler<typeof getCartRoute, AppEnv>>[0]) {
  const { deps, session } = c.var;
  const customerId = await actingCustomerId(deps, session);
  return { deps, customerId, viewer: await resolveViewer(deps, session) };
}

/** The cart as read: computed once per revision of everything it shows (`cachedCart`), composed with the clock here. */
export const getCartHandler: RouteHandler<typeof getCartRoute, AppEnv> = async (c) => {
  const { deps } = c.var;
  const session = requireSession(c.var.session);
  const customerId = await actingCustomerId(deps, session);
  const value = await cachedCart(deps, session, customerId);
  const { language } = c.var;
  const now = deps.now();
  const data = await composedOnce(value, language, now, async () =>
    withCheckout(await inLanguage(deps, value.cart, language), value.state, now),
  );
  return c.json({ Success: true as const, Data: data }, 200);
};

export const cartCountHandler: RouteHandler<typeof cartCountRoute, AppEnv> = async (c) => {
  const customerId = c.var.session?.actingCustomerId ?? null;
  const count = customerId === null ? 0 : await countCart(c.var.deps, customerId);
  return c.json({ Success: true as const, Data: { Count: count } }, 200);
};

/**
 * A batch through the cart cache (`changedCart`): on a cart unchanged since it was last computed, the customer, lines,
 * products and prices are not read again; the answer is the computed cart with the batch's warnings, composed here.
 */
export const batchCartHandler: RouteHandler<typeof batchCartRoute, AppEnv> = async (c) => {
  const { deps, language } = c.var;
  const customerId = await actingCustomerId(deps, c.var.session);
  const { changes } = c.req.valid('json');
  const { value, warnings } = await changedCart(deps, customerId, changes);
  const cart = await inLanguage(deps, { ...value.cart, Warnings: warnings }, language);
  return c.json({ Success: true as const, Data: withCheckout(cart, value.state, deps.now()) }, 200);
};

export const emptyCartHandler: RouteHandler<typeof emptyCartRoute, AppEnv> = async (c) => {
  const owner = await cartOwner(c);
  return c.json({ Success: true as const, Data: await answer(c, owner, await clearCart(owner.deps, owner.viewer, owner.customerId)) }, 200);
};

export const acceptPricesHandler: RouteHandler<typeof acceptPricesRoute, AppEnv> = async (c) => {
  const owner = await cartOwner(c);
  const { lineIds } = c.req.valid('json');
  return c.json(
    { Success: true as const, Data: await answer(c, owner, await acceptCartPrices(owner.deps, owner.viewer, owner.customerId, lineIds)) },
    200,
  );
};
