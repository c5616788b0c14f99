/** Product selection use cases (§3 Product selection, §4, §7 products/selections): the order list, and the samples. */
import { MAX_LINE_QUANTITY, SELECTIONS_GET_ALL, addedSelectionQuantity, selectionHasMore, type SelectionType } from '@toonbank/domain';
import {
  clearSelections,
  countSelections,
  deleteSelections,
  findSelectionOfProduct,
  findSelections,
  insertSelection,
  listSelections,
  updateSelection,
  type SelectionRow,
} from '@toonbank/db/repositories/selections';
import { withCustomerLists } from '@toonbank/db/repositories/wishlists';
import type { AppDeps } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { listableProduct, listedProducts } from '../shared/list-products.ts';
import { putListInCart, type ListToCart } from '../shared/list-to-cart.ts';
import type { ProductSummary } from '../shared/product.schemas.ts';
import type { Selection } from './selections.schemas.ts';

const selectionNotFound = () => new ApiError(404, 'NOT_FOUND', 'selectionNotFound');
const tooBig = () => {
  const message = { id: 'selectionQuantityTooBig', params: { max: MAX_LINE_QUANTITY } } as const;
  return new ApiError(400, 'VALIDATION_ERROR', message, [{ Field: 'quantity', Message: message }]);
};

function toSelection(row: SelectionRow, product: ProductSummary | undefined): Selection {
  return {
    Id: row.id,
    ProductId: row.productId,
    Product: product ?? null,
    Quantity: row.quantity,
    Notes: row.notes,
    Type: row.type as SelectionType,
  };
}

async function withProducts(deps: AppDeps, viewer: Viewer, rows: readonly SelectionRow[], language: string): Promise<Selection[]> {
  const products = await listedProducts(
    deps,
    viewer,
    rows.map((row) => row.productId),
    language,
  );
  return rows.map((row) => toSelection(row, products.get(row.productId)));
}

/** A page of the customer's selections of `types`, oldest first (§4 paged, hasMore). */
export async function readSelections(
  deps: AppDeps,
  viewer: Viewer,
  customerId: number,
  types: readonly SelectionType[],
  page: { offset: number; limit: number },
  language: string,
) {
  const { rows, total } = await listSelections(deps.database.db, customerId, types, page);
  return {
    Selections: await withProducts(deps, viewer, rows, language),
    HasMore: selectionHasMore({ returned: rows.length, pageSize: page.limit, offset: page.offset, total }),
    Total: total,
  };
}

/** §4: adding a product that is on the list already adds the quantity to its line. */
export async function addSelection(
  deps: AppDeps,
  viewer: Viewer,
  customerId: number,
  input: { productId: number; quantity: number; type: SelectionType },
  language: string,
): Promise<Selection> {
  await listableProduct(deps, viewer, input.productId);
  const row = await withCustomerLists(deps.database.db, customerId, async (tx) => {
    const existing = await findSelectionOfProduct(tx, customerId, input.type, input.productId);
    if (existing) {
      const quantity = addedSelectionQuantity(existing.quantity, input.quantity);
      if (quantity === null) throw tooBig();
      return (await updateSelection(tx, customerId, existing.id, { quantity }, deps.now()))!;
    }
    if ((await countSelections(tx, customerId, input.type)) >= SELECTIONS_GET_ALL) {
      throw new ApiError(400, 'LIST_FULL', { id: 'listFull', params: { max: SELECTIONS_GET_ALL } });
    }
    return insertSelection(tx, customerId, { productId: input.productId, quantity: Math.abs(input.quantity), type: input.type });
  });
  const [selection] = await withProducts(deps, viewer, [row], language);
  return selection!;
}

export async function changeSelection(
  deps: AppDeps,
  viewer: Viewer,
  customerId: number,
  id: number,
  changes: { quantity?: number; notes?: string },
  language: string,
): Promise<Selection> {
  const row = await updateSelection(deps.database.db, customerId, id, changes, deps.now());
  if (!row) throw selectionNotFound();
  const [selection] = await withProducts(deps, viewer, [row], language);
  return selection!;
}

export async function removeSelection(deps: AppDeps, customerId: number, id: number): Promise<void> {
  const removed = await deleteSelections(deps.database.db, customerId, [id]);
  if (removed.length === 0) throw selectionNotFound();
}

/** Removes several lines at once; when any id is not one of the customer's lines nothing is removed (404). */
export async function removeSelections(deps: AppDeps, customerId: number, ids: readonly number[]): Promise<number> {
  const unique = [...new Set(ids)];
  return withCustomerLists(deps.database.db, customerId, async (tx) => {
    if ((await findSelections(tx, customerId, unique)).length !== unique.length) throw selectionNotFound();
    return (await deleteSelections(tx, customerId, unique)).length;
  });
}

export async function clearOwnSelections(deps: AppDeps, customerId: number, types: readonly SelectionType[]): Promise<number> {
  return withCustomerLists(deps.database.db, customerId, (tx) => clearSelections(tx, customerId, types));
}

/** The chosen lines into the cart with the cart's caps; what could not go in is reported. The lines stay on the list. */
export async function selectionsToCart(
  deps: AppDeps,
  viewer: Viewer,
  customerId: number,
  ids: readonly number[],
  language: string,
): Promise<ListToCart> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new ApiError(400, 'NOTHING_SELECTED', 'selectProductsFirst');
  const rows = await findSelections(deps.database.db, customerId, unique);
  if (rows.length !== unique.length) throw selectionNotFound();
  const selections = await withProducts(deps, viewer, rows, language);
  return putListInCart(
    deps,
    viewer,
    customerId,
    selections.map((s) => ({ productId: s.ProductId, quantity: s.Quantity, name: s.Product?.Name ?? '' })),
    language,
  );
}
