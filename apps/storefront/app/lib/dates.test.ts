import { describe, expect, it } from 'vitest';
import { calendarDay, shortCalendarDay } from './dates.ts';

describe('calendarDay', () => {
  it('names the weekday in the page language and the date as dd-MM-yyyy (§5), whatever the time part', () => {
    expect(calendarDay('nl', '2026-11-26')).toBe('donderdag 26-11-2026');
    expect(calendarDay('nl', '2026-11-26T23:30:00+01:00')).toBe('donderdag 26-11-2026');
    expect(calendarDay('fr', '2026-11-26')).toBe('jeudi 26-11-2026');
    expect(calendarDay('en', '2027-01-01')).toBe('Friday 01-01-2027');
    expect(calendarDay('nl', '2026-11-26', false)).toBe('26-11-2026');
  });

  it('answers a day asked again the same, per language and with or without the weekday (each formatted once)', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(calendarDay('nl', '2026-12-01T08:00:00Z')).toBe('dinsdag 01-12-2026');
      expect(calendarDay('fr', '2026-12-01')).toBe('mardi 01-12-2026');
      expect(calendarDay('en', '2026-12-01')).toBe('Tuesday 01-12-2026');
      expect(calendarDay('nl', '2026-12-01', false)).toBe('01-12-2026');
      expect(calendarDay('nl', '2026-12-02')).toBe('woensdag 02-12-2026');
    }
  });
});

describe('shortCalendarDay', () => {
  it('names the short weekday and the day-month in the page language (a slot in a phone-wide select)', () => {
    expect(shortCalendarDay('nl', '2026-12-02')).toBe('wo 02-12');
    expect(shortCalendarDay('fr', '2026-12-02T08:00:00Z')).toBe('mer. 02-12');
    expect(shortCalendarDay('en', '2027-01-01')).toBe('Fri 01-01');
  });
});
