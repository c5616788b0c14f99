/** Wishlist use cases (§3 Wishlist, §7 customer/wishlists): named lists per customer, one of them the default. */
import {
  DEFAULT_WISHLIST_NAME,
  MAX_LINE_QUANTITY,
  MAX_LIST_PRODUCTS,
  MAX_WISHLISTS,
  addedSelectionQuantity,
  listNameProblem,
  normalizeListName,
} from '@toonbank/domain';
import {
  countWishlistProducts,
  deleteProductFromWishlists,
  deleteWishlist,
  deleteWishlistProduct,
  ensureDefaultWishlist,
  findWishlist,
  findWishlistByName,
  findWishlistProduct,
  insertWishlist,
  listWishlistProducts,
  listWishlists,
  putWishlistProduct,
  renameWishlist,
  wishlistProductIds,
  listWishlistsWithProduct,
  withCustomerLists,
  type WishlistRow,
} from '@toonbank/db/repositories/wishlists';
import type { DbTransaction } from '@toonbank/db/client';
import type { AppDeps } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { listableProduct, listedProducts } from '../shared/list-products.ts';
import { putListInCart, type ListToCart } from '../shared/list-to-cart.ts';
import type { Wishlist } from './wishlists.schemas.ts';

const listNotFound = () => new ApiError(404, 'LIST_NOT_FOUND', 'listNotFound');

async function ownList(tx: DbTransaction, customerId: number, id: number): Promise<WishlistRow> {
  const list = await findWishlist(tx, customerId, id);
  if (!list) throw listNotFound();
  return list;
}

function refuseName(problem: NonNullable<ReturnType<typeof listNameProblem>>): never {
  throw new ApiError(400, 'VALIDATION_ERROR', problem, [{ Field: 'listName', Message: problem }]);
}

/** The customer's lists with their products (the default list made when missing). */
export async function readWishlists(deps: AppDeps, viewer: Viewer, customerId: number, language: string): Promise<Wishlist[]> {
  const { db } = deps.database;
  await ensureDefaultWishlist(db, customerId, DEFAULT_WISHLIST_NAME);
  const [lists, lines] = await Promise.all([listWishlists(db, customerId), listWishlistProducts(db, customerId)]);
  const products = await listedProducts(
    deps,
    viewer,
    lines.map((line) => line.productId),
    language,
  );
  return lists.map((list) => ({
    Id: list.id,
    ListName: list.name,
    IsDefault: list.isDefault,
    Products: lines
      .filter((line) => line.wishlistId === list.id)
      .map((line) => ({ ProductId: line.productId, Quantity: line.quantity, Product: products.get(line.productId) ?? null })),
  }));
}

export async function createWishlist(deps: AppDeps, customerId: number, rawName: string): Promise<WishlistRow> {
  return withCustomerLists(deps.database.db, customerId, async (tx) => {
    await ensureDefaultWishlist(tx, customerId, DEFAULT_WISHLIST_NAME);
    const lists = await listWishlists(tx, customerId);
    if (lists.length >= MAX_WISHLISTS) throw new ApiError(400, 'LISTS_FULL', { id: 'listsFull', params: { max: MAX_WISHLISTS } });
    const problem = listNameProblem(
      rawName,
      lists.map((list) => list.name),
    );
    if (problem) refuseName(problem);
    return insertWishlist(tx, customerId, normalizeListName(rawName));
  });
}

export async function renameOwnWishlist(deps: AppDeps, customerId: number, id: number, rawName: string): Promise<void> {
  await withCustomerLists(deps.database.db, customerId, async (tx) => {
    await ownList(tx, customerId, id);
    const others = (await listWishlists(tx, customerId)).filter((list) => list.id !== id);
    const problem = listNameProblem(
      rawName,
      others.map((list) => list.name),
    );
    if (problem) refuseName(problem);
    await renameWishlist(tx, customerId, id, normalizeListName(rawName));
  });
}

export async function deleteOwnWishlist(deps: AppDeps, customerId: number, id: number): Promise<void> {
  await withCustomerLists(deps.database.db, customerId, async (tx) => {
    const list = await ownList(tx, customerId, id);
    if (list.isDefault) throw new ApiError(400, 'DEFAULT_LIST', 'defaultListKept');
    await deleteWishlist(tx, customerId, id);
  });
}

