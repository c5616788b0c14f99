import { describe, expect, it } from 'vitest';
import { charmPrice, tierPrices } from './prices.ts';
import { Random } from './random.ts';

describe('charmPrice', () => {
  it('ends prices in shop endings and stays near the raw price', () => {
    const random = new Random(1);
    for (const raw of [120, 449, 999.5, 1234, 4999, 8950, 25_000]) {
      const price = charmPrice(raw, random);
      expect([95, 99, 49, 45, 29, 79, 0]).toContain(price % 100);
      expect(price).toBeGreaterThan(raw * 0.85);
      expect(price).toBeLessThan(raw * 1.15 + 100);
    }
  });

  it('stays above a minimum', () => {
    const random = new Random(2);
    expect(charmPrice(1000, random, 1295)).toBeGreaterThan(1295);
  });
});

describe('tierPrices', () => {
  it('gives strictly falling unit prices below the list price', () => {
    const prices = tierPrices(1299, [0.05, 0.1, 0.15], new Random(3));
    expect(prices).toHaveLength(3);
    expect(prices[0]).toBeLessThan(1299);
    expect(prices[1]).toBeLessThan(prices[0] as number);
    expect(prices[2]).toBeLessThan(prices[1] as number);
  });
});
