/**
 * Issue 19's scenarios against a shop that is already running (A/B on a shared machine, profiling a process started by
 * hand), with the CPU milliseconds per request of the server process and of its database when its pid is given:
 *   node --import tsx bench/quick.ts http://127.0.0.1:4000 [--pid N] [--database-url URL] [--path P ...] [words of scenario names...]
 * Each `--path` adds a row of its own for that one path (e.g. an API answer: `--path '/api/aspos/content/areas?areas=MainMenu'`).
 * With `--database-url` (the shop's database) also the cold search and suggestion rows of issue 19 (5,000 distinct
 * keywords and prefixes of bench/search-workload.ts, each asked once), and with the word `cart` the cart rows: the batch
 * of 5 changes and `GET cart` over the 16 bench customers' 30-line carts (as `npm run bench`), and that `GET cart` asking
 * for gzip as browsers do.
 * BENCH_SECONDS (default 10) per scenario, after 2 s of warm-up.
 */
import { parseArgs } from 'node:util';
import {
  customerPageScenarios,
  listOf48Scenario,
  measureCartBatches,
  measureWithCpu,
  productUrlScenario,
  treeCpuSeconds,
} from './customer-pages.ts';
import { connect } from '@toonbank/db/client';
import { benchCustomers, benchProducts, fillCart, releaseBenchOrders } from './checkout.ts';
import { formatTable, measure, type Measurement, type Scenario } from './load.ts';
import { loadSearchVocabulary, searchWorkload } from './search-workload.ts';

const { values, positionals } = parseArgs({
  options: {
    pid: { type: 'string' },
    seed: { type: 'string', default: '19' },
    'database-url': { type: 'string' },
    path: { type: 'string', multiple: true, default: [] },
  },
  allowPositionals: true,
});
const [baseUrl = 'http://127.0.0.1:4000', ...words] = positionals;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const seed = Number(values.seed);
const pid = values.pid ? Number(values.pid) : undefined;
/** The cold rows (issue 19), when the shop's database is given: its vocabulary makes the keywords. */
async function coldScenarios(): Promise<(Scenario & { warmUp?: string[] })[]> {
  const url = values['database-url'];
  if (!url) return [];
  const database = connect(url, { max: 2 });
  const longTail = searchWorkload(await loadSearchVocabulary(database).finally(() => database.close()), 5_000);
  console.log(`Search workload: ${longTail.description}.`);
  return [
    { name: 'API search, cold (distinct keywords)', paths: longTail.search, once: true, warmUp: longTail.warmUp.search },
    { name: 'API suggestions, cold (distinct prefixes)', paths: longTail.suggestions, once: true, warmUp: longTail.warmUp.suggestions },
  ];
}
const scenarios = [
  ...(await coldScenarios()),
  ...(await customerPageScenarios(baseUrl, seed, seconds)),
  await productUrlScenario(baseUrl, seed, seconds),
  listOf48Scenario(seconds),
].filter((s) => (words.length === 0 ? values.path.length === 0 : words.some((w) => s.name.includes(w))));
for (const path of values.path) scenarios.push({ name: `path ${path}`, paths: [path], durationSeconds: seconds });
const results: (Measurement & { serverCpuMs?: number; databaseCpuMs?: number })[] = [];
for (const scenario of scenarios) {
  // The cold rows warm up on other paths than the measured ones: those must reach the shop cold.
  const warmUp = 'warmUp' in scenario ? scenario.warmUp : undefined;
  if (warmUp) for (const path of warmUp) await (await fetch(`${baseUrl}${path}`)).arrayBuffer();
  await measure(baseUrl, { ...scenario, ...(warmUp ? { paths: warmUp, once: false } : {}), durationSeconds: 2 });
  results.push(await measureWithCpu(baseUrl, scenario, pid));
}
// The cart rows (`cart` or `batch` among the words, with --database-url): each bench customer its own 30-line cart.
const databaseUrl = values['database-url'];
if (databaseUrl && (words.includes('cart') || words.includes('batch'))) {
  const database = connect(databaseUrl, { max: 2 });
  try {
    const tokens = await benchCustomers(baseUrl, database);
    const productIds = await benchProducts(database, 48);
    const before = pid ? await treeCpuSeconds(pid) : undefined;
    const batches = await measureCartBatches(baseUrl, tokens, productIds, seed, seconds);
    const after = pid ? await treeCpuSeconds(pid) : undefined;
    // The CPU of the batch row includes its 2 s warm-up and the carts' filling: per measured request it is a little high.
    results.push({
      ...batches,
      ...(before && after
        ? {
            serverCpuMs: ((after.server - before.server) * 1000) / batches.requests,
            databaseCpuMs: ((after.database - before.database) * 1000) / batches.requests,
          }
        : {}),
    });
    // `batch` without `cart`: the batch row only (e.g. for a CPU profile of it).
    if (words.includes('cart')) {
      const carts = tokens.map((_, i) => [...productIds.slice(i), ...productIds.slice(0, i)].slice(0, 30));
      await Promise.all(tokens.map((token, i) => fillCart(baseUrl, token, carts[i]!)));
      for (const gzip of [false, true]) {
        const scenario = {
          name: `API cart (30 lines, 16 customers)${gzip ? ', gzip' : ''}`,
          paths: tokens.map(() => '/api/aspos/cart'),
          pathHeaders: tokens.map((token) => ({
            authorization: `Bearer ${token}`,
            ...(gzip ? { 'accept-encoding': 'gzip, deflate, br' } : {}),
          })),
          spread: true,
          durationSeconds: seconds,
        };
        await measure(baseUrl, { ...scenario, durationSeconds: 2 });
        results.push(await measureWithCpu(baseUrl, scenario, pid));
      }
    }
  } finally {
    await releaseBenchOrders(database);
    await database.close();
  }
}
console.log(formatTable(results));
if (pid) {
  for (const r of results) {
    console.log(`${r.name}: CPU per request ${r.serverCpuMs?.toFixed(2)} ms server, ${r.databaseCpuMs?.toFixed(2)} ms database`);
  }
}
