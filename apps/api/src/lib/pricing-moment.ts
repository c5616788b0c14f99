import { listDiscountBoundaries } from '@toonbank/db/repositories/pricing';
import { readCatalogueRevision } from '@toonbank/db/repositories/revisions';
import { catalogueDb, type AppDeps } from './context.ts';
import { revisionCache } from './revision-cache.ts';

/**
 * A number that changes whenever prices may have changed by the clock: the count of discount starts and
 * ends passed. Writes bump the catalogue revision; with this in a cache key, an answer with prices is also
 * never served after a dated discount began or ended. The boundaries themselves are cached by revision
 * (`catalogueRevision`: the revision the caller has just read where catalogue reads go, `catalogueDb`, if it has;
 * decision 0019), also with the search cache off (SEARCH_CACHE=off switches off the search's answers, not this: a
 * list with the cache off read them on every request, decision 0020).
 */
export async function pricingMoment(deps: AppDeps, catalogueRevision?: number): Promise<number> {
  return momentOf(await discountBoundaries(deps, catalogueRevision), deps.now());
}

/** The sorted moments at which a dated discount begins or ends, as of the catalogue revision (cached by it). */
export function discountBoundaries(deps: AppDeps, catalogueRevision?: number): Promise<readonly number[]> {
  return boundariesByRevision(deps, 'discount-boundaries', () => listDiscountBoundaries(catalogueDb(deps)), catalogueRevision);
}

/** The boundaries of the catalogue revision (one value per API instance), read where catalogue reads go (decision 0019). */
const boundariesByRevision = revisionCache({
  maxEntries: 4,
  readRevision: (deps) => readCatalogueRevision(catalogueDb(deps)),
  revisionName: 'catalogue',
});

/** The pricing moment at `now` on boundaries at hand (`discountBoundaries` of the catalogue revision in question). */
export function momentOf(boundaries: readonly number[], now: Date): number {
  const time = now.getTime();
  let low = 0;
  let high = boundaries.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (boundaries[middle]! <= time) low = middle + 1;
    else high = middle;
  }
  return low;
}
