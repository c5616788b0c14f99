import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { formatTable, measure, percentile, shareOut, turned } from './load.ts';

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

describe('shareOut', () => {
  it('splits like autocannon splits an amount: the first ones get one more', () => {
    const shares = shareOut([1, 2, 3, 4, 5, 6, 7], 3);
    expect(shares).toEqual([
      [1, 2, 3],
      [4, 5],
      [6, 7],
    ]);
  });
});

describe('turned', () => {
  it('starts each round at its own part of the paths and keeps every path', () => {
    const paths = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect([0, 1, 2].map((round) => turned(paths, round, 3))).toEqual([
      ['a', 'b', 'c', 'd', 'e', 'f'],
      ['c', 'd', 'e', 'f', 'a', 'b'],
      ['e', 'f', 'a', 'b', 'c', 'd'],
    ]);
    expect(turned(['only'], 5, 6)).toEqual(['only']);
    expect(turned([], 1, 6)).toEqual([]);
  });
});

describe('measure, every path once', () => {
  it('asks each of the paths exactly once over 16 connections', async () => {
    const asked: string[] = [];
    const server = createServer((request, response) => {
      asked.push(request.url ?? '');
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const paths = Array.from({ length: 203 }, (_, i) => `/search?q=${i}`);
      const result = await measure(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, { name: 'once', paths, once: true });
      expect(result.requests).toBe(203);
      expect(result.errors).toBe(0);
      expect(asked.toSorted()).toEqual(paths.toSorted());
    } finally {
      server.close();
    }
  });
});
