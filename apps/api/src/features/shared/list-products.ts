/** The products of a customer's lists (wishlists, order list): checked when added, shown with the viewer's prices. */
import { contentLanguage } from '@toonbank/domain';
import { findCartProducts, type CartProductRow } from '@toonbank/db/repositories/cart';
import type { AppDeps } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { toProductSummaries } from './product.mappers.ts';
import type { ProductSummary } from './product.schemas.ts';

/**
 * The product a customer puts on a list: it must exist and be visible to them (shown in the shop and released for
 * their publication codes). Unknown and hidden products get the same answer, so hidden products do not leak.
 */
export async function listableProduct(deps: AppDeps, viewer: Viewer, productId: number): Promise<CartProductRow> {
  const product = (await findCartProducts(deps.database.db, viewer, [productId])).get(productId);
  if (!product?.visible) {
    throw new ApiError(400, 'PRODUCT_NOT_FOUND', 'listProductNotFound', [{ Field: 'productId', Message: 'listProductNotFound' }]);
  }
  return product;
}

/**
 * The summaries (name in `language`, the viewer's prices) of the listed products the viewer may still see; a product
 * that is gone or no longer released for them is left out (its line shows as no longer available).
 */
export async function listedProducts(
  deps: AppDeps,
  viewer: Viewer,
  ids: readonly number[],
  language: string,
): Promise<Map<number, ProductSummary>> {
  const rows = [...(await findCartProducts(deps.database.db, viewer, ids)).values()].filter((row) => row.visible);
  const summaries = await toProductSummaries(deps, viewer, rows, contentLanguage(language));
  return new Map(summaries.map((summary) => [summary.Id, summary]));
}
