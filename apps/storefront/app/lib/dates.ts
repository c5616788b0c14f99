import { useLocale, LOCALE_TAGS, type Locale } from '../i18n/messages.ts';

/** Formatters per language, built once (building an Intl.DateTimeFormat costs far more than using one). */
const formats = new Map<Locale, Intl.DateTimeFormat>();

/** A calendar day (an ISO date; a time part is ignored) as a shopper reads it: 'donderdag 26 november'. */
export function calendarDay(locale: Locale, iso: string): string {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })));
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return format.format(new Date(Date.UTC(y!, (m ?? 1) - 1, d ?? 1, 12)));
}

/** `calendarDay` in the page's language. */
export function useCalendarDay(): (iso: string) => string {
  const locale = useLocale();
  return (iso) => calendarDay(locale, iso);
}
