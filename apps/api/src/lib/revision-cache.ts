import { readCatalogueRevision, readContentRevision, readSearchRevisions } from '@toonbank/db/repositories/revisions';
import { catalogueDb, type AppDeps } from './context.ts';
import { currentPageScope } from './page-scope.ts';

interface Store {
  revision: number;
  /** Insertion order is recency order: a hit moves its entry to the end. */
  entries: Map<string, unknown>;
  /** Estimated bytes of each entry (with `maxBytes`), and their sum. */
  sizes: Map<string, number>;
  bytes: number;
  /** Values being built: concurrent misses of one key share one build (no stampede after a catalogue write). */
  building: Map<string, Promise<unknown>>;
}

/** `revision`: the revision the caller has just read itself (in a query of its own), saving this cache its read. */
type Cached = (<T>(deps: AppDeps, key: string, build: () => Promise<T>, revision?: number) => Promise<T>) & {
  /** What is kept now for `deps`: entries, and their estimated bytes (0 without `maxBytes`). For the memory log. */
  stats(deps: AppDeps): { entries: number; bytes: number };
};

/**
 * A per-API-instance LRU of values that stay valid until a revision changes. The revision is one
 * indexed row, bumped by database triggers on every write to the tables involved, so a change made
 * anywhere (API, seed, psql) is seen on the next request. Without a revision nothing is cached.
 */
export function revisionCache(options: {
  maxEntries: number;
  /**
   * A bound in bytes besides the count (decision 0017): each value's size is estimated once, when it is stored, as
   * `BYTES_PER_JSON_CHAR` times the length of its JSON (`estimatedBytes`, counted without making it); least recently
   * used entries go first.
   */
  maxBytes?: (deps: AppDeps) => number;
  readRevision: (deps: AppDeps) => Promise<number | null>;
  /** The revision's name: the reads of one page share one read of it (`sharedReads`). */
  revisionName?: string;
  enabled?: (deps: AppDeps) => boolean;
}): Cached {
  const stores = new WeakMap<AppDeps, Store>();
  const readRevision = sharedReads(options.readRevision, options.revisionName);
  const cached = async <T>(deps: AppDeps, key: string, build: () => Promise<T>, known?: number): Promise<T> => {
    if (options.enabled && !options.enabled(deps)) return build();
    const revision = known ?? (await readRevision(deps));
    if (revision === null) return build();
    let store = stores.get(deps);
    if (!store || store.revision !== revision) {
      // Everything cached under an older revision is stale; a newer store is never replaced by an older one.
      if (store && store.revision > revision) return build();
      stores.set(deps, (store = { revision, entries: new Map(), sizes: new Map(), bytes: 0, building: new Map() }));
    }
    const { entries, building } = store;
    if (entries.has(key)) {
      const value = entries.get(key) as T;
      entries.delete(key);
      entries.set(key, value);
      return value;
    }
    const pending = building.get(key);
    if (pending) return pending as Promise<T>;
    const promise = build();
    building.set(key, promise);
    try {
      const value = await promise;
      if (store !== stores.get(deps)) return value; // the revision moved on while building
      if (entries.size >= options.maxEntries) {
        // Drop the least recently used quarter.
        for (const old of [...entries.keys()].slice(0, options.maxEntries / 4)) forget(store, old);
      }
      const maxBytes = options.maxBytes?.(deps);
      if (maxBytes !== undefined) {
        const size = estimatedBytes(value);
        if (size > maxBytes) return value; // larger than the whole cache: answered, not kept
        for (const old of entries.keys()) {
          if (store.bytes + size <= maxBytes) break;
          forget(store, old);
        }
        store.sizes.set(key, size);
        store.bytes += size;
      }
      entries.set(key, value);
      return value;
    } finally {
      building.delete(key);
    }
  };
  const stats = (deps: AppDeps) => {
    const store = stores.get(deps);
    return { entries: store?.entries.size ?? 0, bytes: store?.bytes ?? 0 };
  };
  return Object.assign(cached, { stats });
}

/**
 * Bytes a cached value takes per character of its JSON. Measured on Node 24: a 24-hit search answer with facets (26 KB
 * of JSON) takes 1.34 bytes of heap per character (500 copies, heap used after a full GC); 2 leaves room for objects
 * built field by field rather than parsed.
 */
export const BYTES_PER_JSON_CHAR = 2;

/**
 * The estimated size of a cached value: about its JSON's length times `BYTES_PER_JSON_CHAR`, counted by a walk of the
 * value instead of making the JSON (which cost a cold search's answer of 32 KB of JSON about four times the walk's
 * CPU, a second serialisation besides the answer's own). Bytes (`Uint8Array`, a kept gzip) count as what they are.
 */
export function estimatedBytes(value: unknown): number {
  return jsonLength(value) * BYTES_PER_JSON_CHAR;
}

/** A number's JSON is counted as this many characters (prices, ids and counts in answers are 1–10). */
const NUMBER_CHARS = 8;

/**
 * The length of a value's JSON, counted (an estimate: a number counts `NUMBER_CHARS`, a string its length and quotes
 * without escapes). A value with its own `toJSON` (a date) is serialised; bytes count as their length.
 */
function jsonLength(value: unknown): number {
  switch (typeof value) {
    case 'string':
      return value.length + 2;
    case 'number':
      return NUMBER_CHARS;
    case 'boolean':
      return 5;
    case 'object': {
      if (value === null) return 4;
      if (ArrayBuffer.isView(value)) return value.byteLength / BYTES_PER_JSON_CHAR;
      if (Array.isArray(value)) {
        let length = 2;
        for (const item of value as unknown[]) length += (item === undefined ? 4 : jsonLength(item)) + 1;
        return length;
      }
      if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return JSON.stringify(value)?.length ?? 0;
      let length = 2;
      for (const key in value) {
        const item = (value as Record<string, unknown>)[key];
        if (item !== undefined && typeof item !== 'function') length += key.length + 4 + jsonLength(item);
      }
      return length;
    }
    default:
      return 0;
  }
}

