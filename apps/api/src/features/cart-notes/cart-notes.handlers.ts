import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context.ts';
import { resolveViewer } from '../../lib/viewer.ts';
import { actingCustomerId } from '../shared/acting-customer.ts';
import { inLanguage } from '../shared/cart-language.ts';
import { checkoutCart } from '../shared/checkout-cart.ts';
import { setLineNotes } from './cart-notes.service.ts';
import type { lineNotesRoute } from './cart-notes.routes.ts';

export const lineNotesHandler: RouteHandler<typeof lineNotesRoute, AppEnv> = async (c) => {
  const { deps, session } = c.var;
  const customerId = await actingCustomerId(deps, session);
  const viewer = await resolveViewer(deps, session);
  const cart = await setLineNotes(deps, viewer, customerId, c.req.valid('json').changes);
  const data = await checkoutCart(deps, viewer.customer, customerId, await inLanguage(deps, cart, c.var.language));
  return c.json({ Success: true as const, Data: data }, 200);
};
