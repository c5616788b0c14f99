import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryReport, startMemoryLog } from './memory-report.ts';

describe('memory report (decision 0023)', () => {
  afterEach(() => vi.useRealTimers());

  it('reports the process memory in MB, the parts within the whole', () => {
    const before = memoryReport();
    const held = new Uint8Array(8 * 2 ** 20).fill(1);
    const report = memoryReport();
    expect(report.arrayBuffersMb - before.arrayBuffersMb).toBeGreaterThanOrEqual(7.9);
    expect(report.heapUsedMb).toBeGreaterThan(0);
    expect(report.heapUsedMb).toBeLessThanOrEqual(report.heapTotalMb);
    expect(report.youngMb).toBeGreaterThan(0);
    expect(report.youngMb).toBeLessThan(report.heapTotalMb);
    expect(report.arrayBuffersMb).toBeLessThanOrEqual(report.externalMb);
    expect(report.rssMb).toBeGreaterThan(report.heapUsedMb);
    expect(held[0]).toBe(1);
  });

  it('logs at once and every interval with the extra figures, and stops', () => {
    vi.useFakeTimers();
    const lines: Record<string, number>[] = [];
    const log = startMemoryLog(
      (report) => lines.push(report),
      10,
      () => ({ pageCacheMb: 1.5 }),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ pageCacheMb: 1.5, rssMb: expect.any(Number) });
    vi.advanceTimersByTime(10 * 60_000);
    expect(lines).toHaveLength(2);
    log.stop();
    vi.advanceTimersByTime(30 * 60_000);
    expect(lines).toHaveLength(2);
  });

  it('logs nothing with 0 minutes', () => {
    const lines: unknown[] = [];
    startMemoryLog((report) => lines.push(report), 0).stop();
    expect(lines).toHaveLength(0);
  });
});
