import { createRouter } from '../../lib/create-app.ts';
import {
  addWishlistProductHandler,
  checkWishlistHandler,
  createWishlistHandler,
  deleteWishlistHandler,
  listWishlistsHandler,
  removeFromAllWishlistsHandler,
  removeWishlistProductHandler,
  renameWishlistHandler,
  setWishlistQuantityHandler,
  wishlistedProductsHandler,
  wishlistToCartHandler,
} from './wishlists.handlers.ts';
import {
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

export const wishlistsRouter = createRouter()
  .openapi(listWishlistsRoute, listWishlistsHandler)
  .openapi(createWishlistRoute, createWishlistHandler)
  .openapi(wishlistToCartRoute, wishlistToCartHandler)
  .openapi(renameWishlistRoute, renameWishlistHandler)
  .openapi(deleteWishlistRoute, deleteWishlistHandler)
  .openapi(addWishlistProductRoute, addWishlistProductHandler)
  .openapi(removeWishlistProductRoute, removeWishlistProductHandler)
  .openapi(setWishlistQuantityRoute, setWishlistQuantityHandler)
  .openapi(wishlistedProductsRoute, wishlistedProductsHandler)
  .openapi(checkWishlistRoute, checkWishlistHandler)
  .openapi(removeFromAllWishlistsRoute, removeFromAllWishlistsHandler);
