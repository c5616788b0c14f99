/** Dutch public holidays (feestdagen), used for store opening times and delivery dates. */
import { DAY_MS } from './units.ts';

export interface Holiday {
  /** Calendar date, yyyy-MM-dd. */
  date: string;
  name: string;
}

/** Easter Sunday of `year` (Gregorian calendar, anonymous computus), as a UTC date. */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

/**
 * The national holidays of `year` in date order. Koningsdag moves to the 26th
 * when the 27th of April is a Sunday. Bevrijdingsdag (5 May) is included; it
 * is a day off for everyone only in lustrum years.
 */
export function dutchHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const fromEaster = (days: number, name: string): Holiday => ({ date: isoDay(addUtcDays(easter, days)), name });
  const fixed = (month: number, day: number, name: string): Holiday => ({
    date: isoDay(new Date(Date.UTC(year, month - 1, day))),
    name,
  });
  const kingsDay = new Date(Date.UTC(year, 3, 27));
  const holidays: Holiday[] = [
    fixed(1, 1, 'Nieuwjaarsdag'),
    fromEaster(-2, 'Goede Vrijdag'),
    fromEaster(0, 'Eerste Paasdag'),
    fromEaster(1, 'Tweede Paasdag'),
    fixed(4, kingsDay.getUTCDay() === 0 ? 26 : 27, 'Koningsdag'),
    fixed(5, 5, 'Bevrijdingsdag'),
    fromEaster(39, 'Hemelvaartsdag'),
    fromEaster(49, 'Eerste Pinksterdag'),
    fromEaster(50, 'Tweede Pinksterdag'),
    fixed(12, 25, 'Eerste Kerstdag'),
    fixed(12, 26, 'Tweede Kerstdag'),
  ];
  return holidays.sort((x, y) => x.date.localeCompare(y.date));
}

function addUtcDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
