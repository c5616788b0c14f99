/**
 * Issue 19's scenarios against a shop that is already running (for profiling a process started by hand):
 *   node --import tsx bench/quick.ts http://127.0.0.1:4000 [words of scenario names...]
 */
import { customerPageScenarios, listOf48Scenario, productUrlScenario } from './customer-pages.ts';
import { formatTable, measure, type Measurement } from './load.ts';

const [baseUrl = 'http://127.0.0.1:4000', ...words] = process.argv.slice(2);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const scenarios = [
  ...(await customerPageScenarios(baseUrl, 19, seconds)),
  await productUrlScenario(baseUrl, 19, seconds),
  listOf48Scenario(seconds),
].filter((s) => words.length === 0 || words.some((w) => s.name.includes(w)));
const results: Measurement[] = [];
for (const scenario of scenarios) {
  await measure(baseUrl, { ...scenario, durationSeconds: 2 });
  results.push(await measure(baseUrl, scenario));
  console.log(formatTable(results.slice(-1)));
}
console.log(formatTable(results));
