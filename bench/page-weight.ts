/**
 * `npm run bench:weight -- --url http://localhost:3000`: the page weight on a phone (issue 19). Runs Lighthouse 13
 * (mobile: its default simulated slow 4G and 4× slower CPU) with Debian's Chromium against a shop that is already
 * running (it builds and starts nothing), on four pages: home, a lister, a product page (the lister's first product)
 * and a search. Prints the median of `--runs` runs (default 3) per page: performance score, LCP, TBT, the JavaScript
 * transferred, and the accessibility audits that fail. A benchmark, not a test: timings on a shared machine vary, so
 * compare before and after on the same machine and load (docs/performance.md, "Page weight on a phone").
 *
 *   npm run bench:weight -- --url http://localhost:3000 --runs 5
 *   npm run bench:weight -- --url http://localhost:3000 --json weight.json   also writes every run's figures
 *   npm run bench:weight -- --build    no Lighthouse: the JavaScript each of the four pages loads first, from the build
 *                                      output (React Router's browser manifest and the Dutch catalogue's parts), gzip
 *                                      and Brotli as the server sends it (npm run build first)
 *
 * Lighthouse is fetched by npx on first use (pinned below; it is not a dependency of the project: 170 MB), Chromium
 * is CHROME_PATH or /usr/bin/chromium.
 */
import { execFile } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs, promisify } from 'node:util';
import { findChromium } from '../e2e/support/chromium.ts';
import { ROOT } from '../e2e/support/shop-process.ts';

const LIGHTHOUSE = 'lighthouse@13.5.0';
const run = promisify(execFile);

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    runs: { type: 'string', default: '3' },
    lister: { type: 'string', default: '/product/lister/hond' },
    search: { type: 'string', default: '/zoek/hondenvoer' },
    json: { type: 'string' },
    build: { type: 'boolean', default: false },
  },
});

interface Figures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  jsKb: number;
  jsRequests: number;
  failingA11y: string[];
}

interface LighthouseReport {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      score: number | null;
      numericValue?: number;
      details?: { items?: { resourceType?: string; transferSize?: number; requestCount?: number }[] };
    }
  >;
}

/** The first product the lister shows: a product page that exists in any catalogue. */
async function firstProduct(base: string, lister: string): Promise<string> {
  const html = await (await fetch(`${base}${lister}`)).text();
  const href = /href="(\/product\/detail\/[^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error(`No product link on ${lister}`);
  return href;
}

/** One Lighthouse run; its JSON report, or the reason it has none. */
async function lighthouseReport(url: string, chrome: string): Promise<LighthouseReport | string> {
  try {
    const { stdout } = await run(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        url,
        '--quiet',
        '--output=json',
        '--output-path=stdout',
        '--only-categories=performance,accessibility',
        '--chrome-flags=--headless=new --no-sandbox',
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 256 * 1024 * 1024 },
    );
    const report = JSON.parse(stdout) as LighthouseReport;
    return report.runtimeError ? `${report.runtimeError.code}: ${report.runtimeError.message}` : report;
  } catch (error) {
    // Lighthouse exits non-zero on a runtime error (on a loaded machine now and then NO_NAVSTART: "run it again").
    return error instanceof Error ? error.message.split('\n')[1] || error.message.split('\n')[0]! : String(error);
  }
}

