import { buildTsQuery, normalizeKeyword } from '@toonbank/domain';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../seed/random.ts';
import { anonymous, business, column, indexed, postgres, t, useSearchEngines } from '../testing/search-engines.ts';
import { sql } from 'drizzle-orm';
import { DocSet, keywordStatementOf } from './search-index.ts';
import { firstInOrder, groupStats, suggestionGroupsRead, suggestionNamesRead } from './search-index-suggest.ts';

/**
 * Suggestions from the in-memory index with their brands and categories computed in memory (decision 0016, issue 19's
 * fourth round): the same answers as the PostgreSQL engine over a few hundred prefixes, for two kinds of viewer, with
 * categories that start and end by the clock; and the first matches in an order as a walk of the order gives them.
 */
useSearchEngines();

/** Prefixes of 1 to 12 characters of product words, brand and category names (all of them), two words, and odd ones. */
async function prefixes(count: number, seed: number): Promise<string[]> {
  const words = await column<string>(`select word as v from product_search_words order by word`);
  const names = await column<string>(`select lower(name) as v from brands union all select lower(name) from web_nodes order by 1`);
  const next = mulberry32(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  // Names shared by several categories ('voeding', 'snacks'), accents, LIKE's own characters, a typo.
  const found = new Set(['voe', 'voeding', 'sn', 'snacks', 'droogvoer', 'paté', 'café', 'ho%', 'k_t', 'a\\b', 'krabpaal', 'hnod']);
  for (const name of names) found.add(normalizeKeyword(name.slice(0, 2 + Math.floor(next() * 11))));
  while (found.size < count) {
    const phrase = next() < 0.8 ? pick(next() < 0.6 ? words : names) : `${pick(words)} ${pick(words)}`;
    const prefix = normalizeKeyword(phrase.slice(0, 1 + Math.floor(next() * 12)));
    if (prefix) found.add(prefix);
  }
  return [...found].filter(Boolean);
}

describe('suggestions with brands and categories from memory', () => {
  it('gives the same suggestions as PostgreSQL for a few hundred prefixes and two kinds of viewer', async () => {
    const index = await indexed.ready();
    expect(await suggestionGroupsRead(t.db, index)).not.toBeNull();
    expect((await suggestionNamesRead(t.db, index))?.name(0)).toBe(
      (await column<string>(`select name as v from products where id = ${index.productIds[0]!}`))[0],
    );
    const engine = postgres();
    const now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const list = await prefixes(400, 41);
    const before = { ...groupStats };
    const stats = indexed.stats();
    for (const [i, prefix] of list.entries()) {
      for (const viewer of i % 3 === 0 ? [anonymous, business] : [i % 2 ? business : anonymous]) {
        expect(await indexed.suggest(viewer, prefix, buildTsQuery(prefix), 5, now), prefix).toEqual(
          await engine.suggest(viewer, prefix, buildTsQuery(prefix), 5, now),
        );
      }
    }
    // Most groups came from memory; ties, accents and LIKE's characters from the statement.
    expect(groupStats.memory - before.memory).toBeGreaterThan(list.length * 0.5);
    // The keyword statement of a suggestion with its groups in memory was made once (drizzle's parameters were the
    // values passed; else null: built each time).
    expect(keywordStatementOf(() => sql`select 1`, [], 'suggestion')).not.toBeNull();
    expect(groupStats.statement - before.statement).toBeGreaterThan(0);
    expect(indexed.stats().indexed - stats.indexed).toBeGreaterThan(list.length * 0.9);
  }, 120_000);

  it('gives the same suggestions as PostgreSQL for two-word prefixes on the typo path, whose tests stop early', async () => {
    await indexed.ready();
    const engine = postgres();
    // A common word and the start of another: no product holds both (most of them), but many are similar enough.
    const words = await column<string>(`select word as v from product_search_words where length(word) >= 4 order by word`);
    const common = await column<string>(
      `select w as v from product_search ps, regexp_split_to_table(ps.words, '[^a-z0-9]+') w
        where length(w) >= 4 group by w order by count(*) desc, w limit 40`,
    );
    const next = mulberry32(23);
    const pick = (list: readonly string[]) => list[Math.floor(next() * list.length)]!;
    const now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const before = indexed.typoRuns();
    for (let i = 0; i < 150; i++) {
      const prefix = normalizeKeyword(`${pick(i % 2 ? words : common)} ${pick(words).slice(0, 2 + Math.floor(next() * 5))}`);
      for (const viewer of [anonymous, business]) {
        expect(await indexed.suggest(viewer, prefix, buildTsQuery(prefix), 5, now), prefix).toEqual(
          await engine.suggest(viewer, prefix, buildTsQuery(prefix), 5, now),
        );
      }
    }
    const after = indexed.typoRuns();
    expect(after.stopped - before.stopped).toBeGreaterThan(4);
  }, 120_000);

  it("completes ahead words from a product's new name after a rename, as PostgreSQL does", async () => {
    const engine = postgres();
    const product = (
      await t.pool.query<{ id: number }>(
        `select id from products where is_active and is_viewable and 'B' = any(publication_codes) order by weighting desc nulls last, id limit 1`,
      )
    ).rows[0]!;
    await t.pool.query(`update products set name = 'Kwastelkoek Kwastelmand ' || name where id = $1`, [product.id]);
    const index = await indexed.ready();
    expect(await suggestionNamesRead(t.db, index)).not.toBeNull();
    const now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    for (const prefix of ['kwastel', 'kwa', 'kwastelm']) {
      const answer = await indexed.suggest(anonymous, prefix, buildTsQuery(prefix), 5, now);
      expect(answer, prefix).toEqual(await engine.suggest(anonymous, prefix, buildTsQuery(prefix), 5, now));
      if (prefix === 'kwastel') expect(answer.aheadWords).toEqual(['kwastelkoek', 'kwastelmand']);
    }
  });

  it('shows a category from its start date until its end date, as PostgreSQL does', async () => {
    const engine = postgres();
    const node = (
      await t.pool.query<{ id: number; name: string }>(`select id, name from web_nodes where is_active order by level desc, id limit 1`)
    ).rows[0]!;
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    await t.pool.query(
      `update web_nodes set name = 'Zwoelfmand', start_date = to_timestamp($2 / 1000.0) + interval '2 days', end_date = to_timestamp($2 / 1000.0) + interval '3 days' where id = $1`,
      [node.id, minute],
    );
    const index = await indexed.ready();
    await suggestionGroupsRead(t.db, index);
    const before = groupStats.memory;
    for (const days of [0, 2, 2.5, 3, 4]) {
      const at = new Date(minute + days * 86_400_000);
      for (const prefix of ['zwoelfm', 'zwoelfmand', 'zwo']) {
        const answer = await indexed.suggest(anonymous, prefix, buildTsQuery(prefix), 5, at);
        expect(answer, `${prefix} +${days} days`).toEqual(await engine.suggest(anonymous, prefix, buildTsQuery(prefix), 5, at));
        expect(answer.categories.some((c) => c.name === 'Zwoelfmand')).toBe(days >= 2 && days < 3);
      }
    }
    expect(groupStats.memory - before).toBeGreaterThan(10);
  });
});

describe('firstInOrder', () => {
  it('gives the first members of a set in an order, as walking the order does', () => {
    const next = mulberry32(7);
    const size = 20_000;
    const order = Int32Array.from({ length: size }, (_, i) => i);
    for (let i = size - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const members of [0, 1, 7, 99, 100, 101, 1_023, 1_024, 4_096, 12_000]) {
      const set = new DocSet(size);
      while (set.count() < members) set.add(Math.floor(next() * size));
      const walked = [...order].filter((d) => set.has(d)).slice(0, 100);
      expect(firstInOrder(order, set, 100), `${members} members`).toEqual(walked);
    }
  });
});
