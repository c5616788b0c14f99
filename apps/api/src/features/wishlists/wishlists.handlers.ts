import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../lib/context.ts';
import { resolveViewer } from '../../lib/viewer.ts';
import { actingCustomerId } from '../shared/acting-customer.ts';
import type {
  addWishlistProductRoute,
  checkWishlistRoute,
  createWishlistRoute,
  deleteWishlistRoute,
  listWishlistsRoute,
  removeFromAllWishlistsRoute,
  removeWishlistProductRoute,
  renameWishlistRoute,
  setWishlistQuantityRoute,
  wishlistedProductsRoute,
  wishlistToCartRoute,
} from './wishlists.routes.ts';
import {
  addToWishlist,
  checkWishlists,
  createWishlist,
  deleteOwnWishlist,
  readWishlists,
  removeFromAllWishlists,
  removeFromWishlist,
  renameOwnWishlist,
  setWishlistQuantity,
  wishlistedProductIds,
  wishlistToCart,
} from './wishlists.service.ts';

type Ctx = { var: AppEnv['Variables'] };

/** The acting customer (401 anonymous, 404 for a representative acting for nobody) and the catalogue as they see it. */
async function owner(c: Ctx) {
  const { deps, session } = c.var;
  const customerId = await actingCustomerId(deps, session);
  return { deps, customerId, viewer: await resolveViewer(deps, session) };
}

const done = { Success: true as const };

export const listWishlistsHandler: RouteHandler<typeof listWishlistsRoute, AppEnv> = async (c) => {
  const { deps, customerId, viewer } = await owner(c);
  return c.json({ Success: true as const, Data: await readWishlists(deps, viewer, customerId, c.var.language) }, 200);
};

export const createWishlistHandler: RouteHandler<typeof createWishlistRoute, AppEnv> = async (c) => {
  const customerId = await actingCustomerId(c.var.deps, c.var.session);
  const row = await createWishlist(c.var.deps, customerId, c.req.valid('json').listName);
  return c.json({ Success: true as const, Data: { Id: row.id, ListName: row.name, IsDefault: row.isDefault } }, 200);
};

export const renameWishlistHandler: RouteHandler<typeof renameWishlistRoute, AppEnv> = async (c) => {
  const customerId = await actingCustomerId(c.var.deps, c.var.session);
  await renameOwnWishlist(c.var.deps, customerId, c.req.valid('param').id, c.req.valid('json').listName);
  return c.json(done, 200);
};

export const deleteWishlistHandler: RouteHandler<typeof deleteWishlistRoute, AppEnv> = async (c) => {
  const customerId = await actingCustomerId(c.var.deps, c.var.session);
  await deleteOwnWishlist(c.var.deps, customerId, c.req.valid('param').id);
  return c.json(done, 200);
};

export const addWishlistProductHandler: RouteHandler<typeof addWishlistProductRoute, AppEnv> = async (c) => {
  const { deps, customerId, viewer } = await owner(c);
  const { productId, quantity } = c.req.valid('json');
  await addToWishlist(deps, viewer, customerId, { wishlistId: c.req.valid('param').id, productId, quantity });
  return c.json(done, 200);
};

export const removeWishlistProductHandler: RouteHandler<typeof removeWishlistProductRoute, AppEnv> = async (c) => {
  const customerId = await actingCustomerId(c.var.deps, c.var.session);
  const { id, productId } = c.req.valid('param');
  await removeFromWishlist(c.var.deps, customerId, id, productId);
  return c.json(done, 200);
};

export const setWishlistQuantityHandler: RouteHandler<typeof setWishlistQuantityRoute, AppEnv> = async (c) => {
  const customerId = await actingCustomerId(c.var.deps, c.var.session);
  const { id, productId } = c.req.valid('param');
  await setWishlistQuantity(c.var.deps, customerId, id, productId, c.req.valid('json').quantity);
  return c.json(done, 200);
};

export const checkWishlistHandler: RouteHandler<typeof checkWishlistRoute, AppEnv> = async (c) => {
  const customerId = await actingCustomerId(c.var.deps, c.var.session);
  return c.json({ Success: true as const, Data: await checkWishlists(c.var.deps, customerId, c.req.valid('param').productId) }, 200);
};

export const removeFromAllWishlistsHandler: RouteHandler<typeof removeFromAllWishlistsRoute, AppEnv> = async (c) => {
  const customerId = await actingCustomerId(c.var.deps, c.var.session);
  const removed = await removeFromAllWishlists(c.var.deps, customerId, c.req.valid('param').productId);
  return c.json({ Success: true as const, Data: { Removed: removed } }, 200);
};

export const wishlistedProductsHandler: RouteHandler<typeof wishlistedProductsRoute, AppEnv> = async (c) => {
  const customerId = await actingCustomerId(c.var.deps, c.var.session);
  return c.json({ Success: true as const, Data: { ProductIds: await wishlistedProductIds(c.var.deps, customerId) } }, 200);
};

export const wishlistToCartHandler: RouteHandler<typeof wishlistToCartRoute, AppEnv> = async (c) => {
  const { deps, customerId, viewer } = await owner(c);
  return c.json(
    { Success: true as const, Data: await wishlistToCart(deps, viewer, customerId, c.req.valid('json').listName, c.var.language) },
    200,
  );
};
