/**
 * Issue 19's scenarios for what the page cache cannot serve: pages rendered for logged-in customers over many products
 * and categories, cart reads and batches, product reads by url, the list of 48 without a keyword, and the memory of the
 * server process after a long mixed run. The requests are drawn by a seeded generator (mulberry32, `--seed`, default
 * 19), so a run can be repeated with the same workload.
 */
import { readdir, readFile } from 'node:fs/promises';
import { DEMO_PASSWORD } from '../packages/db/src/seed/accounts.ts';
import { SEARCH_QUERIES } from './catalogue.ts';
import { fillCart } from './checkout.ts';
import { measure, percentile, type Measurement, type Scenario } from './load.ts';
import { mulberry32 } from '../packages/db/src/seed/random.ts';

/** The items in a seeded random order (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export const WORKLOAD = (seed: number) => `mulberry32 seed ${seed}`;

const LISTER_SORTS = ['', '&sort=price-asc', '&sort=name-asc', '&sort=rating', '&page=2'];

/** Logs a demo customer in through the API; the session token. */
export async function login(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/aspos/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { Token } = (await response.json()) as { Token?: string };
  if (!response.ok || !Token) throw new Error(`login of ${email} failed (${response.status})`);
  return Token;
}

interface WebNode {
  Id: number;
  Url: string;
  Children?: WebNode[];
}

/**
 * The pages of one logged-in customer: 100 categories (listers in five sorts and pages), at least 1,000 products this
 * customer may see (taken from those categories' product lists as this customer, so visibility is the shop's own), the
 * home page and search pages; each list in the generator's order.
 */
async function customerPages(baseUrl: string, token: string, random: () => number) {
  const tree = (await (await fetch(`${baseUrl}/api/aspos/webnodes/main/root?descendantLevel=3`)).json()) as { Data: WebNode[] };
  const nodes: WebNode[] = [];
  const walk = (node: WebNode) => {
    nodes.push(node);
    for (const child of node.Children ?? []) walk(child);
  };
  for (const node of tree.Data) walk(node);
  const auth = { authorization: `Bearer ${token}` };
  const categories: WebNode[] = [];
  const products = new Set<string>();
  for (const node of shuffled(nodes, random)) {
    if (categories.length >= 100 && products.size >= 1_200) break;
    const body = (await (await fetch(`${baseUrl}/api/aspos/webnodes/${node.Id}/products?limit=24`, { headers: auth })).json()) as {
      Data?: { Products: { Url: string }[] };
    };
    const urls = body.Data?.Products ?? [];
    if (urls.length === 0) continue;
    if (categories.length < 100) categories.push(node);
    for (const product of urls) products.add(product.Url);
  }
  if (categories.length < 100 || products.size < 1_000)
    throw new Error(`only ${categories.length} categories and ${products.size} products for the customer pages`);
  return {
    listers: categories.map((node) => `/product/lister/${node.Url}?size=48${LISTER_SORTS[Math.floor(random() * LISTER_SORTS.length)]}`),
    products: shuffled([...products], random).map((url) => `/product/detail/${url}`),
    // The home page varies by nothing but the customer; search pages with the catalogue scenario's 50 keywords.
    home: ['/'],
    search: shuffled(SEARCH_QUERIES, random).map((q) => `/zoek/${encodeURIComponent(q.replace(/ /g, '-'))}`),
  };
}

export interface CustomerPageScenario extends Scenario {
  targetP95: number;
}

/** Lister, product, home and search page rendered for the business and for the private demo customer. */
export async function customerPageScenarios(baseUrl: string, seed: number, durationSeconds: number): Promise<CustomerPageScenario[]> {
  const scenarios: CustomerPageScenario[] = [];
  for (const [who, email] of [
    ['business', 'zakelijk@toonbank.nl'],
    ['private', 'particulier@toonbank.nl'],
  ] as const) {
    const token = await login(baseUrl, email);
    const pages = await customerPages(baseUrl, token, mulberry32(seed));
    const headers = { cookie: `toonbank_session=${token}` };
    const common = { durationSeconds, headers, targetP95: 100, spread: true };
    scenarios.push(
      { name: `lister SSR, ${who} customer (100 categories)`, paths: pages.listers, ...common },
      { name: `product page SSR, ${who} customer (${pages.products.length} products)`, paths: pages.products, ...common },
      { name: `home page SSR, ${who} customer`, paths: pages.home, ...common },
      { name: `search page SSR, ${who} customer (50 keywords)`, paths: pages.search, ...common },
    );
  }
  return scenarios;
}

/** `products/url/{url}` over 200 different products (anonymous, as a product page's loader asks). */
export async function productUrlScenario(baseUrl: string, seed: number, durationSeconds: number): Promise<CustomerPageScenario> {
  const random = mulberry32(seed);
  const urls = new Set<string>();
  for (const q of shuffled(SEARCH_QUERIES, random)) {
    const body = (await (
      await fetch(`${baseUrl}/api/meilisearch/v1/default/search?searchTerm=${encodeURIComponent(q)}&limit=24`)
    ).json()) as { Data: { Hits: { Url: string }[] } };
    for (const hit of body.Data.Hits) urls.add(hit.Url);
    if (urls.size >= 200) break;
  }
  const paths = shuffled([...urls].slice(0, 200), random).map((url) => `/api/aspos/products/url/${encodeURIComponent(url)}`);
  return { name: `API products/url (${paths.length} products)`, paths, durationSeconds, targetP95: 15, spread: true };
}

