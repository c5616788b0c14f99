import type { storeStock } from '../schema/stores.ts';
import type { ProductRow } from './products.ts';
import type { Random } from './random.ts';

export type StoreStockRow = typeof storeStock.$inferInsert;

/** Share of pickup stores that carry a product. */
const STORE_COVERAGE = 0.6;

/**
 * Stock per pickup store for every real (non-virtual, non-voucher) product: each
 * store carries ~60% of the range; some of it is sold out, some low.
 */
export function buildStoreStock(random: Random, rows: readonly ProductRow[], pickupStoreIds: readonly number[]): StoreStockRow[] {
  const stock: StoreStockRow[] = [];
  for (const row of rows) {
    if (row.isVirtual || row.type !== 'Product' || row.listPriceInclCents === 0) continue;
    for (const storeId of pickupStoreIds) {
      if (!random.chance(STORE_COVERAGE)) continue;
      const roll = random.next();
      const quantity = roll < 0.12 ? 0 : roll < 0.3 ? random.int(1, 3) : random.int(4, 40);
      stock.push({ storeId, productId: row.id, quantity });
    }
  }
  return stock;
}
