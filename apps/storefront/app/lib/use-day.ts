import { LOCALE_TAGS, useLocale } from '../i18n/messages.ts';

/** 'dinsdag 25-11-2026' style dates (§5: dd-MM-yyyy, nl-NL) from yyyy-MM-dd, the weekday in the visitor's language. */
export function useDay() {
  const locale = useLocale();
  return (iso: string, weekday = true) => {
    const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
    const date = new Date(Date.UTC(y!, (m ?? 1) - 1, d ?? 1, 12));
    const day = `${String(d).padStart(2, '0')}-${String(m).padStart(2, '0')}-${y}`;
    return weekday ? `${date.toLocaleDateString(LOCALE_TAGS[locale], { weekday: 'long', timeZone: 'UTC' })} ${day}` : day;
  };
}
