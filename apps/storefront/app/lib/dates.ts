import { useLocale, LOCALE_TAGS, type Locale } from '../i18n/messages.ts';

/** Weekday formatters per language and length, built once (building an Intl.DateTimeFormat costs far more than using one). */
const formats = new Map<string, Intl.DateTimeFormat>();

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
  const { noon, dd, mm, y } = parts(iso);
  return weekday ? `${weekdayFormat(locale, 'long').format(noon)} ${dd}-${mm}-${y}` : `${dd}-${mm}-${y}`;
}

/**
 * A day within the coming weeks where one line has little room (a delivery slot in a phone's select at 320 px): the
 * short weekday and day-month, 'wo 02-12', 'mer. 02-12', 'Wed 02-12'.
 */
export function shortCalendarDay(locale: Locale, iso: string): string {
  const { noon, dd, mm } = parts(iso);
  return `${weekdayFormat(locale, 'short').format(noon)} ${dd}-${mm}`;
}

function weekdayFormat(locale: Locale, weekday: 'long' | 'short'): Intl.DateTimeFormat {
  const key = `${locale} ${weekday}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { weekday, timeZone: 'UTC' })));
  return format;
}

function parts(iso: string): { noon: Date; dd: string; mm: string; y: number } {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return { noon: new Date(Date.UTC(y!, (m ?? 1) - 1, d ?? 1, 12)), dd: String(d).padStart(2, '0'), mm: String(m).padStart(2, '0'), y: y! };
}

/** `calendarDay` in the page's language. */
export function useCalendarDay(): (iso: string, weekday?: boolean) => string {
  const locale = useLocale();
  return (iso, weekday) => calendarDay(locale, iso, weekday);
}

/** `shortCalendarDay` in the page's language. */
export function useShortCalendarDay(): (iso: string) => string {
  const locale = useLocale();
  return (iso) => shortCalendarDay(locale, iso);
}
