/**
 * The live stock of listed products (search hits), kept per catalogue and stock revision. Stock is not part of the
 * catalogue revision (decision 0017), so a cached answer reads its hits' stock live; but every update of a product's
 * stock bumps the stock revision (a stock-only update) or the catalogue revision (anything else changed with it), so a
 * quantity read after the request read both revisions stays the quantity of now until one of them moves. A cold search
 * then reads only the stock of hits that no request since the last stock change has read (decision 0016).
 *
 * Read-your-writes holds: a request reads the revisions after it arrived (`searchRevisionsOfRequest`), so
 * after a committed stock change it sees a newer pair and never this store's quantities of before. A quantity put in
 * the store was read after the store's revisions were, so it is at least as new as they are. With a read replica
 * (decision 0019) the revisions come from the replica and the stock from the primary: nothing is kept then.
 */
import { findStockQuantities } from '@toonbank/db/repositories/products';
import type { AppDeps } from '../../lib/context.ts';
import type { SearchRevisions } from '../../lib/revision-cache.ts';

interface Store {
  catalogue: number;
  stock: number;
  quantities: Map<number, number>;
}

/** At most this many products' quantities per API instance (a few MB); the store is emptied when it is full. */
export const STOCK_CACHE_ENTRIES = 100_000;

const stores = new WeakMap<AppDeps, Store>();

/**
 * The stock of now of `ids`, by id (products that are gone are missing): from `fresh` (quantities this request read
 * after `revisions`, with its hits' summaries), from the store of `revisions`, and the rest in one statement.
 * `revisions` null (search cache off, unknown revision): nothing kept.
 */
export async function liveStockQuantities(
  deps: AppDeps,
  ids: readonly number[],
  revisions: SearchRevisions | null,
  fresh?: ReadonlyMap<number, number>,
): Promise<Map<number, number>> {
  // With a read replica the summaries (and so `fresh`) and the revisions come from the replica: only the primary's
  // stock is live.
  const primaryOnly = deps.readDatabase === undefined;
  const known = primaryOnly ? fresh : undefined;
  const cache = primaryOnly && revisions ? storeOf(deps, revisions) : null;
  const out = new Map<number, number>();
  const missing: number[] = [];
  for (const id of ids) {
    const quantity = known?.get(id) ?? cache?.get(id);
    if (quantity === undefined) missing.push(id);
    else out.set(id, quantity);
  }
  const read = missing.length > 0 ? await findStockQuantities(deps.database.db, missing) : new Map<number, number>();
  for (const [id, quantity] of read) out.set(id, quantity);
  if (cache) {
    if (cache.size + (known?.size ?? 0) + read.size > STOCK_CACHE_ENTRIES) cache.clear();
    if (known) for (const [id, quantity] of known) cache.set(id, quantity);
    for (const [id, quantity] of read) cache.set(id, quantity);
  }
  return out;
}

/** The store of exactly these revisions (a newer pair replaces it); null for a request that read an older pair. */
function storeOf(deps: AppDeps, revisions: SearchRevisions): Map<number, number> | null {
  const store = stores.get(deps);
  if (store && store.catalogue === revisions.catalogue && store.stock === revisions.stock) return store.quantities;
  if (store && (store.catalogue > revisions.catalogue || store.stock > revisions.stock)) return null;
  const quantities = new Map<number, number>();
  stores.set(deps, { catalogue: revisions.catalogue, stock: revisions.stock, quantities });
  return quantities;
}
