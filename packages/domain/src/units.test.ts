import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MAX_INT4, MINUTE_MS } from './units.ts';

describe('units', () => {
  it('names a minute, an hour and a day in milliseconds, and the int4 maximum', () => {
    expect(MINUTE_MS).toBe(60 * 1000);
    expect(HOUR_MS).toBe(60 * 60 * 1000);
    expect(DAY_MS).toBe(new Date('2026-01-02T00:00:00Z').getTime() - new Date('2026-01-01T00:00:00Z').getTime());
    expect(MAX_INT4).toBe(2 ** 31 - 1);
  });
});
