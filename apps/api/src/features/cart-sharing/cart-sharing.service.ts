/**
 * Sharing a cart (§7 POST cart/share, POST cart/use-share): a snapshot of the cart's lines (product and quantity, no
 * prices, no gifts) under a random key, valid 30 days. The key reads that snapshot only: it never reaches the cart it
 * came from. Using it adds the lines to the user's own cart through the cart batch (`applyCartChanges`), with the
 * normal caps and visibility rules, each line that could not be added reported as a warning.
 */
import { randomBytes } from 'node:crypto';
import { CART_ACTION, isShareKeyShaped, isShareValid, MAX_LINE_QUANTITY, shareExpiresAt } from '@toonbank/domain';
import { createCartShare, findCartProducts, findCartShare, listCartLines } from '@toonbank/db/repositories/cart';
import type { AppDeps } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import type { Viewer } from '../../lib/viewer.ts';
import type { Cart } from '../shared/cart.schemas.ts';
import { applyCartChanges } from '../shared/cart.service.ts';
import { loadPricer, toProductSummary } from '../shared/product.mappers.ts';
import type { SharedCart } from './cart-sharing.routes.ts';

/** The storefront page that opens a shared cart. */
export const sharePath = (key: string) => `/cart/gedeeld/${key}`;

/** §7 cart/share: saves the cart's lines (gifts left out) under a new key; an empty cart is a Dutch 400. */
export async function shareCart(deps: AppDeps, customerId: number, publicUrl: string) {
  const lines = (await listCartLines(deps.database.db, customerId)).filter((line) => !line.derived);
  if (lines.length === 0) throw new ApiError(400, 'EMPTY_CART', 'shareEmptyCart');
  const key = randomBytes(24).toString('base64url');
  const createdAt = await createCartShare(deps.database.db, {
    key,
    customerId,
    lines: lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
  });
  return { ShareKey: key, Url: `${publicUrl}${sharePath(key)}`, Path: sharePath(key), ExpiresAt: shareExpiresAt(createdAt).toISOString() };
}

/** The snapshot of a key that exists and has not expired; otherwise a Dutch 404 (the same for both: nothing to probe). */
async function validShare(deps: AppDeps, key: string) {
  const share = isShareKeyShaped(key) ? await findCartShare(deps.database.db, key) : null;
  if (!share || !isShareValid(share.createdAt, deps.now())) throw new ApiError(404, 'SHARE_NOT_FOUND', 'shareNotFound');
  return share;
}

/** What a shared cart holds, as the user who opened it sees the products (their prices, their visibility). */
export async function readSharedCart(deps: AppDeps, viewer: Viewer, key: string, language: 'nl' | 'fr' | 'en'): Promise<SharedCart> {
  const share = await validShare(deps, key);
  const products = await findCartProducts(
    deps.database.db,
    viewer,
    share.lines.map((line) => line.productId),
  );
  const price = await loadPricer(deps, viewer, [...products.values()]);
  return {
    ShareKey: key,
    ExpiresAt: shareExpiresAt(share.createdAt).toISOString(),
    Lines: share.lines.map((line) => {
      const product = products.get(line.productId);
      const shown = product && product.visible ? product : null;
      return {
        ProductId: line.productId,
        Quantity: line.quantity,
        Product: shown ? toProductSummary(shown, price(shown, line.quantity), language) : null,
      };
    }),
  };
}

/** §7 cart/use-share: adds the shared lines to the user's own cart (Add, as the cart batch does), warnings per line. */
export async function useSharedCart(deps: AppDeps, viewer: Viewer, customerId: number, key: string): Promise<Cart> {
  const share = await validShare(deps, key);
  return applyCartChanges(
    deps,
    viewer,
    customerId,
    share.lines.map((line) => ({
      action: CART_ACTION.Add,
      productId: line.productId,
      quantity: Math.min(MAX_LINE_QUANTITY, Math.max(1, line.quantity)),
    })),
  );
}
