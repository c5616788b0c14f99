/**
 * Product summaries of listed products (search hits, decision 0016) kept per catalogue revision, by product: a cold
 * search whose hits were shown before (in any other search) costs no summary or price statement. A summary depends on
 * the catalogue (every write to products, brands, images, reviews, prices and discounts bumps the revision), the price
 * list, the language, the pricing moment (discounts starting or ending by the clock) and the delivery promise of the
 * moment: those are the key. Who may see a product (the viewer's publication codes) is checked on every use from the
 * product's own facts, with the domain's rule. Stock is not part of the revision (decision 0017): the stock facts are
 * kept beside each summary for `withLiveStock`.
 */
import { isProductVisibleTo, type ContentLanguage, type ProductVisibilityFacts } from '@toonbank/domain';
import type { CatalogueViewer } from '@toonbank/db/repositories/catalogue';
import { findSummaryRowsWithPricing } from '@toonbank/db/repositories/summary-rows';
import { LRUCache } from 'lru-cache';
import { catalogueDb, type AppDeps } from '../../lib/context.ts';
import { estimatedBytes } from '../../lib/revision-cache.ts';
import { pricerOf, stockFactsOf, toProductSummary, type DeliveryContext, type StockFacts } from './product.mappers.ts';
import type { ProductSummary } from './product.schemas.ts';

interface Entry {
  summary: ProductSummary;
  stock: StockFacts;
  visibility: ProductVisibilityFacts;
}

interface Store {
  revision: number;
  /** Least recently used out first once the estimated bytes reach SUMMARY_CACHE_MB (decision 0023). */
  entries: LRUCache<string, Entry>;
  /** Summaries asked for and found kept, and asked for in all (for the memory log's hit rate). */
  hits: number;
  asked: number;
}

/**
 * SUMMARY_CACHE_MB's default (tests build their own deps). Each summary's size is estimated once, when it is stored
 * (`summaryBytes`). At 100k products and the bench's long tail of keywords about half of a search's hits were shown
 * before.
 */
export const DEFAULT_SUMMARY_CACHE_MB = 36;

/**
 * The estimated bytes of a cached summary: its JSON's estimate (`estimatedBytes`), its key, and the stock and
 * visibility facts kept beside it.
 */
function summaryBytes(key: string, entry: Entry): number {
  return estimatedBytes(entry.summary) + key.length * 2 + ENTRY_OVERHEAD;
}

/** The stock and visibility facts, the entry object and the cache's slot (an estimate). */
const ENTRY_OVERHEAD = 200;

const stores = new WeakMap<AppDeps, Store>();

function newStore(deps: AppDeps, revision: number): Store {
  const maxSize = (deps.config.SUMMARY_CACHE_MB ?? DEFAULT_SUMMARY_CACHE_MB) * 2 ** 20;
  const entries = new LRUCache<string, Entry>({ maxSize, sizeCalculation: (entry, key) => summaryBytes(key, entry) });
  return { revision, entries, hits: 0, asked: 0 };
}

/** The summaries kept now, their estimated bytes, and how many asked for since the revision were found (memory log, tests). */
export function summaryCacheStats(deps: AppDeps): { entries: number; bytes: number; hits: number; asked: number } {
  const store = stores.get(deps);
  return { entries: store?.entries.size ?? 0, bytes: store?.entries.calculatedSize ?? 0, hits: store?.hits ?? 0, asked: store?.asked ?? 0 };
}

/** What a cached summary depends on besides the product and the catalogue revision. */
export interface SummaryMoment {
  language: ContentLanguage;
  /** `pricingMoment`: the number of discount boundaries passed. */
  pricing: number;
  /** `deliveryMoment`: the delivery promise of now. */
  delivery: string;
}

/**
 * The summaries of the visible products among `ids` in the order of `ids` (unknown and hidden ids are left out, as
 * `findProductSummaries` does), with their stock facts; `revision` is the catalogue revision the caller read for this
 * request, `delivery` the delivery context it was made with.
 */
export async function cachedProductSummaries(
  deps: AppDeps,
  viewer: CatalogueViewer,
  ids: readonly number[],
  moment: SummaryMoment,
  delivery: DeliveryContext,
  revision: number | null,
): Promise<{ summaries: ProductSummary[]; stock: [number, StockFacts][]; fresh: Map<number, number> }> {
  let store = stores.get(deps);
  if (revision !== null && (!store || store.revision < revision)) stores.set(deps, (store = newStore(deps, revision)));
  // An older revision than the store's (a request that read it before a write): not cached, built from the database.
  const cache = revision !== null && store?.revision === revision ? store.entries : null;
  const prefix = `${viewer.priceListId ?? ''}|${moment.language}|${moment.pricing}|${moment.delivery}|`;
  const found = new Map<number, Entry>();
  const missing: number[] = [];
  /** The stock quantities of the rows read now (live for this request: `liveStockQuantities`). */
  const fresh = new Map<number, number>();
  for (const id of new Set(ids)) {
    const entry = cache?.get(prefix + id);
    if (entry) found.set(id, entry);
    else missing.push(id);
  }
  if (cache) {
    store!.asked += found.size + missing.length;
    store!.hits += found.size;
  }
  if (missing.length > 0) {
    // The rows and their pricing facts in one statement (decision 0020, 2026-11-27 night), priced as `toProductSummaries`
    // prices them: the one price computation at the request's moment.
    const now = deps.now();
    const { rows, facts } = await findSummaryRowsWithPricing(catalogueDb(deps), viewer.priceListId, missing, now);
    const price = pricerOf(viewer, facts, now);
    rows.forEach((row) => {
      const { isActive, isViewable, type, publicationCodes } = row;
      const summary = toProductSummary(row, price(row, 1), moment.language, delivery);
      const entry = { summary, stock: stockFactsOf(row), visibility: { isActive, isViewable, type, publicationCodes } };
      found.set(row.id, entry);
      fresh.set(row.id, row.stockQuantity);
      cache?.set(prefix + row.id, entry);
    });
  }
  const out: Entry[] = [];
  for (const id of ids) {
    const entry = found.get(id);
    if (entry && isProductVisibleTo(entry.visibility, viewer.publicationCodes)) out.push(entry);
  }
  return { summaries: out.map((e) => e.summary), stock: out.map((e) => [e.summary.Id, e.stock]), fresh };
}
