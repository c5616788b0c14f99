/**
 * `npm run bench`: starts the production build on its own embedded database
 * (kept in .data/bench-<products> so a large catalogue is seeded once) and
 * measures requests/s and latency percentiles. A benchmark, not a test:
 * targets are compared and printed, never asserted in the test suite.
 *
 *   npm run bench                      2,000 products
 *   npm run bench -- --products 100000 the 100,000-product catalogue
 *   npm run bench -- --only customer   only the scenarios whose name contains one of the
 *                                      comma-separated words (e.g. `--only "lister SSR (customer),product page"`)
 *   npm run bench -- --confirm-rounds 40  rounds of 16 simultaneous confirms measured (default 40: 640 confirms)
 *   npm run bench -- --only "order upload" --upload-rounds 10  only the 5,000-line order upload check, 10 uploads (default 10)
 *   npm run bench -- --processes 2     two shop processes on one database (the first one's embedded PostgreSQL, its
 *                                      session secret as JWT_SECRET) behind a small round-robin proxy in the bench process (bench/proxy.ts);
 *                                      every scenario then goes through the proxy (default 1: one process, no proxy)
 *   npm run bench -- --proxy           one process, but behind the same proxy: what the proxy itself costs
 *   npm run bench -- --seed 19 --memory-minutes 10  issue 19's scenarios (bench/customer-pages.ts): the seed of their
 *                                      workload generator, and how long the mixed run before the memory reading lasts
 *
 * The two cold rows (issue 19, bench/search-workload.ts) ask 5,000 distinct keywords and 5,000 distinct prefixes, each
 * once, on the shop as it runs: the result cache cannot answer them. The generator and its seed are printed.
 *
 * The search, suggestion and lister scenarios run twice: as the shop runs (search result cache on;
 * the scenarios repeat a fixed set of requests, so after the warm-up they are mostly cache hits) and
 * again on a restarted shop with SEARCH_CACHE=off, where every request pays the database work.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD } from '../packages/db/src/seed/accounts.ts';
import { freePort } from '../packages/db/src/testing/global-setup.ts';
import { ROOT, startShopProcess, waitForHttp } from '../e2e/support/shop-process.ts';
import {
  benchCustomers,
  benchDatabaseUrl,
  benchProducts,
  fillCart,
  measureConfirms,
  openBenchDatabase,
  releaseBenchOrders,
} from './checkout.ts';
import { catalogueScenarios } from './catalogue.ts';
import { loadSearchVocabulary, searchWorkload } from './search-workload.ts';
import {
  customerPageScenarios,
  listOf48Scenario,
  measureCartBatches,
  measureMemory,
  productUrlScenario,
  WORKLOAD,
} from './customer-pages.ts';
import { benchOrderFile, measureUploadCheck, UPLOAD_SCENARIO } from './order-upload.ts';
import { formatTable, measure, type Measurement, type Scenario } from './load.ts';
import { type RoundRobinProxy, startRoundRobinProxy } from './proxy.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '2000' },
    duration: { type: 'string', default: '10' },
    only: { type: 'string' },
    'confirm-rounds': { type: 'string', default: '40' },
    'upload-rounds': { type: 'string', default: '10' },
    processes: { type: 'string', default: '1' },
    proxy: { type: 'boolean', default: false },
    seed: { type: 'string', default: '19' },
    'memory-minutes': { type: 'string', default: '10' },
  },
});
const only =
  values.only
    ?.split(',')
    .map((word) => word.trim())
    .filter(Boolean) ?? [];
const selected = (scenario: Scenario) => only.length === 0 || only.some((word) => scenario.name.includes(word));
const products = Number(values.products);
const durationSeconds = Number(values.duration);
const confirmRounds = Number(values['confirm-rounds']);
const uploadRounds = Number(values['upload-rounds']);
const processes = Number(values.processes);
if (!Number.isInteger(processes) || processes < 1)
  throw new Error(`--processes must be a whole number of at least 1, not ${values.processes}`);
const seed = Number(values.seed);
const memoryMinutes = Number(values['memory-minutes']);
const useProxy = processes > 1 || values.proxy;
const dataDir = path.join(ROOT, '.data', `bench-${products}`);

/** Starts one shop process on the bench's own database; extra environment (SEARCH_CACHE=off) on top. */
async function startShop(env: Record<string, string> = {}) {
  const port = await freePort();
  const pgPort = await freePort();
  const shop = startShopProcess({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    SEED_PRODUCTS: String(products),
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    // The search index is built before the shop answers (at 100k its build took 3–13 s and fell inside the warm-up and
    // the measured window of the first search scenarios, mixing PostgreSQL's answers into the index's).
    SEARCH_INDEX_AT_START: 'on',
    ...env,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  return { shop, baseUrl, pgPort };
}

/**
 * The shop as the scenarios see it: one process (its own address), or `--processes` processes on the first one's
 * embedded database behind a round-robin proxy (the proxy's address; with `--proxy` also for one). `stop` ends them all.
 */
async function startShops(env: Record<string, string>, timeoutMs: number) {
  const first = await startShop(env);
  const others: Awaited<ReturnType<typeof startShop>>[] = [];
  let proxy: RoundRobinProxy | undefined;
  const stop = async () => {
    await proxy?.close();
    // The other processes first: the first one holds the embedded PostgreSQL they use.
    for (const { shop } of [...others, first]) {
      shop.child.kill('SIGINT');
      await shop.exited;
    }
  };
  try {
    await waitForHttp(`${first.baseUrl}/`, first.shop, timeoutMs);
    if (processes > 1) {
      const DATABASE_URL = await benchDatabaseUrl(dataDir, first.pgPort);
      // The first process's session secret (kept in DATA_DIR): a session of one is valid on all, also after a restart.
      const JWT_SECRET = (await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim();
      for (let n = 1; n < processes; n++) others.push(await startShop({ ...env, DATABASE_URL, JWT_SECRET }));
      for (const other of others) await waitForHttp(`${other.baseUrl}/`, other.shop, 10 * 60_000);
    }
    if (useProxy) proxy = await startRoundRobinProxy([first.baseUrl, ...others.map((other) => other.baseUrl)]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl: proxy?.url ?? first.baseUrl, pgPort: first.pgPort, pid: first.shop.child.pid!, stop };
}

/** `warmUp`: the paths to warm up with instead of the measured ones (the long-tail rows must reach the shop cold). */
type TargetScenario = Scenario & { targetP95?: number; warmUp?: string[] };

async function run(baseUrl: string, scenarios: TargetScenario[], results: Measurement[], targets: TargetScenario[]): Promise<void> {
  for (const scenario of scenarios) {
    // Warm-up: every path once, then 2 s of load. (autocannon's connections walk the paths in step, so without the first
    // pass a slow, uncached mix such as the 100k searches could still be on its first round when measuring starts.)
    const warmUp = scenario.warmUp ?? scenario.paths;
    const pathHeaders = scenario.warmUp ? undefined : scenario.pathHeaders;
    for (const [i, path] of warmUp.entries()) {
      await (await fetch(`${baseUrl}${path}`, { headers: pathHeaders?.[i] ?? scenario.headers })).arrayBuffer();
    }
    await measure(baseUrl, { ...scenario, paths: warmUp, pathHeaders, once: false, durationSeconds: 2 });
    results.push(await measure(baseUrl, scenario));
    targets.push(scenario);
  }
}

const results: Measurement[] = [];
const measured: TargetScenario[] = [];
let cold: TargetScenario[];
let memoryReading: number | undefined;

console.log(`Starting the shop with ${products} products (first run seeds the catalogue)...`);
const started = performance.now();
if (!existsSync(dataDir)) {
  // The first run seeds the catalogue in the shop process, which needs more heap than serving (HEAP_LIMIT_MB, decision 0017).
  const seeding = await startShop({ HEAP_LIMIT_MB: '4096' });
  await waitForHttp(`${seeding.baseUrl}/`, seeding.shop, 60 * 60_000);
  seeding.shop.child.kill('SIGINT');
  await seeding.shop.exited;
}
const first = await startShops({}, 60 * 60_000);
try {
  console.log(
    `Shop answering after ${((performance.now() - started) / 1000).toFixed(0)} s` +
      (useProxy ? ` (${processes} process${processes > 1 ? 'es' : ''} behind a round-robin proxy).` : '.'),
  );
  const baseUrl = first.baseUrl;
  const tree = (await (await fetch(`${baseUrl}/api/aspos/webnodes/main/root?descendantLevel=2`)).json()) as {
    Data: { Id: number; Children: { Id: number; Children: { Id: number }[] }[] }[];
  };
  const leaf = tree.Data[0]?.Children[0]?.Children[0]?.Id ?? tree.Data[0]!.Id;

  const catalogue = await catalogueScenarios(baseUrl);
  // The long tail (issue 19): 5,000 distinct keywords and 5,000 distinct prefixes, each asked once, from a seeded generator.
  const vocabularyDatabase = await openBenchDatabase(dataDir, first.pgPort);
  const longTail = searchWorkload(await loadSearchVocabulary(vocabularyDatabase).finally(() => vocabularyDatabase.close()), 5_000);
  console.log(`Search workload: ${longTail.description}.`);
  // A logged-in business customer: the storefront's session cookie, as the login page sets it. Customers never get a
  // cached page (decision 0007), so these rows show what rendering costs; the anonymous rows above them mostly hit the cache.
  const login = await fetch(`${baseUrl}/api/aspos/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'zakelijk@toonbank.nl', password: DEMO_PASSWORD }),
  });
  const { Token } = (await login.json()) as { Token?: string };
  if (!login.ok || !Token) throw new Error(`Login of the demo customer failed (${login.status})`);
  const customer = { cookie: `toonbank_session=${Token}` };

  const scenarios: TargetScenario[] = [
    { name: 'home page SSR', paths: ['/'], durationSeconds },
    { name: 'home page SSR (customer)', paths: ['/'], durationSeconds, headers: customer },
    { name: 'API webnode products (12)', paths: [`/api/aspos/webnodes/${leaf}/products?limit=12`], durationSeconds },
    { name: 'API content areas', paths: ['/api/aspos/content/areas?areas=MainMenu&areas=FooterMenu&areas=MainUsps'], durationSeconds },
    // Stores and content: the store list (by name and nearest to a postcode) and a content page with blocks.
    { name: 'store list SSR', paths: ['/vestigingen', '/vestigingen?near=3511AB'], durationSeconds, targetP95: 50 },
    { name: 'content page SSR', paths: ['/over-ons', '/bezorging'], durationSeconds, targetP95: 50 },
    { name: 'API stores near a postcode', paths: ['/api/aspos/stores?near=3511AB'], durationSeconds },
    { name: 'API search (50 queries + facets)', paths: catalogue.search, durationSeconds, targetP95: 30 },
    { name: 'API suggestions', paths: catalogue.suggestions, durationSeconds, targetP95: 20 },
    { name: 'API search, cold (distinct keywords)', paths: longTail.search, once: true, warmUp: longTail.warmUp.search, targetP95: 30 },
    {
      name: 'API suggestions, cold (distinct prefixes)',
      paths: longTail.suggestions,
      once: true,
      warmUp: longTail.warmUp.suggestions,
      targetP95: 20,
    },
    { name: 'lister SSR (48 with facets)', paths: catalogue.listers, durationSeconds, targetP95: 80 },
    { name: 'product page SSR', paths: catalogue.products, durationSeconds, targetP95: 80 },
    // The same pages rendered for a logged-in customer (no page cache).
    { name: 'store list SSR (customer)', paths: ['/vestigingen', '/vestigingen?near=3511AB'], durationSeconds, headers: customer },
    { name: 'content page SSR (customer)', paths: ['/over-ons', '/bezorging'], durationSeconds, headers: customer },
    { name: 'lister SSR (customer)', paths: catalogue.listers, durationSeconds, headers: customer },
    { name: 'product page SSR (customer)', paths: catalogue.products, durationSeconds, headers: customer },
  ];
  await run(baseUrl, scenarios.filter(selected), results, measured);
  // Issue 19: pages rendered for logged-in business and private customers over many products and categories, and
  // product reads by url (bench/customer-pages.ts; the paths come from a seeded generator).
  const issue19 = [
    ...(await customerPageScenarios(baseUrl, seed, durationSeconds)),
    await productUrlScenario(baseUrl, seed, durationSeconds),
  ];
  for (const scenario of issue19.filter(selected)) {
    await measure(baseUrl, { ...scenario, durationSeconds: 2 });
    results.push(await measure(baseUrl, scenario));
    measured.push(scenario);
  }

  // Checkout (issue 11): GET cart of a 30-line cart, and 16 customers confirming at once (test provider). Issue 19: the
  // cart batch of 5 changes, and GET cart spread over the 30-line carts of the 16 bench customers.
  const cartScenario = 'API cart (30 lines)';
  const customerCartsScenario = 'API cart (30 lines, 16 customers)';
  const confirmScenario: TargetScenario = { name: 'API confirm (16 customers at once, test provider)', paths: [], targetP95: 150 };
  const batchScenario: TargetScenario = { name: 'API cart batch of 5 changes', paths: [], targetP95: 60 };
  const cartScenarios = [cartScenario, customerCartsScenario].map((name) => ({ name, paths: [] }));
  if (cartScenarios.some(selected) || selected(confirmScenario) || selected(batchScenario)) {
    const database = await openBenchDatabase(dataDir, first.pgPort);
    try {
      const tokens = await benchCustomers(baseUrl, database);
      const productIds = await benchProducts(database, 48);
      if (selected(confirmScenario)) {
        results.push(await measureConfirms(baseUrl, tokens, productIds, confirmRounds));
        measured.push(confirmScenario);
      }
      if (selected(batchScenario)) {
        results.push(await measureCartBatches(baseUrl, tokens, productIds, seed, durationSeconds));
        measured.push(batchScenario);
      }
      if (selected({ name: cartScenario, paths: [] })) {
        await fillCart(baseUrl, tokens[0]!, productIds.slice(0, 30));
        const headers = { authorization: `Bearer ${tokens[0]!}` };
        await run(
          baseUrl,
          [
            { name: cartScenario, paths: ['/api/aspos/cart'], durationSeconds, headers, targetP95: 25 },
            // The same request one at a time: its own cost, without waiting behind 15 others on two shared cores.
            { name: `${cartScenario}, one connection`, paths: ['/api/aspos/cart'], durationSeconds, headers, connections: 1 },
          ],
          results,
          measured,
        );
      }
      if (selected({ name: customerCartsScenario, paths: [] })) {
        // Each bench customer its own 30-line cart (30 of the 48 products, starting at another place); every connection
        // starts at another customer and asks for each customer's cart in turn.
        const carts = tokens.map((_, i) => [...productIds.slice(i), ...productIds.slice(0, i)].slice(0, 30));
        await Promise.all(tokens.map((token, i) => fillCart(baseUrl, token, carts[i]!)));
        await run(
          baseUrl,
          [
            {
              name: customerCartsScenario,
              paths: tokens.map(() => '/api/aspos/cart'),
              pathHeaders: tokens.map((token) => ({ authorization: `Bearer ${token}` })),
              spread: true,
              durationSeconds,
              targetP95: 25,
            },
          ],
          results,
          measured,
        );
      }
    } finally {
      await releaseBenchOrders(database);
      await database.close();
    }
  }
  // Order upload (issue 17): a 5,000-line CSV checked line by line, one upload at a time, as the business customer.
  const uploadScenario: TargetScenario = { name: UPLOAD_SCENARIO, paths: [], targetP95: 2000 };
  if (selected(uploadScenario)) {
    const database = await openBenchDatabase(dataDir, first.pgPort);
    try {
      results.push(await measureUploadCheck(baseUrl, Token, await benchOrderFile(database), uploadRounds));
      measured.push(uploadScenario);
    } finally {
      await database.close();
    }
  }
  // Memory (issue 19): the server's RSS after a mixed run of every page and API scenario with the caches on.
  const memoryScenario: TargetScenario = { name: `server RSS after ${memoryMinutes} min mixed (MB)`, paths: [] };
  if (memoryMinutes > 0 && selected(memoryScenario) && !useProxy) {
    const memory = await measureMemory(baseUrl, first.pid, [...scenarios, ...issue19], memoryMinutes);
    console.log(`Server RSS: ${memory.before} MB before, ${memory.perMinute.join(' / ')} MB each minute, ${memory.after} MB after`);
    // The highest reading counts: V8 may give memory back between readings after it peaked.
    memoryReading = Math.max(memory.after, ...memory.perMinute);
  }
  // The same catalogue scenarios without the search result cache: the cold path, every request hits the database.
  cold = scenarios
    .filter((s) => !s.once && (s.name.startsWith('API search') || s.name.startsWith('API suggestions') || s.name.startsWith('lister SSR')))
    .map((s) => ({ ...s, name: `${s.name}, cache off` }))
    .concat([{ ...listOf48Scenario(durationSeconds), name: 'API list of 48 without keyword, cache off' }])
    .filter(selected);
} finally {
  await first.stop();
}

if (cold.length > 0) {
  const second = await startShops({ SEARCH_CACHE: 'off' }, 10 * 60_000);
  try {
    await run(second.baseUrl, cold, results, measured);
  } finally {
    await second.stop();
  }
}

console.log(
  `\nToonbank benchmark — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${products} products, 16 connections, ${durationSeconds} s each` +
    `, issue 19 workload ${WORKLOAD(seed)}` +
    `${useProxy ? `, ${processes} shop process${processes > 1 ? 'es' : ''} behind the bench's round-robin proxy` : ''}\n`,
);
console.log(formatTable(results));
for (const [i, scenario] of measured.entries()) {
  const result = results[i]!;
  if (scenario.targetP95 !== undefined) {
    const ok = result.requests > 0 && result.errors === 0 && result.p95 <= scenario.targetP95;
    console.log(`${ok ? 'OK  ' : 'SLOW'} ${scenario.name}: p95 ${result.p95.toFixed(1)} ms (target < ${scenario.targetP95} ms)`);
  }
}
if (memoryReading !== undefined) {
  console.log(
    `${memoryReading < 512 ? 'OK  ' : 'HIGH'} server RSS during ${memoryMinutes} min mixed, highest reading: ${memoryReading} MB (target < 512 MB)`,
  );
}
