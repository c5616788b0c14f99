import type { RouteHandler } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { JsonAnswer, sendJsonAnswer } from '../../lib/encoded-json.ts';
import { requireSession } from '../../lib/session.ts';
import { resolveViewer } from '../../lib/viewer.ts';
import { checkoutCart, withCheckout } from '../shared/checkout-cart.ts';
import { actingCustomerId } from '../shared/acting-customer.ts';
import { answerOnce, cachedCart, changedCart, type CartWithState } from '../shared/cart-cache.ts';
import { inLanguage } from '../shared/cart-language.ts';
import { cartAnswerJson } from '../shared/cart-json.ts';
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

/**
 * The cart as read: computed once per revision of everything it shows (`cachedCart`), composed with the clock and
 * encoded once per cart, language and minute (`answerOnce`; gzipped once when a client accepts it).
 */
export const getCartHandler: RouteHandler<typeof getCartRoute, AppEnv> = async (c) => {
  const { deps } = c.var;
  const session = requireSession(c.var.session);
  const customerId = await actingCustomerId(deps, session);
  const value = await cachedCart(deps, session, customerId);
  const { language } = c.var;
  const now = deps.now();
  return sendJsonAnswer(c, await answerOnce(value, language, now, () => composeAnswer(deps, value, language, now)));
};

/** The checkout's fields around a cart without warnings, in the language (what `GET cart` answers). */
async function composeAnswer(deps: AppDeps, value: CartWithState, language: string, now: Date) {
  return withCheckout(await inLanguage(deps, value.cart, language), value.state, now);
}

export const cartCountHandler: RouteHandler<typeof cartCountRoute, AppEnv> = async (c) => {
  const customerId = c.var.session?.actingCustomerId ?? null;
  const count = customerId === null ? 0 : await countCart(c.var.deps, customerId);
  return c.json({ Success: true as const, Data: { Count: count } }, 200);
};

/**
 * A batch through the cart cache (`changedCart`): on a cart unchanged since it was last computed, the customer, lines,
 * products and prices are not read again; the answer is the computed cart with the batch's warnings, composed here.
 * Without warnings it is exactly what `GET cart` answers for the new cart: composed and encoded once (`answerOnce`), so
 * the next `GET cart` sends the same bytes.
 */
export const batchCartHandler: RouteHandler<typeof batchCartRoute, AppEnv> = async (c) => {
  const { deps, language } = c.var;
  const customerId = await actingCustomerId(deps, c.var.session);
  const { changes } = c.req.valid('json');
  const { value, warnings } = await changedCart(deps, customerId, changes);
  const now = deps.now();
  if (warnings.length === 0)
    return sendJsonAnswer(c, await answerOnce(value, language, now, () => composeAnswer(deps, value, language, now)));
  const cart = await inLanguage(deps, { ...value.cart, Warnings: warnings }, language);
  return sendJsonAnswer(c, new JsonAnswer({ Success: true as const, Data: withCheckout(cart, value.state, now) }, cartAnswerJson));
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
