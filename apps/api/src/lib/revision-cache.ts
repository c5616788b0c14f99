import { readContentRevision } from '@toonbank/db/repositories/stores-content';
import type { AppDeps } from './context.ts';

const MAX_ENTRIES = 2_000;

interface Entry {
  revision: number;
  value: unknown;
}

const caches = new WeakMap<AppDeps, Map<string, Entry>>();

/**
 * Values built from content (articles, stores, FAQ, news), kept per API
 * instance until the content revision changes. The revision is one indexed
 * row, bumped by database triggers on every write to the tables involved, so
 * a change made anywhere (API, seed, psql) is seen on the next request.
 * Without a revision nothing is cached.
 */
export async function cachedByRevision<T>(deps: AppDeps, key: string, build: () => Promise<T>): Promise<T> {
  const revision = await readContentRevision(deps.database.db);
  if (revision === null) return build();
  let cache = caches.get(deps);
  if (!cache) caches.set(deps, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && hit.revision === revision) return hit.value as T;
  const value = await build();
  if (cache.size >= MAX_ENTRIES) {
    // Drop the oldest entries (a Map keeps insertion order).
    for (const old of [...cache.keys()].slice(0, MAX_ENTRIES / 4)) cache.delete(old);
  }
  cache.delete(key);
  cache.set(key, { revision, value });
  return value;
}
