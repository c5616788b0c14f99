import { useLocale, LOCALE_TAGS, type Locale } from '../i18n/messages.ts';

/** Formatters per language, built once (building an Intl.DateTimeFormat costs far more than using one). */
const formats = new Map<Locale, Intl.DateTimeFormat>();

/** The days formatted so far, by language, day and weekday or not (a few per page; cleared when it grows past this). */
const days = new Map<string, string>();
const MAX_DAYS = 2_000;

/**
 * A calendar day (an ISO date; a time part is ignored) with its weekday in the page's language and the date as §5
 * displays dates, dd-MM-yyyy: 'donderdag 26-11-2026'.
 */
export function calendarDay(locale: Locale, iso: string, weekday = true): string {
  // A lister's 48 tiles name the same few delivery days: each day is formatted once per language (issue 19).
  const key = `${locale} ${iso.slice(0, 10)} ${weekday ? 'w' : ''}`;
  const known = days.get(key);
  if (known !== undefined) return known;
  if (days.size >= MAX_DAYS) days.clear();
  const day = formatCalendarDay(locale, iso, weekday);
  days.set(key, day);
  return day;
}

function formatCalendarDay(locale: Locale, iso: string, weekday: boolean): string {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { weekday: 'long', timeZone: 'UTC' })));
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  const date = `${String(d).padStart(2, '0')}-${String(m).padStart(2, '0')}-${y}`;
  return weekday ? `${format.format(new Date(Date.UTC(y!, (m ?? 1) - 1, d ?? 1, 12)))} ${date}` : date;
}

/** `calendarDay` in the page's language. */
export function useCalendarDay(): (iso: string, weekday?: boolean) => string {
  const locale = useLocale();
  return (iso, weekday) => calendarDay(locale, iso, weekday);
}
