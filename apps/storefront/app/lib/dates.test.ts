import { describe, expect, it } from 'vitest';
import { calendarDay } from './dates.ts';

describe('calendarDay', () => {
  it('names the weekday and the month in the page language, whatever the time part', () => {
    expect(calendarDay('nl', '2026-11-26')).toBe('donderdag 26 november');
    expect(calendarDay('nl', '2026-11-26T23:30:00+01:00')).toBe('donderdag 26 november');
    expect(calendarDay('fr', '2026-11-26')).toBe('jeudi 26 novembre');
    expect(calendarDay('en', '2027-01-01')).toBe('Friday 1 January');
  });
});