async function lighthouse(url: string, chrome: string): Promise<Figures> {
  let report: LighthouseReport | string = '';
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    report = await lighthouseReport(url, chrome);
    if (typeof report !== 'string') break;
    console.error(`${url}: attempt ${attempt}: ${report}`);
  }
  if (typeof report === 'string') throw new Error(`${url}: no Lighthouse report after 3 attempts (${report})`);
  const audit = (id: string) => report.audits[id]!;
  const scripts = audit('resource-summary').details?.items?.find((item) => item.resourceType === 'script');
  const accessibility = report.categories.accessibility!;
  return {
    performance: Math.round((report.categories.performance!.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint').numericValue ?? NaN,
    tbtMs: audit('total-blocking-time').numericValue ?? NaN,
    fcpMs: audit('first-contentful-paint').numericValue ?? NaN,
    jsKb: (scripts?.transferSize ?? 0) / 1024,
    jsRequests: scripts?.requestCount ?? 0,
    failingA11y: accessibility.auditRefs.filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
  };
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The first JavaScript of each page in the build: the entry, the root and the page's route with their imports. */
async function buildSizes() {
  const client = path.join(ROOT, 'apps/storefront/build/client');
  // The server build: its entry and the chunks beside it (the catalogue's chunk map may be in one of those).
  const serverDir = path.join(ROOT, 'apps/storefront/build/server');
  const serverFiles = ['index.js', ...(await readdir(path.join(serverDir, 'assets')).catch(() => [])).map((name) => `assets/${name}`)];
  const server = (
    await Promise.all(serverFiles.filter((name) => name.endsWith('.js')).map((name) => readFile(path.join(serverDir, name), 'utf8')))
  ).join('\n');
  // The manifest and the catalogue parts this build's server names (an older build's files may lie beside them).
  const manifestFile = /\/assets\/(manifest-[\w-]+\.js)/.exec(server)?.[1];
  if (!manifestFile) throw new Error('No build: run `npm run build` first.');
  type Entry = { module: string; imports?: string[] };
  const manifest = JSON.parse(
    (await readFile(path.join(client, 'assets', manifestFile), 'utf8')).replace(/^window.__reactRouterManifest=/, '').replace(/;\s*$/, ''),
  ) as { entry: Entry; routes: Record<string, Entry> };
  const object = (name: string) => JSON.parse(new RegExp(`${name} = (\\{[^}]*\\})`).exec(server)?.[1] ?? '{}') as Record<string, string>;
  const catalogueChunks = object('catalogueChunks');
  const routeParts = object('routeParts');
  const size = async (file: string) => {
    const content = await readFile(path.join(client, file));
    // The server sends a file as it is where compressing would not make it smaller (vite.plugins.ts).
    return {
      gzip: Math.min(content.length, zlib.gzipSync(content, { level: 9 }).length),
      brotli: Math.min(content.length, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length),
    };
  };
  console.log('| page | files | gzip KB | Brotli KB |');
  console.log('|---|--:|--:|--:|');
  for (const [name, route] of [
    ['home', 'routes/home'],
    ['lister', 'routes/catalogue/lister'],
    ['product page', 'routes/catalogue/product'],
    ['search', 'routes/catalogue/search'],
  ] as const) {
    // The Dutch catalogue's parts: the shell's and the route's (decision 0018).
    const parts = [catalogueChunks.nl, catalogueChunks[`nl-${routeParts[route] ?? ''}`]].filter((file) => file !== undefined);
    const files = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? []), ...parts]);
    for (const id of ['root', route]) {
      const entry = manifest.routes[id]!;
      files.add(entry.module);
      for (const file of entry.imports ?? []) files.add(file);
    }
    let gzip = 0;
    let brotli = 0;
    for (const file of files) {
      const sizes = await size(file);
      gzip += sizes.gzip;
      brotli += sizes.brotli;
    }
    console.log(`| ${name} | ${files.size} | ${(gzip / 1024).toFixed(1)} | ${(brotli / 1024).toFixed(1)} |`);
  }
}

async function main() {
  if (values.build) return buildSizes();
  const chrome = findChromium();
  if (!chrome) throw new Error('No Chromium: install Debian’s chromium or set CHROME_PATH.');
  const base = values.url.replace(/\/$/, '');
  const runs = Math.max(1, Number(values.runs));
  const pages: [string, string][] = [
    ['home', '/'],
    ['lister', values.lister],
    ['product page', await firstProduct(base, values.lister)],
    ['search', values.search],
  ];
  console.log(`Lighthouse ${LIGHTHOUSE.split('@')[1]} mobile, ${chrome}, ${runs} run(s) per page, against ${base}`);
  console.log(
    `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load average ${os.loadavg()[0]!.toFixed(1)}, ${new Date().toISOString()}`,
  );
  const all: Record<string, Figures[]> = {};
  const rows: string[][] = [];
  for (const [name, path] of pages) {
    const figures: Figures[] = [];
    // One run at a time: Lighthouse's simulation reads the CPU it sees, so parallel runs would slow each other down.
    for (let i = 0; i < runs; i += 1) figures.push(await lighthouse(`${base}${path}`, chrome));
    all[path] = figures;
    const pick = (key: 'performance' | 'lcpMs' | 'tbtMs' | 'fcpMs' | 'jsKb' | 'jsRequests') => median(figures.map((f) => f[key]));
    rows.push([
      `${name} (${path.length > 40 ? `${path.slice(0, 39)}…` : path})`,
      String(pick('performance')),
      (pick('lcpMs') / 1000).toFixed(2),
      (pick('fcpMs') / 1000).toFixed(2),
      String(Math.round(pick('tbtMs'))),
      pick('jsKb').toFixed(1),
      String(pick('jsRequests')),
      [...new Set(figures.flatMap((f) => f.failingA11y))].join(', ') || '—',
    ]);
  }
  const header = ['page', 'performance', 'LCP s', 'FCP s', 'TBT ms', 'JS KB', 'JS files', 'failing a11y audits'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 || i === 7 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i === 0 || i === 7 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  console.log('Targets (issue 19): performance ≥ 95, LCP ≤ 1.5 s, JavaScript on the product page ≤ 120 KB.');
  if (values.json) await writeFile(values.json, `${JSON.stringify(all, null, 2)}\n`);
}

await main();
