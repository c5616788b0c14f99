/**
 * Issue 19's scenarios against a shop that is already running (A/B on a shared machine, profiling a process started by
 * hand), with the CPU milliseconds per request of the server process and of its database when its pid is given:
 *   node --import tsx bench/quick.ts http://127.0.0.1:4000 [--pid N] [words of scenario names...]
 * BENCH_SECONDS (default 10) per scenario, after 2 s of warm-up.
 */
import { parseArgs } from 'node:util';
import { customerPageScenarios, listOf48Scenario, measureWithCpu, productUrlScenario } from './customer-pages.ts';
import { formatTable, measure, type Measurement } from './load.ts';

const { values, positionals } = parseArgs({
  options: { pid: { type: 'string' }, seed: { type: 'string', default: '19' } },
  allowPositionals: true,
});
const [baseUrl = 'http://127.0.0.1:4000', ...words] = positionals;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const seed = Number(values.seed);
const pid = values.pid ? Number(values.pid) : undefined;
const scenarios = [
  ...(await customerPageScenarios(baseUrl, seed, seconds)),
  await productUrlScenario(baseUrl, seed, seconds),
  listOf48Scenario(seconds),
].filter((s) => words.length === 0 || words.some((w) => s.name.includes(w)));
const results: (Measurement & { serverCpuMs?: number; databaseCpuMs?: number })[] = [];
for (const scenario of scenarios) {
  await measure(baseUrl, { ...scenario, durationSeconds: 2 });
  results.push(await measureWithCpu(baseUrl, scenario, pid));
}
console.log(formatTable(results));
if (pid) {
  for (const r of results) {
    console.log(`${r.name}: CPU per request ${r.serverCpuMs?.toFixed(1)} ms server, ${r.databaseCpuMs?.toFixed(1)} ms database`);
  }
}
