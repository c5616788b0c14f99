import { useLocale, LOCALE_TAGS, type Locale } from '../i18n/messages.ts';

/** Formatters per language, built once (building an Intl.DateTimeFormat costs far more than using one). */
const formats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A calendar day (an ISO date; a time part is ignored) with its weekday in the page's language and the date as §5
 * displays dates, dd-MM-yyyy: 'donderdag 26-11-2026'.
 */
export function calendarDay(locale: Locale, iso: string, weekday = true): string {
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
