/**
 * What the server's memory is made of (decision 0023), in MB, for operators: one log line at start and then every
 * MEMORY_LOG_MINUTES. RSS is what the system counts; the heap's young and old generations are bounded by
 * HEAP_SEMI_SPACE_MB and HEAP_LIMIT_MB; `arrayBuffers` (the search index, cached page bodies) and the rest of
 * `external` live outside the heap, in glibc's malloc (MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_KB).
 */
import { getHeapSpaceStatistics } from 'node:v8';

export interface MemoryReport {
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  /** Committed size of V8's young generation (new_space and its large objects). */
  youngMb: number;
  /** Committed size of V8's code spaces. */
  codeMb: number;
  /** Memory of objects outside the heap that V8 knows of, of which `arrayBuffersMb` is ArrayBuffers and Buffers. */
  externalMb: number;
  arrayBuffersMb: number;
}

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

export function memoryReport(): MemoryReport {
  const usage = process.memoryUsage();
  let young = 0;
  let code = 0;
  for (const space of getHeapSpaceStatistics()) {
    if (space.space_name.startsWith('new_')) young += space.physical_space_size;
    if (space.space_name.startsWith('code_')) code += space.physical_space_size;
  }
  return {
    rssMb: mb(usage.rss),
    heapUsedMb: mb(usage.heapUsed),
    heapTotalMb: mb(usage.heapTotal),
    youngMb: mb(young),
    codeMb: mb(code),
    externalMb: mb(usage.external),
    arrayBuffersMb: mb(usage.arrayBuffers),
  };
}

/**
 * Logs `memoryReport()` with the figures of `extra` (the caches' sizes) now and every `minutes` (0: never). The timer
 * does not keep the process alive.
 */
export function startMemoryLog(
  log: (report: MemoryReport & Record<string, number>) => void,
  minutes: number,
  extra: () => Record<string, number> = () => ({}),
): { stop(): void } {
  if (minutes <= 0) return { stop() {} };
  const report = () => log({ ...memoryReport(), ...extra() });
  report();
  const timer = setInterval(report, minutes * 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
