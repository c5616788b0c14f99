/**
 * The estimated sizes of the API's largest caches for `deps`, in MB (decision 0023): the server's memory log line
 * `geheugen` shows them beside the heap, so an operator sees how full SEARCH_CACHE_MB and SUMMARY_CACHE_MB are.
 */
import type { AppDeps } from '../../lib/context.ts';
import { cachedByCatalogueRevision } from '../../lib/revision-cache.ts';
import { summaryCacheStats } from './summary-cache.ts';

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

export function apiCacheSizes(deps: AppDeps): Record<'searchCacheMb' | 'summaryCacheMb' | 'summaries' | 'summaryHitPct', number> {
  const summaries = summaryCacheStats(deps);
  return {
    searchCacheMb: mb(cachedByCatalogueRevision.stats(deps).bytes),
    summaryCacheMb: mb(summaries.bytes),
    summaries: summaries.entries,
    /** Of the summaries asked for since the catalogue revision changed, the share found kept. */
    summaryHitPct: summaries.asked === 0 ? 0 : Math.round((summaries.hits / summaries.asked) * 1000) / 10,
  };
}
