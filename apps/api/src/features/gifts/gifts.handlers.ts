import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { requireSession } from '../../lib/session.ts';
import { resolveViewer } from '../../lib/viewer.ts';
import { actingCustomerId } from '../shared/acting-customer.ts';
import { inLanguage } from '../shared/cart-language.ts';
import type { Cart } from '../shared/cart.schemas.ts';
import { checkoutCart } from '../shared/checkout-cart.ts';
import { chooseGift, listGifts, removeGift } from './gifts.service.ts';
import type { chooseGiftRoute, listGiftsRoute, removeGiftRoute } from './gifts.routes.ts';

type AnyContext = Context<AppEnv>;

/** The acting customer (401 anonymous, 404 for a representative acting for nobody) and how they see the catalogue. */
async function owner(c: AnyContext) {
  const { deps, session } = c.var;
  const customerId = await actingCustomerId(deps, session);
  return { deps, customerId, viewer: await resolveViewer(deps, session) };
}

async function answer(c: AnyContext, who: Awaited<ReturnType<typeof owner>>, cart: Cart) {
  return checkoutCart(who.deps, who.viewer.customer, who.customerId, await inLanguage(who.deps, cart, c.var.language));
}

export const listGiftsHandler: RouteHandler<typeof listGiftsRoute, AppEnv> = async (c) => {
  const who = await owner(c);
  const session = requireSession(c.var.session);
  const data = await listGifts(who.deps, session, who.viewer, who.customerId, c.req.valid('query'), c.var.language);
  return c.json({ Success: true as const, Data: data }, 200);
};

export const chooseGiftHandler: RouteHandler<typeof chooseGiftRoute, AppEnv> = async (c) => {
  const who = await owner(c);
  const cart = await chooseGift(who.deps, who.viewer, who.customerId, c.req.valid('json').productId);
  return c.json({ Success: true as const, Data: await answer(c, who, cart) }, 200);
};

export const removeGiftHandler: RouteHandler<typeof removeGiftRoute, AppEnv> = async (c) => {
  const who = await owner(c);
  const cart = await removeGift(who.deps, who.viewer, who.customerId, c.req.valid('param').productId);
  return c.json({ Success: true as const, Data: await answer(c, who, cart) }, 200);
};
