/**
 * Dates of the demo data are relative to one reference day, so banners,
 * discounts and opening days are current for whoever seeds (the server passes
 * today). Everything is computed in UTC calendar days.
 */
import { DAY_MS, MINUTE_MS } from '@toonbank/domain/units';

export const DEFAULT_REFERENCE_DATE = new Date(Date.UTC(2026, 10, 1));

/** Midnight UTC of the calendar day of `date`. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * MINUTE_MS);
}

/** yyyy-MM-dd */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Web-shop banner for a month campaign (§4): 'Actie 11-2026'. */
export function monthCampaign(date: Date, monthOffset = 0): string {
  const shifted = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + monthOffset, 1));
  const month = String(shifted.getUTCMonth() + 1).padStart(2, '0');
  return `Actie ${month}-${shifted.getUTCFullYear()}`;
}

/** Web-shop banner for a quarter campaign (§4): 'Q4-2026'. */
export function quarterCampaign(date: Date, quarterOffset = 0): string {
  const shifted = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + quarterOffset * 3, 1));
  return `Q${Math.floor(shifted.getUTCMonth() / 3) + 1}-${shifted.getUTCFullYear()}`;
}

/** The Sundays strictly between `from` and `to` (UTC days). */
export function sundaysBetween(from: Date, to: Date): Date[] {
  const sundays: Date[] = [];
  for (let day = addDays(startOfUtcDay(from), 1); day < to; day = addDays(day, 1)) {
    if (day.getUTCDay() === 0) sundays.push(day);
  }
  return sundays;
}
