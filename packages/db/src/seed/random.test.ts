import { describe, expect, it } from 'vitest';
import { Random, deriveSeed, mulberry32 } from './random.ts';

describe('mulberry32', () => {
  it('is deterministic per seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(first[0]).toBeCloseTo(0.6011037519201636, 12);
  });

  it('gives different streams for different seeds and stays in [0, 1)', () => {
    const a = mulberry32(1);
    const b = mulberry32(2);
    expect(a()).not.toBe(b());
    const next = mulberry32(7);
    for (let i = 0; i < 10_000; i++) {
      const value = next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe('Random', () => {
  it('forks independent, reproducible streams', () => {
    const root = new Random(2026);
    const used = new Random(2026);
    used.next();
    used.next();
    expect(root.fork('products').next()).toBe(used.fork('products').next());
    expect(root.fork('products').next()).not.toBe(root.fork('brands').next());
    expect(deriveSeed(2026, 'x')).toBe(deriveSeed(2026, 'x'));
  });

  it('keeps int within bounds and reaches both ends', () => {
    const random = new Random(3);
    const seen = new Set<number>();
    for (let i = 0; i < 1000; i++) seen.add(random.int(1, 4));
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it('picks by weight', () => {
    const random = new Random(5);
    let heavy = 0;
    for (let i = 0; i < 10_000; i++)
      if (
        random.weighted([
          ['a', 9],
          ['b', 1],
        ] as const) === 'a'
      )
        heavy++;
    expect(heavy).toBeGreaterThan(8500);
    expect(heavy).toBeLessThan(9500);
  });

  it('samples distinct items and shuffles without losing any', () => {
    const random = new Random(9);
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(new Set(random.sample(items, 5)).size).toBe(5);
    expect(random.sample(items, 20)).toHaveLength(8);
    expect(random.shuffle(items).sort()).toEqual(items);
    expect(() => random.pick([])).toThrow();
  });

  it('makes digit strings', () => {
    expect(new Random(1).digits(8)).toMatch(/^\d{8}$/);
  });
});