/** Puts a product on one of the customer's lists; one that is there already gets the quantity added (§4). */
export async function addToWishlist(
  deps: AppDeps,
  viewer: Viewer,
  customerId: number,
  input: { wishlistId: number; productId: number; quantity: number },
): Promise<void> {
  await listableProduct(deps, viewer, input.productId);
  await withCustomerLists(deps.database.db, customerId, async (tx) => {
    await ownList(tx, customerId, input.wishlistId);
    const existing = await findWishlistProduct(tx, input.wishlistId, input.productId);
    if (!existing && (await countWishlistProducts(tx, input.wishlistId)) >= MAX_LIST_PRODUCTS) {
      throw new ApiError(400, 'LIST_FULL', { id: 'listFull', params: { max: MAX_LIST_PRODUCTS } });
    }
    const quantity = addedSelectionQuantity(existing?.quantity ?? 0, input.quantity);
    if (quantity === null) {
      const message = { id: 'selectionQuantityTooBig', params: { max: MAX_LINE_QUANTITY } } as const;
      throw new ApiError(400, 'VALIDATION_ERROR', message, [{ Field: 'quantity', Message: message }]);
    }
    await putWishlistProduct(tx, input.wishlistId, input.productId, quantity);
  });
}

export async function removeFromWishlist(deps: AppDeps, customerId: number, wishlistId: number, productId: number): Promise<void> {
  await withCustomerLists(deps.database.db, customerId, async (tx) => {
    await ownList(tx, customerId, wishlistId);
    if (!(await deleteWishlistProduct(tx, wishlistId, productId))) throw new ApiError(404, 'NOT_FOUND', 'selectionNotFound');
  });
}

/** Sets the quantity of a product already on one of the customer's lists (404 when it is not there). */
export async function setWishlistQuantity(
  deps: AppDeps,
  customerId: number,
  wishlistId: number,
  productId: number,
  quantity: number,
): Promise<void> {
  await withCustomerLists(deps.database.db, customerId, async (tx) => {
    await ownList(tx, customerId, wishlistId);
    if (!(await findWishlistProduct(tx, wishlistId, productId))) throw new ApiError(404, 'NOT_FOUND', 'selectionNotFound');
    await putWishlistProduct(tx, wishlistId, productId, quantity);
  });
}

/** Takes a product off every list of the customer (the heart pressed again); how many lines went. */
export async function removeFromAllWishlists(deps: AppDeps, customerId: number, productId: number): Promise<number> {
  return withCustomerLists(deps.database.db, customerId, (tx) => deleteProductFromWishlists(tx, customerId, productId));
}

/** §7 wishlists-check/{productId}: the lists holding the product, and the default list the heart adds to. */
export async function checkWishlists(deps: AppDeps, customerId: number, productId: number) {
  const { db } = deps.database;
  // Asked on every product page: the default list is made only when the customer has none yet (decision 0025); the
  // lists and which hold the product in one statement (decision 0026).
  let lists = await listWishlistsWithProduct(db, customerId, productId);
  if (!lists.some((list) => list.isDefault)) {
    await ensureDefaultWishlist(db, customerId, DEFAULT_WISHLIST_NAME);
    lists = await listWishlistsWithProduct(db, customerId, productId);
  }
  // The lists holding the product: the default list first, then in the order they were made.
  const holding = lists.filter((list) => list.hasProduct).sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id);
  return {
    ProductId: productId,
    IsOnWishlist: holding.length > 0,
    Wishlists: holding.map((list) => ({ Id: list.id, ListName: list.name })),
    DefaultWishlistId: lists.find((list) => list.isDefault)?.id ?? lists[0]?.id ?? 0,
    Lists: lists.map((list) => ({
      Id: list.id,
      ListName: list.name,
      IsDefault: list.isDefault,
      HasProduct: list.hasProduct,
    })),
  };
}

/** Every product on any of the customer's lists (the hearts of the tiles on a page). */
export async function wishlistedProductIds(deps: AppDeps, customerId: number): Promise<number[]> {
  return wishlistProductIds(deps.database.db, customerId);
}

/** §7 POST wishlists/cart {listName}: the whole list into the cart with the cart's caps; what could not go in is reported. */
export async function wishlistToCart(
  deps: AppDeps,
  viewer: Viewer,
  customerId: number,
  listName: string,
  language: string,
): Promise<ListToCart> {
  const { db } = deps.database;
  const list = await findWishlistByName(db, customerId, normalizeListName(listName));
  if (!list) throw listNotFound();
  const lines = (await listWishlistProducts(db, customerId)).filter((line) => line.wishlistId === list.id);
  if (lines.length === 0) throw new ApiError(400, 'LIST_EMPTY', 'listEmpty');
  const products = await listedProducts(
    deps,
    viewer,
    lines.map((line) => line.productId),
    language,
  );
  return putListInCart(
    deps,
    viewer,
    customerId,
    lines
      .slice()
      .reverse()
      .map((line) => ({ productId: line.productId, quantity: line.quantity, name: products.get(line.productId)?.Name ?? '' })),
    language,
  );
}
