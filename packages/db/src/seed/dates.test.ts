import { describe, expect, it } from 'vitest';
import { addDays, isoDay, monthCampaign, quarterCampaign, startOfUtcDay, sundaysBetween } from './dates.ts';

describe('seed dates', () => {
  const reference = new Date(Date.UTC(2026, 10, 1));

  it('formats campaign banners relative to the reference day', () => {
    expect(monthCampaign(reference)).toBe('Actie 11-2026');
    expect(monthCampaign(reference, 2)).toBe('Actie 01-2027');
    expect(monthCampaign(reference, -3)).toBe('Actie 08-2026');
    expect(quarterCampaign(reference)).toBe('Q4-2026');
    expect(quarterCampaign(reference, 1)).toBe('Q1-2027');
    expect(quarterCampaign(reference, -1)).toBe('Q3-2026');
  });

  it('works in UTC calendar days', () => {
    expect(isoDay(startOfUtcDay(new Date('2026-11-21T23:59:00Z')))).toBe('2026-11-21');
    expect(isoDay(addDays(reference, -1))).toBe('2026-10-31');
    expect(sundaysBetween(new Date('2026-12-01T00:00:00Z'), new Date('2026-12-25T00:00:00Z')).map(isoDay)).toEqual([
      '2026-12-06',
      '2026-12-13',
      '2026-12-20',
    ]);
  });
});
