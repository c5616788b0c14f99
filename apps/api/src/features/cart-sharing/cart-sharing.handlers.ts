import type { RouteHandler } from '@hono/zod-openapi';
import { contentLanguage } from '@toonbank/domain';
import type { AppEnv } from '../../lib/context.ts';
import { resolveViewer } from '../../lib/viewer.ts';
import { actingCustomerId } from '../shared/acting-customer.ts';
import { inLanguage } from '../shared/cart-language.ts';
import { checkoutCart } from '../shared/checkout-cart.ts';
import { readSharedCart, shareCart, useSharedCart } from './cart-sharing.service.ts';
import type { shareCartRoute, sharedCartRoute, useShareRoute } from './cart-sharing.routes.ts';

export const shareCartHandler: RouteHandler<typeof shareCartRoute, AppEnv> = async (c) => {
  const { deps, session } = c.var;
  const customerId = await actingCustomerId(deps, session);
  const publicUrl = deps.config.PUBLIC_URL ?? new URL(c.req.url).origin;
  return c.json({ Success: true as const, Data: await shareCart(deps, customerId, publicUrl) }, 200);
};

/** A customer (or a representative acting for one) sees the shared products as they would get them; never the sharer's cart. */
export const sharedCartHandler: RouteHandler<typeof sharedCartRoute, AppEnv> = async (c) => {
  const { deps, session } = c.var;
  await actingCustomerId(deps, session);
  const viewer = await resolveViewer(deps, session);
  const data = await readSharedCart(deps, viewer, c.req.valid('param').shareKey, contentLanguage(c.var.language));
  return c.json({ Success: true as const, Data: data }, 200);
};

export const useShareHandler: RouteHandler<typeof useShareRoute, AppEnv> = async (c) => {
  const { deps, session } = c.var;
  const customerId = await actingCustomerId(deps, session);
  const viewer = await resolveViewer(deps, session);
  const cart = await useSharedCart(deps, viewer, customerId, c.req.valid('json').shareKey);
  const data = await checkoutCart(deps, viewer.customer, customerId, await inLanguage(deps, cart, c.var.language));
  return c.json({ Success: true as const, Data: data }, 200);
};
