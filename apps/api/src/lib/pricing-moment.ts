import { listDiscountBoundaries } from '@toonbank/db/repositories/pricing';
import { catalogueDb, type AppDeps } from './context.ts';
import { cachedByCatalogueRevision } from './revision-cache.ts';

/**
 * A number that changes whenever prices may have changed by the clock: the count of discount starts and
 * ends passed. Writes bump the catalogue revision; with this in a cache key, an answer with prices is also
 * never served after a dated discount began or ended. The boundaries themselves are cached by revision
 * (`catalogueRevision`: the revision the caller has just read where catalogue reads go, `catalogueDb`, if it has;
 * decision 0019).
 */
export async function pricingMoment(deps: AppDeps, catalogueRevision?: number): Promise<number> {
  return momentOf(await discountBoundaries(deps, catalogueRevision), deps.now());
}

/** The sorted moments at which a dated discount begins or ends, as of the catalogue revision (cached by it). */
export function discountBoundaries(deps: AppDeps, catalogueRevision?: number): Promise<readonly number[]> {
  return cachedByCatalogueRevision(deps, 'discount-boundaries', () => listDiscountBoundaries(catalogueDb(deps)), catalogueRevision);
}

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
