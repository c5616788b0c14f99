import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context.ts';
import { resolveViewer } from '../../lib/viewer.ts';
import { actingCustomerId } from '../shared/acting-customer.ts';
import type {
  addSelectionRoute,
  changeSelectionRoute,
  clearSelectionsRoute,
  deleteSelectionRoute,
  deleteSelectionsRoute,
  listSelectionsRoute,
  selectionsToCartRoute,
} from './selections.routes.ts';
import {
  addSelection,
  changeSelection,
  clearOwnSelections,
  readSelections,
  removeSelection,
  removeSelections,
  selectionsToCart,
} from './selections.service.ts';

/** The acting customer (401 anonymous, 404 for a representative acting for nobody) and the catalogue as they see it. */
async function owner(c: { var: AppEnv['Variables'] }) {
  const { deps, session } = c.var;
  const customerId = await actingCustomerId(deps, session);
  return { deps, customerId, viewer: await resolveViewer(deps, session) };
}

export const listSelectionsHandler: RouteHandler<typeof listSelectionsRoute, AppEnv> = async (c) => {
  const { deps, customerId, viewer } = await owner(c);
  const { types, offset, limit } = c.req.valid('query');
  const page = await readSelections(deps, viewer, customerId, [...new Set(types)], { offset, limit }, c.var.language);
  return c.json({ Success: true as const, Data: page }, 200);
};

export const addSelectionHandler: RouteHandler<typeof addSelectionRoute, AppEnv> = async (c) => {
  const { deps, customerId, viewer } = await owner(c);
  return c.json({ Success: true as const, Data: await addSelection(deps, viewer, customerId, c.req.valid('json'), c.var.language) }, 200);
};

export const changeSelectionHandler: RouteHandler<typeof changeSelectionRoute, AppEnv> = async (c) => {
  const { deps, customerId, viewer } = await owner(c);
  const selection = await changeSelection(deps, viewer, customerId, c.req.valid('param').id, c.req.valid('json'), c.var.language);
  return c.json({ Success: true as const, Data: selection }, 200);
};

export const deleteSelectionHandler: RouteHandler<typeof deleteSelectionRoute, AppEnv> = async (c) => {
  const customerId = await actingCustomerId(c.var.deps, c.var.session);
  await removeSelection(c.var.deps, customerId, c.req.valid('param').id);
  return c.json({ Success: true as const }, 200);
};

export const deleteSelectionsHandler: RouteHandler<typeof deleteSelectionsRoute, AppEnv> = async (c) => {
  const customerId = await actingCustomerId(c.var.deps, c.var.session);
  const removed = await removeSelections(c.var.deps, customerId, c.req.valid('json').selectionIds);
  return c.json({ Success: true as const, Data: { Removed: removed } }, 200);
};

export const clearSelectionsHandler: RouteHandler<typeof clearSelectionsRoute, AppEnv> = async (c) => {
  const customerId = await actingCustomerId(c.var.deps, c.var.session);
  const removed = await clearOwnSelections(c.var.deps, customerId, [...new Set(c.req.valid('json').types)]);
  return c.json({ Success: true as const, Data: { Removed: removed } }, 200);
};

export const selectionsToCartHandler: RouteHandler<typeof selectionsToCartRoute, AppEnv> = async (c) => {
  const { deps, customerId, viewer } = await owner(c);
  const report = await selectionsToCart(deps, viewer, customerId, c.req.valid('json').selectionIds, c.var.language);
  return c.json({ Success: true as const, Data: report }, 200);
};
