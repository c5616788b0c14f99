/**
 * The in-memory search index alone (decision 0016), on a running database: its build time, its memory, and the CPU
 * time per search and suggestion of the long-tail workload (bench/search-workload.ts), one request at a time.
 *
 *   DATABASE_URL=postgres://… node --expose-gc --import tsx bench/search-index.ts [--count 600] [--seed 19]
 *
 * (the bench's database: start the shop on `.data/bench-100000`, its URL is `benchDatabaseUrl` in bench/checkout.ts).
 * CPU time is this process's own (`process.cpuUsage`), so the database's share and other processes on the machine do
 * not count in it.
 */
import { parseArgs } from 'node:util';
import { buildTsQuery, parseFacetFilters, sortSpec } from '@toonbank/domain';
import { connect } from '../packages/db/src/client.ts';
import { createPostgresSearchEngine } from '../packages/db/src/repositories/search.ts';
import { createIndexedSearchEngine } from '../packages/db/src/repositories/search-index.ts';
import { percentile } from './load.ts';
import { loadSearchVocabulary, SEARCH_WORKLOAD_GENERATOR, searchKeywords, suggestionPrefixes } from './search-workload.ts';

const { values } = parseArgs({ options: { count: { type: 'string', default: '600' }, seed: { type: 'string', default: '19' } } });
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required (the bench database of a running shop)');
const count = Number(values.count);
const seed = Number(values.seed);
const database = connect(url, { max: 4 });
const gc = (globalThis as { gc?: () => void }).gc;
try {
  gc?.();
  const before = process.memoryUsage();
  const engine = createIndexedSearchEngine(database.db, createPostgresSearchEngine(database.db));
  const index = await engine.ready();
  gc?.();
  const after = process.memoryUsage();
  const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;
  console.log(
    `Index: ${index.size} products, built in ${Math.round(index.builtMs)} ms; typed arrays ${mb(after.arrayBuffers - before.arrayBuffers)}, ` +
      `heap +${mb(after.heapUsed - before.heapUsed)}, rss +${mb(after.rss - before.rss)}${gc ? '' : ' (run with --expose-gc for exact figures)'}`,
  );
  const vocabulary = await loadSearchVocabulary(database);
  const viewer = { publicationCodes: ['B'], priceListId: null };
  const cpu = async (run: () => Promise<unknown>) => {
    const start = process.cpuUsage();
    await run();
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  };
  const report = (name: string, times: number[]) => {
    const sorted = times.toSorted((a, b) => a - b);
    const mean = sorted.reduce((sum, t) => sum + t, 0) / sorted.length;
    console.log(
      `${name}: ${sorted.length} requests, CPU ms per request mean ${mean.toFixed(2)}, p50 ${percentile(sorted, 50).toFixed(2)}, ` +
        `p95 ${percentile(sorted, 95).toFixed(2)}, max ${percentile(sorted, 100).toFixed(2)}`,
    );
  };
  const searches: number[] = [];
  for (const k of searchKeywords(vocabulary, count, seed)) {
    const request = {
      keyword: k.keyword,
      tsQuery: buildTsQuery(k.keyword),
      base: parseFacetFilters([]),
      filters: parseFacetFilters(k.facetFilter ? [k.facetFilter] : []),
      sort: sortSpec(k.sort),
      offset: 0,
      limit: 24,
    };
    searches.push(await cpu(() => engine.search(viewer, request, new Date())));
  }
  const suggestions: number[] = [];
  for (const prefix of suggestionPrefixes(vocabulary, count, seed)) {
    suggestions.push(await cpu(() => engine.suggest(viewer, prefix, buildTsQuery(prefix), 5, new Date())));
  }
  // Lists without a keyword (the bench's list of 48 in its sorts and its second page) and listers in node order.
  const lists: number[] = [];
  const listers: number[] = [];
  const noFilters = parseFacetFilters([]);
  const list = (sort: ReturnType<typeof sortSpec>, offset: number, webNodeIds: number[] = []) => ({
    keyword: '',
    tsQuery: '',
    base: { ...noFilters, webNodeIds },
    filters: noFilters,
    sort,
    offset,
    limit: 48,
  });
  const listSorts = [sortSpec('relevance'), sortSpec('price-asc'), sortSpec('price-desc'), sortSpec('rating'), sortSpec('creation-date')];
  for (let i = 0; i < count; i++) {
    const asked = list(listSorts[i % listSorts.length]!, i % 6 === 5 ? 48 : 0);
    lists.push(await cpu(() => engine.search(viewer, asked, new Date())));
  }
  const nodeIds = (await database.pool.query<{ id: number }>(`select id from web_nodes order by id`)).rows.map((r) => r.id);
  for (let i = 0; i < count; i++) {
    const asked = list({ field: 'NodeOrder', ascending: true }, 0, [nodeIds[i % nodeIds.length]!]);
    listers.push(await cpu(() => engine.search(viewer, asked, new Date())));
  }
  console.log(`Workload ${SEARCH_WORKLOAD_GENERATOR}, seed ${seed}; answered by the index: ${JSON.stringify(engine.stats())}`);
  report('search (index)', searches);
  report('suggestions (index)', suggestions);
  report('list of 48 without keyword (index)', lists);
  report('lister in node order, every web node (index)', listers);
} finally {
  await database.close();
}
