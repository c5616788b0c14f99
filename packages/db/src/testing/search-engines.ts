import { afterAll, beforeAll } from 'vitest';
import { createPostgresSearchEngine, type SearchEngine } from '../repositories/search.ts';
import { createIndexedSearchEngine, type IndexedSearchEngine } from '../repositories/search-index.ts';
import { createTestDatabase, type TestDatabase } from './index.ts';

/**
 * The set-up of the side-by-side tests of decision 0016 (search-index*.test.ts): a test file's own database with the
 * in-memory index's engine over it and the PostgreSQL engine to compare with. `useSearchEngines()` at the top of the
 * file opens them before its tests and closes them after; `t` and `indexed` are then this file's (each test file has
 * its own copy of this module).
 */
export let t: TestDatabase;
export let indexed: IndexedSearchEngine;

export function useSearchEngines(): void {
  beforeAll(async () => {
    t = await createTestDatabase();
    indexed = createIndexedSearchEngine(t.db, postgres());
  });
  afterAll(() => t.close());
}

/** A fresh PostgreSQL engine on the test database. */
export const postgres = (): SearchEngine => createPostgresSearchEngine(t.db);

/** The two kinds of viewer the side-by-side tests ask for. */
export const anonymous = { publicationCodes: ['B'], priceListId: null };
export const business = { publicationCodes: ['A', 'B'], priceListId: null };

/** The column `v` of a query's rows. */
export async function column<T>(query: string): Promise<T[]> {
  return (await t.pool.query<{ v: T }>(query)).rows.map((r) => r.v);
}
