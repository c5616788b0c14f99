import type { OpeningState } from '@toonbank/api/types';
import { displayTime, formatDistance } from '@toonbank/domain';
import { LOCALE_TAGS, type Locale, type Translate } from '../../i18n/messages.ts';

/** The opening state as the API sends it; the storefront words it in the visitor's language from the fields, not from `Text`. */
export type OpeningStateData = Omit<OpeningState, 'Text'>;

const weekdayNames = new Map<Locale, string[]>();

/** Weekday name (Sunday = 0) in the visitor's language (the names are built once per language). */
export function weekdayName(weekday: number, locale: Locale): string {
  let names = weekdayNames.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { weekday: 'long', timeZone: 'UTC' });
    // 2026-11-22 is a Sunday.
    names = Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2026, 10, 22 + day))));
    weekdayNames.set(locale, names);
  }
  return names[((weekday % 7) + 7) % 7]!;
}

/** 'Nu open tot 18:00', 'Gesloten, opent morgen om 9:00', 'Gesloten, opent maandag om 9:00'. */
export function openingText(state: OpeningStateData, t: Translate, locale: Locale): string {
  if (state.IsOpen && state.ClosesAt) return t('stores.openUntil', { time: displayTime(state.ClosesAt) });
  if (!state.OpensAt || state.DaysAhead === null || state.Weekday === null) return t('stores.closed');
  const time = displayTime(state.OpensAt);
  if (state.DaysAhead === 0) return t('stores.closedToday', { time });
  if (state.DaysAhead === 1) return t('stores.closedTomorrow', { time });
  return t('stores.closedUntil', { day: weekdayName(state.Weekday, locale), time });
}

export function OpeningBadge({ state, t, locale }: { state: OpeningStateData; t: Translate; locale: Locale }) {
  return <span className={`opening-state opening-state--${state.IsOpen ? 'open' : 'closed'}`}>{openingText(state, t, locale)}</span>;
}

export { formatDistance };
