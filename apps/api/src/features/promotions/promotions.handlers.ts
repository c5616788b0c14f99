import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { requireSession } from '../../lib/session.ts';
import { actingCustomerId } from '../shared/acting-customer.ts';
import type { CartCodeBody } from './promotions.routes.ts';
import type { addCodeRoute, codeRoute, ownedVouchersRoute, pointsHistoryRoute, pointsRoute, removeCodeRoute } from './promotions.routes.ts';
import { ownedVouchers, pointsHistory } from './loyalty-account.ts';
import { applyCode, lookupCode, removeCode, setPoints, type PromotionOwner } from './promotions.service.ts';
import type { z } from '@hono/zod-openapi';

/** The acting customer (401 anonymous, 404 for a representative acting for nobody). */
async function owner(c: Context<AppEnv>): Promise<PromotionOwner> {
  const session = requireSession(c.var.session);
  return { deps: c.var.deps, session, customerId: await actingCustomerId(c.var.deps, session) };
}

const ref = (body: z.infer<typeof CartCodeBody>) =>
  body.couponId !== undefined ? { couponId: body.couponId } : { voucherId: body.voucherId! };
const ok = <T>(data: T) => ({ Success: true as const, Data: data });

export const codeHandler: RouteHandler<typeof codeRoute, AppEnv> = async (c) => {
  const { customerId } = await owner(c);
  return c.json(ok(await lookupCode(c, customerId, c.req.valid('param').code)), 200);
};

export const addCodeHandler: RouteHandler<typeof addCodeRoute, AppEnv> = async (c) =>
  c.json(ok(await applyCode(c, await owner(c), ref(c.req.valid('json')))), 200);

export const removeCodeHandler: RouteHandler<typeof removeCodeRoute, AppEnv> = async (c) =>
  c.json(ok(await removeCode(await owner(c), ref(c.req.valid('json')))), 200);

export const pointsHandler: RouteHandler<typeof pointsRoute, AppEnv> = async (c) =>
  c.json(ok(await setPoints(await owner(c), c.req.valid('json').points)), 200);

export const pointsHistoryHandler: RouteHandler<typeof pointsHistoryRoute, AppEnv> = async (c) => {
  const { customerId } = await owner(c);
  const { offset, limit } = c.req.valid('query');
  return c.json(await pointsHistory(c.var.deps, customerId, offset, limit), 200);
};

export const ownedVouchersHandler: RouteHandler<typeof ownedVouchersRoute, AppEnv> = async (c) => {
  const { customerId } = await owner(c);
  return c.json(await ownedVouchers(c.var.deps, customerId, c.var.deps.now()), 200);
};
