/** Product rules of §4. */

export type SupplierState = 'Default' | 'Active' | 'Subscription' | 'Endoflife' | 'Suspended' | 'Expected';

export interface OrderableFacts {
  isVirtual: boolean;
  isViewable: boolean;
  isActive: boolean;
  isOrderable: boolean;
  stockQuantity: number;
}

/** §4: orderable only if not virtual, viewable, active, orderable flag set and in stock. */
export function isProductOrderable(product: OrderableFacts): boolean {
  return !product.isVirtual && product.isViewable && product.isActive && product.isOrderable && product.stockQuantity > 0;
}

export type StockLevel = 'none' | 'limited' | 'enough';

/** Stock colour class (§4: none, limited, enough); 'limited' below `limitedBelow` pieces. */
export function stockLevel(stockQuantity: number, limitedBelow = 5): StockLevel {
  if (stockQuantity <= 0) return 'none';
  return stockQuantity < limitedBelow ? 'limited' : 'enough';
}

/** Product number shown trimmed to 6 characters (§9). */
export function trimProductNumber(number: string): string {
  return number.slice(0, 6);
}