/** A list of 48 without a keyword: the catalogue's first page in each sort (run with the search cache off). */
export function listOf48Scenario(durationSeconds: number): CustomerPageScenario {
  const sorts = ['', '&sortBy=price-asc', '&sortBy=price-desc', '&sortBy=rating', '&sortBy=newest', '&offset=48'];
  return {
    name: 'API list of 48 without keyword',
    paths: sorts.map((sort) => `/api/meilisearch/v1/default/search?limit=48${sort}`),
    durationSeconds,
    targetP95: 30,
  };
}

/**
 * `POST cart/lines/batch` with 5 changes on a 30-line cart: each of the 16 bench customers has its own cart and its own
 * connection; the changes set 5 lines (the generator's choice) to other quantities, so every batch changes the cart.
 */
export async function measureCartBatches(
  baseUrl: string,
  tokens: readonly string[],
  productIds: readonly number[],
  seed: number,
  durationSeconds: number,
): Promise<Measurement> {
  await Promise.all(tokens.map((token) => fillCart(baseUrl, token, productIds.slice(0, 30))));
  const latencies: number[] = [];
  let errors = 0;
  const batch = async (token: string, random: () => number) => {
    const lines = shuffled(productIds.slice(0, 30), random).slice(0, 5);
    const t0 = performance.now();
    const response = await fetch(`${baseUrl}/api/aspos/cart/lines/batch`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ changes: lines.map((productId) => ({ action: 2, productId, quantity: 1 + Math.floor(random() * 4) })) }),
    });
    await response.arrayBuffer();
    return { ms: performance.now() - t0, ok: response.ok };
  };
  const drive = async (seconds: number, record: boolean) => {
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      tokens.map(async (token, i) => {
        const random = mulberry32(seed * 1000 + i);
        while (performance.now() < until) {
          const { ms, ok } = await batch(token, random);
          if (!record) continue;
          latencies.push(ms);
          if (!ok) errors += 1;
        }
      }),
    );
  };
  await drive(2, false);
  await drive(durationSeconds, true);
  latencies.sort((a, b) => a - b);
  return {
    name: `API cart batch of 5 changes (30 lines, ${tokens.length} customers)`,
    requests: latencies.length,
    errors,
    requestsPerSecond: Math.round(latencies.length / durationSeconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    cacheHits: 0,
  };
}

/** The resident memory (RSS) of a process in MB, from /proc (Linux). */
export async function residentMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kilobytes / 1024);
}

/**
 * The mixed run for the memory reading: every given scenario's paths in turn for `minutes` (the caches on), then the
 * server's RSS. Returns the readings before, once a minute, and after.
 */
export async function measureMemory(
  baseUrl: string,
  pid: number,
  scenarios: readonly Scenario[],
  minutes: number,
): Promise<{ before: number; perMinute: number[]; after: number }> {
  const before = await residentMegabytes(pid);
  const perMinute: number[] = [];
  const until = performance.now() + minutes * 60_000;
  let round = 0;
  while (performance.now() < until) {
    const left = Math.max(1, Math.min(20, Math.round((until - performance.now()) / 1000)));
    const scenario = scenarios[round++ % scenarios.length]!;
    await measure(baseUrl, { ...scenario, durationSeconds: left });
    const elapsedMinutes = minutes - (until - performance.now()) / 60_000;
    if (elapsedMinutes >= perMinute.length + 1) perMinute.push(await residentMegabytes(pid));
  }
  return { before, perMinute, after: await residentMegabytes(pid) };
}

/**
 * CPU seconds (user + system) of a process and every process below it (the embedded PostgreSQL and its backends).
 * Below it, a process's CPU includes that of its children that ended (a backend whose connection closed, counted by
 * the postmaster that reaped it): without them the database's CPU fell whenever a pool closed an idle connection.
 */
export async function treeCpuSeconds(pid: number): Promise<{ server: number; database: number }> {
  const ticks = 100; // USER_HZ on Linux
  const stats = new Map<number, { ppid: number; cpu: number }>();
  let server = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces) in parentheses: state ppid ... utime(14) stime(15)
      // cutime(16) cstime(17), the last two the CPU of its children that ended and were waited for.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const own = Number(fields[11]) + Number(fields[12]);
      if (Number(entry) === pid) server = own / ticks;
      stats.set(Number(entry), { ppid: Number(fields[1]), cpu: (own + Number(fields[13]) + Number(fields[14])) / ticks });
    } catch {
      // the process ended meanwhile
    }
  }
  const below = (root: number): number =>
    [...stats].filter(([, stat]) => stat.ppid === root).reduce((sum, [child, stat]) => sum + stat.cpu + below(child), 0);
  return { server, database: below(pid) };
}

/** `measure`, with the CPU milliseconds per request the server process and its database spent meanwhile. */
export async function measureWithCpu(
  baseUrl: string,
  scenario: Scenario,
  pid: number | undefined,
): Promise<Measurement & { serverCpuMs?: number; databaseCpuMs?: number }> {
  const before = pid ? await treeCpuSeconds(pid) : undefined;
  const result = await measure(baseUrl, scenario);
  if (!pid || !before || result.requests === 0) return result;
  const after = await treeCpuSeconds(pid);
  return {
    ...result,
    serverCpuMs: ((after.server - before.server) * 1000) / result.requests,
    databaseCpuMs: ((after.database - before.database) * 1000) / result.requests,
  };
}
