/**
 * The order upload benchmark (issue 17): a customer's 5,000-line CSV checked line by line (`POST cart/upload/check`),
 * one request at a time as a customer uploads it. Target: under 2 seconds on this machine. The file mixes product
 * numbers, barcodes and supplier codes of real products with unknown codes and a few duplicates, as a till export does.
 */
import type { Database } from '../packages/db/src/client.ts';
import { percentile, type Measurement } from './load.ts';

export const UPLOAD_SCENARIO = 'API order upload check (5,000-line CSV)';
const LINES = 5_000;
const WARMUP = 1;

/** A 5,000-line order list in Dutch Excel's CSV (semicolon) from the bench catalogue's codes. */
export async function benchOrderFile(database: Database): Promise<string> {
  const { rows } = await database.pool.query<{ number: string; scan_code: string | null; supplier_product_code: string | null }>(
    `select number, scan_code, supplier_product_code from products where not is_virtual order by id limit $1`,
    [LINES],
  );
  if (rows.length === 0) throw new Error('the bench catalogue has no products');
  const lines = ['Artikelnummer;Aantal'];
  for (let i = 0; i < LINES; i++) {
    const product = rows[i % rows.length]!;
    const kind = i % 4;
    const code =
      i % 50 === 49
        ? `ONBEKEND-${i}`
        : kind === 1 && product.scan_code
          ? product.scan_code
          : kind === 2 && product.supplier_product_code
            ? product.supplier_product_code
            : product.number;
    lines.push(`${code};${(i % 12) + 1}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Uploads the file `rounds` times (after one warm-up) and measures each check. */
export async function measureUploadCheck(baseUrl: string, token: string, csv: string, rounds: number): Promise<Measurement> {
  const latencies: number[] = [];
  let errors = 0;
  let measuredMs = 0;
  for (let round = -WARMUP; round < rounds; round++) {
    const form = new FormData();
    form.set('file', new File([csv], 'bestelling.csv', { type: 'text/csv' }));
    const t0 = performance.now();
    const response = await fetch(`${baseUrl}/api/aspos/cart/upload/check`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await response.json()) as { Data?: { Lines: unknown[] } };
    const ms = performance.now() - t0;
    if (round < 0) continue;
    latencies.push(ms);
    measuredMs += ms;
    if (response.status !== 200 || body.Data?.Lines.length !== LINES) errors += 1;
  }
  latencies.sort((a, b) => a - b);
  return {
    name: UPLOAD_SCENARIO,
    requests: latencies.length,
    errors,
    requestsPerSecond: Math.round((latencies.length / (measuredMs / 1000)) * 10) / 10,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    cacheHits: 0,
  };
}
