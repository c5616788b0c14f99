import autocannon from 'autocannon';

export interface Scenario {
  name: string;
  /** One path, or several that the connections take in turn (a realistic mix). */
  paths: string[];
  connections?: number;
  durationSeconds?: number;
  headers?: Record<string, string>;
  /** Headers per path (same order as `paths`; e.g. each path as another customer), instead of `headers` for that path. */
  pathHeaders?: readonly Record<string, string>[];
  /**
   * Every path asked exactly once (the long-tail rows): the paths are split over the connections, each connection
   * asks its own share in order, and the scenario ends when all are answered (no duration; req/s from the elapsed time).
   */
  once?: boolean;
  /**
   * Each connection starts at another place in `paths` (connection i at i/connections of the list), so connections do
   * not ask for the same path at the same moment (autocannon's connections otherwise walk the list in step).
   */
  spread?: boolean;
}

export interface Measurement {
  name: string;
  requests: number;
  errors: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Share of responses served from the anonymous page cache (`x-toonbank-cache: hit`), 0..1. */
  cacheHits: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

/** Runs one scenario with autocannon and computes exact percentiles from every response time. */
export async function measure(baseUrl: string, scenario: Scenario): Promise<Measurement> {
  const latencies: number[] = [];
  let errors = 0;
  let cacheHits = 0;
  const connections = scenario.once ? Math.min(scenario.connections ?? 16, scenario.paths.length) : (scenario.connections ?? 16);
  const requests: autocannon.Request[] = scenario.paths.map((path, i) => ({
    method: 'GET' as const,
    path,
    headers: scenario.pathHeaders?.[i] ?? scenario.headers,
  }));
  const shares = scenario.once ? shareOut(requests, connections) : [];
  let clients = 0;
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        ...(scenario.once ? { amount: requests.length } : { duration: scenario.durationSeconds ?? 10 }),
        requests,
        setupClient: (client) => {
          // Clients are set up in order. Once: the n-th one is allowed as many requests as its share holds
          // (autocannon's split of `amount`), so every path is asked once. Spread: connection i starts at i/connections
          // of the list, so connections do not ask for the same path at the same moment.
          if (scenario.once) client.setRequests(shares[clients++]!);
          else if (scenario.spread) {
            const start = Math.floor((clients++ * requests.length) / connections);
            client.setRequests([...requests.slice(start), ...requests.slice(0, start)]);
          }
          // Raw response headers: [name, value, name, value, ...].
          (client as unknown as NodeJS.EventEmitter).on('headers', ({ headers }: { headers: string[] }) => {
            for (let i = 0; i < headers.length; i += 2) {
              if (headers[i]!.toLowerCase() === 'x-toonbank-cache' && headers[i + 1] === 'hit') cacheHits += 1;
            }
          });
        },
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 400) errors += 1;
      latencies.push(responseTime);
    });
  });
  const seconds = scenario.once ? (performance.now() - started) / 1000 : (scenario.durationSeconds ?? 10);
  latencies.sort((a, b) => a - b);
  return {
    name: scenario.name,
    requests: latencies.length,
    errors: errors + result.errors + result.timeouts,
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    cacheHits: latencies.length > 0 ? cacheHits / latencies.length : 0,
  };
}

/** Splits `items` over `connections` in autocannon's way of splitting an `amount`: the first `length % connections` get one more. */
export function shareOut<T>(items: readonly T[], connections: number): T[][] {
  const shares: T[][] = [];
  let start = 0;
  for (let i = 0; i < connections; i++) {
    const size = Math.floor(items.length / connections) + (i < items.length % connections ? 1 : 0);
    shares.push(items.slice(start, start + size));
    start += size;
  }
  return shares;
}

export function formatTable(rows: readonly Measurement[]): string {
  const header = ['scenario', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'requests', 'errors', 'cache hits'];
  const lines = rows.map((r) =>
    [
      r.name,
      r.requestsPerSecond,
      r.p50.toFixed(1),
      r.p95.toFixed(1),
      r.p99.toFixed(1),
      r.requests,
      r.errors,
      `${Math.round(r.cacheHits * 100)}%`,
    ].map(String),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const row = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [row(header), rule, ...lines.map(row)].join('\n');
}

/** `paths` turned so that round `round` of `rounds` starts at its own part of them (bench/ab.ts). */
export function turned<T>(paths: readonly T[], round: number, rounds: number): T[] {
  const start = Math.floor((round * paths.length) / rounds) % Math.max(1, paths.length);
  return [...paths.slice(start), ...paths.slice(0, start)];
}
