import { describe, expect, it } from 'vitest';
import { ByteLru } from './search-index-cache.ts';
import { compactDocs, DocSet } from './search-index.ts';

describe('ByteLru: the search index working caches bounded by bytes', () => {
  const bytesOf = (value: Uint8Array) => value.byteLength;

  it('never keeps more than its bound, whatever the sizes of the values', () => {
    const cache = new ByteLru<Uint8Array>(10_000, bytesOf);
    for (let i = 0; i < 500; i++) {
      cache.set(`k${i}`, new Uint8Array((i * 37) % 3_000));
      expect(cache.bytes).toBeLessThanOrEqual(10_000);
    }
    // Entries went out for the new ones, and what is kept adds up to what it counts (values, keys, overhead).
    expect(cache.size).toBeLessThan(500);
    expect(cache.size).toBeGreaterThan(2);
    const keyBytes = (n: number) => 2 * `k${n}`.length;
    const kept = [...cache.values()].reduce((sum, v) => sum + v.byteLength + 96, 0);
    expect(cache.bytes - kept).toBeGreaterThanOrEqual(cache.size * keyBytes(0));
    expect(cache.bytes - kept).toBeLessThanOrEqual(cache.size * keyBytes(499));
  });

  it('lets the least recently used go first: a value asked for again stays', () => {
    const cache = new ByteLru<Uint8Array>(3 * (1_000 + 96 + 2 * 2), bytesOf);
    cache.set('a1', new Uint8Array(1_000));
    cache.set('b1', new Uint8Array(1_000));
    cache.set('c1', new Uint8Array(1_000));
    expect(cache.get('a1')).toBeDefined(); // now b1 is the oldest
    cache.set('d1', new Uint8Array(1_000));
    expect(cache.get('b1')).toBeUndefined();
    expect(cache.get('a1')).toBeDefined();
    expect(cache.get('c1')).toBeDefined();
    expect(cache.get('d1')).toBeDefined();
    expect(cache.size).toBe(3);
  });

  it('counts a value, its key and a fixed overhead per entry', () => {
    const cache = new ByteLru<Uint8Array>(1 << 20, bytesOf);
    cache.set('abcd', new Uint8Array(10));
    expect(cache.bytes).toBe(10 + 4 * 2 + 96);
  });

  it('keeps nothing larger than the whole bound, and counts a replaced value once', () => {
    const cache = new ByteLru<Uint8Array>(2_000, bytesOf);
    cache.set('small', new Uint8Array(100));
    cache.set('huge', new Uint8Array(5_000));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBeDefined();
    const one = cache.bytes;
    cache.set('small', new Uint8Array(100));
    cache.set('small', new Uint8Array(100));
    expect(cache.bytes).toBe(one);
    expect(cache.size).toBe(1);
    cache.set('small', new Uint8Array(50_000)); // too large now: the old value is not kept either
    expect(cache.get('small')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});

describe('compactDocs: a head match as the cache keeps it', () => {
  const setOf = (size: number, docs: number[]) => {
    const set = new DocSet(size);
    set.addAll(docs);
    return set;
  };

  it('keeps a few documents as their numbers (fewer bytes) and answers has() as the bitmap does', () => {
    const size = 100_000;
    const docs = [0, 31, 32, 4_095, 50_000, 99_998, 99_999];
    const set = setOf(size, docs);
    const compact = compactDocs(set);
    expect(compact.byteLength).toBe(docs.length * 4);
    expect(compact.byteLength).toBeLessThan(set.byteLength);
    for (let d = 0; d < size; d++) if (compact.has(d) !== set.has(d)) expect.fail(`document ${d}`);
    expect(compactDocs(new DocSet(size)).byteLength).toBe(0);
  });

  it('keeps the bitmap when the numbers would take more than a quarter of it', () => {
    const size = 10_000;
    const many = Array.from({ length: 400 }, (_, i) => i * 25);
    const set = setOf(size, many);
    expect(compactDocs(set)).toBe(set);
    const few = setOf(size, many.slice(0, 50));
    const compact = compactDocs(few);
    expect(compact).not.toBe(few);
    for (let d = 0; d < size; d++) if (compact.has(d) !== few.has(d)) expect.fail(`document ${d}`);
  });
});