function forget(store: Store, key: string): void {
  store.entries.delete(key);
  store.bytes -= store.sizes.get(key) ?? 0;
  store.sizes.delete(key);
}

/**
 * Concurrent requests share revision reads: a request waits for the next read that starts after it
 * arrived (never one already under way, which may predate a write the request's client has seen
 * committed), and every request arriving meanwhile shares that same read. Under load that is one
 * query per round trip instead of one per request.
 *
 * With a `name`, the reads of one storefront page (its in-process API reads, `PageScope`) share the first read of the
 * page (decision 0025): it started after the page's request arrived, so it is as fresh as each of them needs, and a
 * page shows one revision throughout. A write in the page empties the scope, so reads after it read anew.
 */
export function sharedReads<T = number | null>(read: (deps: AppDeps) => Promise<T>, name?: string): (deps: AppDeps) => Promise<T> {
  const shared = sharedAcrossRequests(read);
  if (name === undefined) return shared;
  return (deps) => {
    const scope = currentPageScope();
    if (!scope) return shared(deps);
    let reading = scope.revisions.get(name) as Promise<T> | undefined;
    if (!reading) scope.revisions.set(name, (reading = shared(deps)));
    return reading;
  };
}

function sharedAcrossRequests<T>(read: (deps: AppDeps) => Promise<T>): (deps: AppDeps) => Promise<T> {
  interface Reads {
    running: Promise<unknown> | null;
    next: Promise<T> | null;
  }
  const reads = new WeakMap<AppDeps, Reads>();
  return (deps) => {
    let state = reads.get(deps);
    if (!state) reads.set(deps, (state = { running: null, next: null }));
    const current = state;
    if (current.next) return current.next;
    const start = () => {
      const reading = read(deps);
      current.running = reading;
      current.next = null;
      const done = () => {
        if (current.running === reading) current.running = null;
      };
      reading.then(done, done);
      return reading;
    };
    if (!current.running) return start();
    current.next = current.running.then(start, start);
    return current.next;
  };
}

/** The search cache's bound without SEARCH_CACHE_MB (tests build their own deps): the config's default. */
const DEFAULT_SEARCH_CACHE_MB = 48;

/** Values built from content (articles, stores, FAQ, news), kept until the content revision changes. */
export const cachedByRevision: Cached = revisionCache({
  maxEntries: 2_000,
  readRevision: (deps) => readContentRevision(deps.database.db),
  revisionName: 'content',
});

/**
 * Search results (hits, totals, facets) and suggestions, kept until the catalogue revision changes
 * (every write to products, placements, reviews, brands, web nodes, product images, price-list
 * prices bumps it; migration `search_engine_sql`). Like Elasticsearch's shard request cache: the key
 * is the normalised request plus everything of the viewer the result depends on.
 * The revision is read where the answers are read (the read replica when there is one, decision 0019).
 * SEARCH_CACHE=off switches it off (the bench's cold-path run); SEARCH_CACHE_MB bounds its estimated size.
 */
export const cachedByCatalogueRevision: Cached = revisionCache({
  maxEntries: 5_000,
  maxBytes: (deps) => (deps.config.SEARCH_CACHE_MB ?? DEFAULT_SEARCH_CACHE_MB) * 2 ** 20,
  readRevision: (deps) => readCatalogueRevision(catalogueDb(deps)),
  revisionName: 'catalogue',
  enabled: isSearchCacheOn,
});

/** The revisions of now a search request uses (`searchRevisionsOfRequest`). */
export interface SearchRevisions {
  catalogue: number;
  stock: number;
  /** The content revision (`cachedByRevision`'s); null when read from a read replica (the content cache keys on the primary's). */
  content: number | null;
  /** Slot 1 of the catalogue revision: the in-memory search index is current while it is unchanged (decision 0020). */
  index: number | null;
}
const sharedSearchRevisions = sharedReads(async (deps): Promise<SearchRevisions | null> => {
  const read = await readSearchRevisions(catalogueDb(deps));
  return read && (deps.readDatabase ? { ...read, content: null } : read);
}, 'search');

/**
 * The catalogue revision of now, read once for a request that passes it on to `cachedByCatalogueRevision`,
 * `pricingMoment` and the summary cache (their `revision` argument), instead of each reading it again; with the stock
 * and content revisions, read in the same statement (a search keeps its hits' live stock per stock revision,
 * `liveStockQuantities`, and its delivery settings by the content revision). Null when the search cache is off
 * (SEARCH_CACHE=off) or a revision is unknown.
 */
export function searchRevisionsOfRequest(deps: AppDeps): Promise<SearchRevisions | null> {
  return isSearchCacheOn(deps) ? revisionsOfRequest(deps) : Promise.resolve(null);
}

/**
 * The revisions of now as `searchRevisionsOfRequest` reads them, also with the search cache off: for what is kept per
 * revision apart from the search's answers (the discount boundaries of `pricingMoment`, the delivery settings, the
 * index's own revision), so that a request with the cache off reads them in this one statement (decision 0020, the list
 * of 48 with the cache off). Null when a revision is unknown.
 */
export function revisionsOfRequest(deps: AppDeps): Promise<SearchRevisions | null> {
  return sharedSearchRevisions(deps);
}

/** Whether the search's answers, summaries and hits' stock are kept per revision (SEARCH_CACHE, default on). */
export function isSearchCacheOn(deps: AppDeps): boolean {
  return deps.config.SEARCH_CACHE !== 'off';
}
