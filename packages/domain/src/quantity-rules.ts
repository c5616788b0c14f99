/** How many pieces of a product a shopper may order: stock capped by the cart maximum, in whole purchase units. */

/** A product whose stock is unknown counts as having 10,000 pieces in stock. */
export const UNKNOWN_STOCK = 10_000;

/** The most pieces one may order: the stock, capped by the product's maximum in a cart when it has one. */
export function maxQuantity(stockQuantity: number | null, maxInCart: number | null): number {
  const stock = Math.max(0, Math.floor(stockQuantity ?? UNKNOWN_STOCK));
  return maxInCart !== null && maxInCart > 0 ? Math.min(stock, Math.floor(maxInCart)) : stock;
}

/**
 * A wanted quantity aligned up to a multiple of the purchase-unit factor
 * and capped by the remaining quantity (the cap itself rounded down to a
 * multiple, so the result is always orderable). 0 when nothing fits.
 */
export function alignQuantity(wanted: number, purchaseUnitFactor: number, remaining: number): number {
  const factor = Math.max(1, Math.floor(purchaseUnitFactor) || 1);
  const value = Number.isFinite(wanted) ? Math.max(1, Math.ceil(wanted)) : 1;
  const aligned = Math.ceil(value / factor) * factor;
  const cap = Math.floor(Math.max(0, remaining) / factor) * factor;
  return Math.min(aligned, cap);
}
