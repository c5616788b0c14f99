import { describe, expect, it } from 'vitest';
import { selectDiscount } from './discounts.ts';

describe('selectDiscount', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const d = (id: number, start: string, end: string, priceListId: number | null = null, flyerCode = 'FOLDER') => ({
    id,
    flyerCode,
    priceListId,
    startDate: new Date(start),
    endDate: new Date(end),
  });
  it('prefers the discount active today', () => {
    const list = [d(1, '2026-11-10', '2026-11-20T08:00:00Z'), d(2, '2026-11-21', '2026-11-30')];
    expect(selectDiscount(list, 'folder', null, now)?.id).toBe(2);
  });
  it('falls back to one that ended within the last two days, not earlier', () => {
    expect(selectDiscount([d(1, '2026-11-10', '2026-11-20')], 'FOLDER', null, now)?.id).toBe(1);
    expect(selectDiscount([d(1, '2026-11-01', '2026-11-18')], 'FOLDER', null, now)).toBeNull();
  });
  it('matches the price list and the flyer code', () => {
    const list = [d(1, '2026-11-20', '2026-11-30', 7)];
    expect(selectDiscount(list, 'FOLDER', null, now)).toBeNull();
    expect(selectDiscount(list, 'FOLDER', 7, now)?.id).toBe(1);
    expect(selectDiscount(list, 'OTHER', 7, now)).toBeNull();
    expect(selectDiscount(list, '  ', 7, now)).toBeNull();
  });
  it('ignores future discounts', () => {
    expect(selectDiscount([d(1, '2026-11-25', '2026-11-30')], 'FOLDER', null, now)).toBeNull();
  });
});
