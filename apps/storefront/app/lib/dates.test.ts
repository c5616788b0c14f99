import { describe, expect, it } from 'vitest';
import { calendarDay } from './dates.ts';

describe('calendarDay', () => {
  it('names the weekday in the page language and the date as dd-MM-yyyy (§5), whatever the time part', () => {
    expect(calendarDay('nl', '2026-11-26')).toBe('donderdag 26-11-2026');
    expect(calendarDay('nl', '2026-11-26T23:30:00+01:00')).toBe('donderdag 26-11-2026');
    expect(calendarDay('fr', '2026-11-26')).toBe('jeudi 26-11-2026');
    expect(calendarDay('en', '2027-01-01')).toBe('Friday 01-01-2027');
    expect(calendarDay('nl', '2026-11-26', false)).toBe('26-11-2026');
  });
});
