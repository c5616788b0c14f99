/**
 * Whether a product the viewer may see (product-visibility.ts) may stay in or be put into a cart: virtual,
 * uncategorised and unorderable products may not.
 */

export interface CartValidityFacts {
  isVirtual: boolean;
  isOrderable: boolean;
  stockQuantity: number;
  hasWebNode: boolean;
}

/**
 * A product the viewer may see may be in a cart when it is not virtual, sits in a category (a check that can be
 * switched off), is orderable, and, only when the shop's max-stock availability is on (it is off), in stock. Whether
 * the viewer may see it at all (active, viewable, released for them) is `isProductVisibleTo`, checked first.
 */
export function isValidInCart(
  product: CartValidityFacts,
  options: { requireWebNode?: boolean; maxStockAvailability?: boolean } = {},
): boolean {
  const { requireWebNode = true, maxStockAvailability = false } = options;
  if (product.isVirtual) return false;
  if (requireWebNode && !product.hasWebNode) return false;
  if (!product.isOrderable) return false;
  return maxStockAvailability ? product.stockQuantity > 0 : true;
}
