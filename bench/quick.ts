/**
 * Issue 19's scenarios against a shop that is already running (A/B on a shared machine, profiling a process started by
 * hand), with the CPU milliseconds per request of the server process and of its database when its pid is given:
 *   node --import tsx bench/quick.ts http://127.0.0.1:4000 [--pid N] [--database-url URL] [words of scenario names...]
 * With `--database-url` (the shop's database) also the cold search and suggestion rows of issue 19 (5,000 distinct
 * keywords and prefixes of bench/search-workload.ts, each asked once).
 * BENCH_SECONDS (default 10) per scenario, after 2 s of warm-up.
 */
import { parseArgs } from 'node:util';
import { customerPageScenarios, listOf48Scenario, measureWithCpu, productUrlScenario } from './customer-pages.ts';
import { connect } from '@toonbank/db/client';
import { formatTable, measure, type Measurement, type Scenario } from './load.ts';
import { loadSearchVocabulary, searchWorkload } from './search-workload.ts';

const { values, positionals } = parseArgs({
  options: { pid: { type: 'string' }, seed: { type: 'string', default: '19' }, 'database-url': { type: 'string' } },
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
].filter((s) => words.length === 0 || words.some((w) => s.name.includes(w)));
const results: (Measurement & { serverCpuMs?: number; databaseCpuMs?: number })[] = [];
for (const scenario of scenarios) {
  // The cold rows warm up on other paths than the measured ones: those must reach the shop cold.
  const warmUp = 'warmUp' in scenario ? scenario.warmUp : undefined;
  if (warmUp) for (const path of warmUp) await (await fetch(`${baseUrl}${path}`)).arrayBuffer();
  await measure(baseUrl, { ...scenario, ...(warmUp ? { paths: warmUp, once: false } : {}), durationSeconds: 2 });
  results.push(await measureWithCpu(baseUrl, scenario, pid));
}
console.log(formatTable(results));
if (pid) {
  for (const r of results) {
    console.log(`${r.name}: CPU per request ${r.serverCpuMs?.toFixed(1)} ms server, ${r.databaseCpuMs?.toFixed(1)} ms database`);
  }
}
