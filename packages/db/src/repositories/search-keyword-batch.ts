/**
 * The keyword statements of concurrent searches in one statement (issue 19, branch search25; decision 0016, ninth step).
 *
 * Every search the in-memory index answers sends one small statement first (`prepareWith` in search-index.ts: the
 * parsed queries, the number lookups, slot 1 of the catalogue revision, the folded keyword and the typo facts of the
 * non-ASCII documents), and so does a suggestion whose groups are computed in memory (the same columns and the two
 * facts of the groups: the folded keyword again and `pg_trgm.similarity_threshold`). Most of that statement's cost is
 * the statement itself, not its work: at 100k products, 800 of the bench's keywords one by one cost the database
 * 0.28–0.31 ms and the client 0.12–0.20 ms each, the same keywords in statements of 4 cost 0.125 and 0.04–0.06 ms, in
 * statements of 8 0.10–0.125 and 0.02–0.06 ms (the same rows).
 *
 * So a search (or such a suggestion) asks through `askKeywordFacts`: while a statement of this pool is under way, the
 * requests that come meanwhile wait for it and then go together in the next one (at most `KEYWORD_BATCH_MAX`), as the
 * revision reads are shared (`sharedReads` in the API). Each row is computed by the same expressions as the one-keyword
 * statement, in one snapshot that started after every request of the statement arrived (a write a client saw committed
 * before its search is seen). A statement that fails is asked again one keyword at a time, so each request gets its own
 * answer or error.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';

/** A search's values of the keyword statement: the keyword, its three queries and the non-ASCII documents' ids. */
export interface KeywordAsk {
  keyword: string;
  tsQuery: string;
  exact: string;
  whole: string;
  /** The index's non-ASCII documents (product ids): searches of one statement share them (the same index). */
  special: readonly number[];
}

/** At most this many searches in one statement (a statement of 32 keywords is about 2 KB of parameters). */
export const KEYWORD_BATCH_MAX = 32;

/** A keyword's values in its statement: parameters (one keyword's statement) or the columns of `k` (several). */
export interface KeywordValues {
  keyword: SQL;
  query: SQL;
  exact: SQL;
  whole: SQL;
  special: SQL;
}

/**
 * The columns of the keyword statement for one keyword, the one home of its expressions: the catalogue revision, the
 * parsed queries, the number lookups and the typo facts of the non-ASCII documents `special`. The statement's `k` holds
 * the keyword folded (`folded`).
 */
export function keywordColumns(v: KeywordValues): SQL {
  return sql`(select revision from catalogue_revision where id = 1) as revision,
               to_tsquery('dutch', ${v.query})::text as query, to_tsquery('dutch', ${v.exact})::text as exact,
               case when ${v.whole} = '' then null else to_tsquery('dutch', ${v.whole})::text end as whole,
               array(select p.id from products p where p.number = ${v.keyword} or p.scan_code = ${v.keyword}) as lookups,
               k.folded, coalesce(current_setting('pg_trgm.word_similarity_threshold', true)::float8, 0.6) as threshold,
               (select json_agg(json_build_array(ps.product_id, word_similarity(k.folded, ps.words), ps.words %> k.folded))
                  from product_search ps where ps.product_id = any(${v.special}::int[])) as special`;
}

/** The facts a suggestion's groups computed in memory assumed (`GroupFacts`): the folded keyword and pg_trgm's threshold. */
export const GROUP_FACTS_COLUMNS = sql`k.folded as "groupsFolded", coalesce(current_setting('pg_trgm.similarity_threshold', true)::float8, 0.3) as "groupsThreshold"`;

/**
 * The statement of several keywords: one row per keyword, in their order, with the columns of the one-keyword statement
 * (`keywordColumns` on each keyword's values, and the groups' facts). The `special` ids are one parameter, as every
 * keyword of a statement has the same. Made once (its text does not depend on the values).
 */
