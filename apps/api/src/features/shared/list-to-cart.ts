/**
 * Putting the products of a list in the cart (a wishlist, §7 wishlists/cart; the chosen lines of the order list):
 * the cart's own batch (`applyCartChanges`) with its caps and per-line warnings, in batches of at most
 * MAX_CART_CHANGES, and one report of what went in and what could not (§8 cart warnings).
 */
import { z } from '@hono/zod-openapi';
import { CART_ACTION, CART_WARNING_MESSAGES, MAX_CART_CHANGES, translateMessage } from '@toonbank/domain';
import type { AppDeps } from '../../lib/context.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { CartWarningSchema } from './cart.schemas.ts';
import { applyCartChanges } from './cart.service.ts';

export const ListToCartSchema = z
  .object({
    /** Products put in the cart (at the list's quantity, or lowered to what can be ordered: see `Warnings`). */
    AddedCount: z.number(),
    /** Products that could not go in the cart (not found, not released, not orderable, no stock, cart full), or were lowered. */
    Warnings: z.array(CartWarningSchema.extend({ ProductName: z.string() })),
    /** Pieces in the cart afterwards (the header's count). */
    CartItemCount: z.number(),
  })
  .openapi('ListToCart');
export type ListToCart = z.infer<typeof ListToCartSchema>;

/** Warnings after which the product is not in the cart at all. */
const NOT_ADDED = new Set(['NOT_FOUND', 'NOT_RELEASED', 'NOT_ORDERABLE', 'NO_STOCK', 'CART_FULL']);

export async function putListInCart(
  deps: AppDeps,
  viewer: Viewer,
  customerId: number,
  lines: readonly { productId: number; quantity: number; name: string }[],
  language: string,
): Promise<ListToCart> {
  const names = new Map(lines.map((line) => [line.productId, line.name]));
  const changes = lines.map((line) => ({ action: CART_ACTION.Add, productId: line.productId, quantity: Math.max(1, line.quantity) }));
  const warnings: ListToCart['Warnings'] = [];
  let itemCount = 0;
  for (let start = 0; start < changes.length; start += MAX_CART_CHANGES) {
    const cart = await applyCartChanges(deps, viewer, customerId, changes.slice(start, start + MAX_CART_CHANGES));
    itemCount = cart.ItemCount;
    for (const warning of cart.Warnings) {
      if (!names.has(warning.ProductId)) continue; // the cart's own fixes of lines not on this list
      warnings.push({
        ...warning,
        ProductName: names.get(warning.ProductId) ?? '',
        Message: translateMessage(language, { id: CART_WARNING_MESSAGES[warning.Code], params: { quantity: warning.Quantity } }),
      });
    }
  }
  const notAdded = new Set(warnings.filter((w) => NOT_ADDED.has(w.Code)).map((w) => w.ProductId));
  return { AddedCount: new Set(lines.map((l) => l.productId)).size - notAdded.size, Warnings: warnings, CartItemCount: itemCount };
}
