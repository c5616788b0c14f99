/**
 * Two running shops side by side, interleaved, for an A/B of CPU per request on a host whose speed drifts (issue 19):
 *   node --import tsx bench/ab.ts --a http://127.0.0.1:5990 --a-pid N --b http://127.0.0.1:5992 --b-pid M [--rounds 6]
 *        [--slice 4] [words of scenario names...]
 * Both shops must hold the same catalogue (e.g. a copy of one bench database each) and be warm. Each round measures
 * every scenario on A and on B for `--slice` seconds each, one shop at a time (A first in even rounds, B first in odd
 * ones), so a change of the host's speed during the run falls on both alike. A round asks another part of the
 * scenario's paths than the round before (the same part on A and B). Prints per scenario the server and database CPU
 * milliseconds per request of each shop over all rounds, B / A, and B / A of each round (lowest, median, highest):
 * when the rounds' ratios straddle 1, the difference is not readable on this host.
 * Run it once with the same build on both shops to see the noise floor (docs/performance.md).
 */
import { parseArgs } from 'node:util';
import { customerPageScenarios, listOf48Scenario, measureWithCpu, productUrlScenario } from './customer-pages.ts';
import { measure, turned, type Scenario } from './load.ts';

const { values, positionals: words } = parseArgs({
  options: {
    a: { type: 'string' },
    'a-pid': { type: 'string' },
    b: { type: 'string' },
    'b-pid': { type: 'string' },
    rounds: { type: 'string', default: '6' },
    slice: { type: 'string', default: '4' },
    seed: { type: 'string', default: '19' },
  },
  allowPositionals: true,
});
if (!values.a || !values.b || !values['a-pid'] || !values['b-pid']) {
  throw new Error('Usage: bench/ab.ts --a URL --a-pid N --b URL --b-pid M [--rounds 6] [--slice 4] [words...]');
}
const rounds = Number(values.rounds);
const slice = Number(values.slice);
const seed = Number(values.seed);

/** A shop under test: its address, its server's pid and its own scenarios (its own logins). */
interface Shop {
  label: 'A' | 'B';
  url: string;
  pid: number;
  scenarios: Scenario[];
}

async function shop(label: 'A' | 'B', url: string, pid: number): Promise<Shop> {
  const scenarios = [
    ...(await customerPageScenarios(url, seed, slice)),
    await productUrlScenario(url, seed, slice),
    listOf48Scenario(slice),
  ].filter((s) => words.length === 0 || words.some((w) => s.name.includes(w)));
  return { label, url, pid, scenarios };
}

interface Totals {
  requests: number;
  serverCpuMs: number;
  databaseCpuMs: number;
  p95s: number[];
}

const shops = [await shop('A', values.a, Number(values['a-pid'])), await shop('B', values.b, Number(values['b-pid']))];
const names = shops[0]!.scenarios.map((s) => s.name);
if (shops[1]!.scenarios.map((s) => s.name).join('\n') !== names.join('\n')) {
  throw new Error('The two shops do not have the same scenarios (the same catalogue?).');
}
console.log(`${rounds} rounds of ${slice} s per scenario and shop; scenarios: ${names.join('; ')}`);
// Warm-up: every scenario on both shops, 2 s each.
for (const s of shops) for (const scenario of s.scenarios) await measure(s.url, { ...scenario, durationSeconds: 2 });

const totals = names.map(() => ({ A: newTotals(), B: newTotals(), ratios: [] as number[] }));
function newTotals(): Totals {
  return { requests: 0, serverCpuMs: 0, databaseCpuMs: 0, p95s: [] };
}
for (let round = 0; round < rounds; round++) {
  for (const [index, name] of names.entries()) {
    const perRound: Record<string, number> = {};
    for (const s of round % 2 === 0 ? shops : [...shops].reverse()) {
      const scenario = s.scenarios[index]!;
      const result = await measureWithCpu(s.url, { ...scenario, paths: turned(scenario.paths, round, rounds) }, s.pid);
      if (result.errors > 0) throw new Error(`${s.label} answered ${result.errors} errors on "${name}"`);
      const total = totals[index]![s.label];
      total.requests += result.requests;
      total.serverCpuMs += (result.serverCpuMs ?? 0) * result.requests;
      total.databaseCpuMs += (result.databaseCpuMs ?? 0) * result.requests;
      total.p95s.push(result.p95);
      perRound[s.label] = (result.serverCpuMs ?? 0) + (result.databaseCpuMs ?? 0);
    }
    totals[index]!.ratios.push(perRound.B! / perRound.A!);
  }
  console.log(`round ${round + 1} of ${rounds} done`);
}

const median = (numbers: readonly number[]) => {
  const sorted = [...numbers].sort((x, y) => x - y);
  return sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
};
const perRequest = (t: Totals) => ({ server: t.serverCpuMs / t.requests, database: t.databaseCpuMs / t.requests });
console.log(
  '\n| scenario | A CPU ms/req (server + db) | B CPU ms/req (server + db) | B / A | B / A per round (low, median, high) | A / B p95 ms (median of rounds) |',
);
console.log('|---|--:|--:|--:|--:|--:|');
for (const [index, name] of names.entries()) {
  const { A, B, ratios } = totals[index]!;
  const a = perRequest(A);
  const b = perRequest(B);
  const ratio = (b.server + b.database) / (a.server + a.database);
  console.log(
    `| ${name} | ${a.server.toFixed(2)} + ${a.database.toFixed(2)} | ${b.server.toFixed(2)} + ${b.database.toFixed(2)} | ${ratio.toFixed(3)} | ` +
      `${Math.min(...ratios).toFixed(2)}, ${median(ratios).toFixed(2)}, ${Math.max(...ratios).toFixed(2)} | ` +
      `${median(A.p95s).toFixed(1)} / ${median(B.p95s).toFixed(1)} |`,
  );
}
