/** How many pieces of a product a shopper may order: stock capped by the cart maximum, in whole purchase units. */

/** §9: stock is taken as 10000 when unknown. */
export const UNKNOWN_STOCK = 10_000;

/** §5: max quantity is stock clamped to maxInCart (no cap when maxInCart is absent). */
export function maxQuantity(stockQuantity: number | null, maxInCart: number | null): number {
  const stock = Math.max(0, Math.floor(stockQuantity ?? UNKNOWN_STOCK));
  return maxInCart !== null && maxInCart > 0 ? Math.min(stock, Math.floor(maxInCart)) : stock;
}

/**
 * §5: a wanted quantity aligned up to a multiple of the purchase-unit factor
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
