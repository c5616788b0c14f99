import { describe, expect, it } from 'vitest';
import { formatTable, percentile } from './load.ts';

describe('percentile', () => {
  const values = Array.from({ length: 100 }, (_, i) => i + 1);
  it('takes the nearest-rank percentile', () => {
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
  });
  it('is 0 for no values', () => {
    expect(percentile([], 95)).toBe(0);
  });
});

describe('formatTable', () => {
  it('prints a markdown table', () => {
    const table = formatTable([{ name: 'home', requests: 10, errors: 0, requestsPerSecond: 1, p50: 1, p95: 2, p99: 3, cacheHits: 0.876 }]);
    expect(table.split('\n')).toHaveLength(3);
    expect(table).toContain('| home     |');
    expect(table.split('\n')[2]).toMatch(/\|\s+88% \|$/);
  });
});
