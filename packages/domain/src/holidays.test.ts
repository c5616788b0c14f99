import { describe, expect, it } from 'vitest';
import { dutchHolidays, easterSunday } from './holidays.ts';

describe('easterSunday', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('%i', (year, expected) => {
    expect(easterSunday(year).toISOString().slice(0, 10)).toBe(expected);
  });
});

describe('dutchHolidays', () => {
  it('lists the 2026 holidays in date order', () => {
    const byName = Object.fromEntries(dutchHolidays(2026).map((h) => [h.name, h.date]));
    expect(byName).toMatchObject({
      Nieuwjaarsdag: '2026-01-01',
      'Tweede Paasdag': '2026-04-06',
      Koningsdag: '2026-04-27',
      Hemelvaartsdag: '2026-05-14',
      'Tweede Pinksterdag': '2026-05-25',
      'Eerste Kerstdag': '2026-12-25',
      'Tweede Kerstdag': '2026-12-26',
    });
    const dates = dutchHolidays(2026).map((h) => h.date);
    expect([...dates].sort()).toEqual(dates);
  });

  it('moves Koningsdag to 26 April when the 27th is a Sunday', () => {
    expect(dutchHolidays(2025).find((h) => h.name === 'Koningsdag')?.date).toBe('2025-04-26');
  });
});