const batchStatement = (() => {
  const { sql: text } = new PgDialect().sqlToQuery(
    sql`with k as (select u.i, u.keyword, u.query, u.exact, u.whole, lower(toonbank_unaccent(u.keyword)) as folded
                     from unnest(${sql.placeholder('keywords')}::text[], ${sql.placeholder('queries')}::text[],
                                 ${sql.placeholder('exacts')}::text[], ${sql.placeholder('wholes')}::text[])
                          with ordinality as u(keyword, query, exact, whole, i))
        select k.i, ${keywordColumns({
          keyword: sql`k.keyword`,
          query: sql`k.query`,
          exact: sql`k.exact`,
          whole: sql`k.whole`,
          special: sql`${sql.placeholder('special')}`,
        })}, ${GROUP_FACTS_COLUMNS}
          from k order by k.i`,
  );
  return { name: 'toonbank_search_keywords', text };
})();

interface Waiting<R> {
  ask: KeywordAsk;
  /** The search's own statement (one keyword): asked when the shared one failed. */
  single: () => Promise<R>;
  resolve: (row: R) => void;
  reject: (error: unknown) => void;
}

interface Batches {
  queue: Waiting<unknown>[];
  running: boolean;
  /** Statements sent and searches they answered (tests, the bench's notes). */
  statements: number;
  asked: number;
}

const batchesOf = new WeakMap<Pool, Batches>();

function batchesFor(pool: Pool): Batches {
  let batches = batchesOf.get(pool);
  if (!batches) batchesOf.set(pool, (batches = { queue: [], running: false, statements: 0, asked: 0 }));
  return batches;
}

/** How many keyword statements this pool sent and how many searches they answered. */
export function keywordBatchStats(pool: Pool): { statements: number; asked: number } {
  const { statements, asked } = batchesFor(pool);
  return { statements, asked };
}

/**
 * The keyword statement's row for `ask` (R: its columns as the caller reads them), in a statement shared with the
 * searches waiting at the same time; `single` asks the one-keyword statement (the fallback when a shared one fails).
 */
export function askKeywordFacts<R>(pool: Pool, ask: KeywordAsk, single: () => Promise<R>): Promise<R> {
  const batches = batchesFor(pool);
  return new Promise<R>((resolve, reject) => {
    batches.queue.push({ ask, single, resolve: resolve as (row: unknown) => void, reject });
    if (!batches.running) void sendBatches(pool, batches);
  });
}

/** Sends the waiting searches, a statement at a time, until none waits (one statement of a pool under way at a time). */
async function sendBatches(pool: Pool, batches: Batches): Promise<void> {
  batches.running = true;
  try {
    while (batches.queue.length > 0) {
      // The searches of one index (the same non-ASCII documents), in the order they came; the others wait for the next.
      const special = batches.queue[0]!.ask.special;
      const taken: Waiting<unknown>[] = [];
      const left: Waiting<unknown>[] = [];
      for (const waiting of batches.queue) {
        (taken.length < KEYWORD_BATCH_MAX && sameIds(waiting.ask.special, special) ? taken : left).push(waiting);
      }
      batches.queue = left;
      await sendBatch(pool, batches, taken, special);
    }
  } finally {
    batches.running = false;
  }
}

async function sendBatch(pool: Pool, batches: Batches, taken: readonly Waiting<unknown>[], special: readonly number[]): Promise<void> {
  let rows: { i: string }[];
  try {
    const asks = taken.map((w) => w.ask);
    const values = [asks.map((a) => a.keyword), asks.map((a) => a.tsQuery), asks.map((a) => a.exact), asks.map((a) => a.whole), special];
    rows = (await pool.query<{ i: string }>({ name: batchStatement.name, text: batchStatement.text, values })).rows;
    batches.statements++;
    batches.asked += taken.length;
  } catch {
    // One keyword may have failed the whole statement: each search asks its own, as it did before (its answer or its error).
    // Their statements run side by side (not in this queue's turn): the searches after them need not wait for them.
    for (const waiting of taken) void askAlone(waiting);
    return;
  }
  taken.forEach((waiting, n) => {
    const row = rows[n];
    if (row && Number(row.i) === n + 1) waiting.resolve(row);
    else waiting.reject(new Error(`The keyword statement answered ${rows.length} rows for ${taken.length} keywords`));
  });
}

/** The fallback of a failed shared statement: the search's own statement (`single` of its `askKeywordFacts`). */
async function askAlone(waiting: Waiting<unknown>): Promise<void> {
  try {
    waiting.resolve(await waiting.single());
  } catch (error) {
    waiting.reject(error);
  }
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
