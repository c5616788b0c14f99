/** Whether a product may stay in or be put into a cart (virtual, uncategorised and unorderable products may not). */

export interface CartValidityFacts {
  isVirtual: boolean;
  isViewable: boolean;
  isActive: boolean;
  isOrderable: boolean;
  stockQuantity: number;
  hasWebNode: boolean;
}

/**
 * §4: valid in cart when not virtual, has a category node (optional check),
 * orderable, and in stock if max-stock availability is on (§9: off).
 */
export function isValidInCart(
  product: CartValidityFacts,
  options: { requireWebNode?: boolean; maxStockAvailability?: boolean } = {},
): boolean {
  const { requireWebNode = true, maxStockAvailability = false } = options;
  if (product.isVirtual) return false;
  if (requireWebNode && !product.hasWebNode) return false;
  if (!(product.isViewable && product.isActive && product.isOrderable)) return false;
  return maxStockAvailability ? product.stockQuantity > 0 : true;
}
