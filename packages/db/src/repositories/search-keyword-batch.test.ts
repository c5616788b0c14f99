import { buildTsQuery, normalizeKeyword } from '@toonbank/domain';
import { sortSpec } from '@toonbank/domain/sorting';
import { describe, expect, it } from 'vitest';
import { anonymous, column, indexed, postgres, t, useSearchEngines } from '../testing/search-engines.ts';
import type { SearchFilters, SearchRequest } from './search.ts';
import { suggestionGroupsRead, suggestionNamesRead } from './search-index-suggest.ts';
import { keywordBatchStats } from './search-keyword-batch.ts';
import { mulberry32 } from '../seed/random.ts';

/**
 * The keyword statements of concurrent searches go in one statement (decision 0016, ninth step): each search must get
 * exactly the answer it gets alone (and the PostgreSQL engine's), and a shared statement that fails must leave each
 * search its own answer or error.
 */
useSearchEngines();

const none: SearchFilters = { brands: [], webNodeIds: [], minPriceCents: null, maxPriceCents: null, tags: {} };
const SORTS = ['relevance', 'weighting', 'price-asc', 'title'] as const;

function request(keyword: string, i: number): SearchRequest {
  return {
    keyword,
    tsQuery: buildTsQuery(keyword),
    base: none,
    filters: none,
    sort: sortSpec(SORTS[i % SORTS.length]!),
    offset: 0,
    limit: 24,
  };
}

/** Keywords of every kind: words, two and three words (mostly the typo path), a typo, a product number, a scan code. */
async function keywords(): Promise<string[]> {
  const words = await column<string>(`select word as v from product_search_words where length(word) >= 3 order by word`);
  const [number] = await column<string>(`select number as v from products order by id limit 1`);
  const [scanCode] = await column<string>(`select scan_code as v from products where scan_code is not null order by id limit 1`);
  const next = mulberry32(25);
  const pick = () => words[Math.floor(next() * words.length)]!;
  const found = new Set<string>(['hond', 'kattenbak', 'hondenvoer', 'honden voer brokken', 'kattebak', number!, scanCode!]);
  while (found.size < 80) {
    const keyword = normalizeKeyword(Array.from({ length: 1 + Math.floor(next() * 3) }, pick).join(' '));
    if (keyword) found.add(keyword);
  }
  return [...found];
}

describe('the keyword statements of concurrent searches', () => {
  it('answer each search as it is answered alone and as PostgreSQL answers it, in fewer statements', async () => {
    await indexed.ready();
    const asked = (await keywords()).map(request);
    const alone = [];
    for (const r of asked) alone.push(await indexed.search(anonymous, r));
    const before = keywordBatchStats(t.pool);
    const together = await Promise.all(asked.map((r) => indexed.search(anonymous, r)));
    const after = keywordBatchStats(t.pool);
    expect(together).toEqual(alone);
    // Every one of them asked by the index (not PostgreSQL's engine) and in fewer statements than searches.
    expect(after.asked - before.asked).toBe(asked.length);
    expect(after.statements - before.statements).toBeLessThan(asked.length / 4);
    const engine = postgres();
    for (const [i, r] of asked.entries()) expect(together[i], r.keyword).toEqual(await engine.search(anonymous, r));
    // The number and the scan code were found by their lookups in the shared statement.
    expect(together[5]!.ids.length).toBeGreaterThan(0);
    expect(together[6]!.ids.length).toBeGreaterThan(0);
  });

  it('answer suggestions (groups in memory) as alone and as PostgreSQL, sharing statements with searches', async () => {
    const index = await indexed.ready();
    // The groups and names read, so every suggestion takes the statement of the groups' facts (the one that is shared).
    expect(await suggestionGroupsRead(t.db, index)).not.toBeNull();
    expect(await suggestionNamesRead(t.db, index)).not.toBeNull();
    const now = new Date();
    const prefixes = (await keywords()).map((k) => k.slice(0, 2 + (k.length % 7))).filter((p, i, all) => all.indexOf(p) === i);
    const suggest = (prefix: string) => indexed.suggest(anonymous, prefix, buildTsQuery(prefix), 5, now);
    const alone = [];
    for (const prefix of prefixes) alone.push(await suggest(prefix));
    const searches = (await keywords()).slice(0, 20).map(request);
    const searchedAlone = [];
    for (const r of searches) searchedAlone.push(await indexed.search(anonymous, r));
    const before = keywordBatchStats(t.pool);
    const [together, searched] = await Promise.all([
      Promise.all(prefixes.map(suggest)),
      Promise.all(searches.map((r) => indexed.search(anonymous, r))),
    ]);
    const after = keywordBatchStats(t.pool);
    expect(together).toEqual(alone);
    expect(searched).toEqual(searchedAlone);
    // A prefix whose groups need the database (accents, LIKE's characters, ties) asks its own statement as before.
    const shared = after.asked - before.asked;
    expect(shared).toBeGreaterThan(searches.length + prefixes.length / 2);
    expect(after.statements - before.statements).toBeLessThan(shared / 4);
    const engine = postgres();
    for (const [i, prefix] of prefixes.entries()) {
      expect(together[i], prefix).toEqual(await engine.suggest(anonymous, prefix, buildTsQuery(prefix), 5, now));
    }
  });

  it('asks each search alone when the shared statement fails: the others are answered, the failing one gets its error', async () => {
    await indexed.ready();
    const asked = ['hond', 'kat', 'hondenvoer brokken', 'voer'].map(request);
    const alone = [];
    for (const r of asked) alone.push(await indexed.search(anonymous, r));
    // A query text PostgreSQL cannot parse (the shop never builds one): alone it fails with the database's error.
    const broken = { ...request('hond', 0), tsQuery: 'hond & & kat' };
    await expect(indexed.search(anonymous, broken)).rejects.toThrow(/syntax error in tsquery/);
    const before = keywordBatchStats(t.pool);
    // The first goes at once; the others wait and share the next statement, which the broken one makes fail.
    const answers = await Promise.allSettled([...asked.slice(0, 2), broken, ...asked.slice(2)].map((r) => indexed.search(anonymous, r)));
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((answers[2] as PromiseRejectedResult).reason).toMatchObject({ message: expect.stringMatching(/syntax error in tsquery/) });
    const values = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
    expect(values).toEqual(alone);
    // The first statement answered one search; the failed one counts nothing (its searches asked alone).
    expect(keywordBatchStats(t.pool).asked - before.asked).toBe(1);
  });
});
