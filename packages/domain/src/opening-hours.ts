/**
 * Store opening times (§3 Store openingTimes): regular weekdays (day 0-6,
 * Sunday = 0), extra opening days and extra closing days, all read in
 * Europe/Amsterdam local time.
 */

export const SHOP_TIME_ZONE = 'Europe/Amsterdam';

export interface WeekdayHours {
  day: number;
  openingTime: string;
  closingTime: string;
}

export interface ExtraOpeningDay {
  date: string;
  openingTime: string;
  closingTime: string;
  description?: string;
}

export interface ExtraClosingDay {
  date: string;
  description?: string;
}

export interface OpeningTimes {
  openingWeekdays: readonly WeekdayHours[];
  extraOpeningDays: readonly ExtraOpeningDay[];
  extraClosingDays: readonly ExtraClosingDay[];
}

/** One calendar day of a store's schedule; `hours` is null when closed. */
export interface ScheduleDay {
  date: string;
  weekday: number;
  hours: { open: string; close: string } | null;
  /** 'regular', or 'extraOpening' / 'extraClosing' when a special day overrides the week. */
  kind: 'regular' | 'extraOpening' | 'extraClosing';
  description: string | null;
}

export type OpeningState =
  | { open: true; closesAt: string }
  | { open: false; opensAt: string; daysAhead: number; weekday: number; date: string }
  | { open: false; opensAt: null };

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one (every store, every request). */
const momentFormats = new Map<string, Intl.DateTimeFormat>();

function momentFormat(timeZone: string): Intl.DateTimeFormat {
  let format = momentFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    momentFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The last moment formatted, by time zone and minute: `formatToParts` is the dearest step of a delivery promise, which
 * every product summary and cart answer makes for the minute of now. Since 1972 every zone's offset is whole minutes,
 * so the local date and 'HH:mm' are the same throughout a minute of UTC; earlier moments are formatted each time.
 */
let lastMoment: { timeZone: string; minute: number; date: string; weekday: number; time: string } | null = null;
const WHOLE_MINUTE_OFFSETS_FROM = Date.UTC(1972, 0, 1);

/** Local calendar date (yyyy-MM-dd), weekday and 'HH:mm' of `moment` in Amsterdam. */
export function localMoment(moment: Date, timeZone = SHOP_TIME_ZONE): { date: string; weekday: number; time: string } {
  const time = moment.getTime();
  const minute = Math.floor(time / 60_000);
  if (lastMoment && lastMoment.minute === minute && lastMoment.timeZone === timeZone) {
    return { date: lastMoment.date, weekday: lastMoment.weekday, time: lastMoment.time };
  }
  const local = formatMoment(moment, timeZone);
  if (time >= WHOLE_MINUTE_OFFSETS_FROM) lastMoment = { timeZone, minute, ...local };
  return local;
}

function formatMoment(moment: Date, timeZone: string): { date: string; weekday: number; time: string } {
  const parts = Object.fromEntries(
    momentFormat(timeZone)
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, weekday: weekdayOf(date), time: `${parts.hour}:${parts.minute}` };
}

/** Weekday (Sunday = 0) of a calendar date yyyy-MM-dd. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function addCalendarDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** 'HH:mm:ss' or 'HH:mm' → 'HH:mm'. */
export function shortTime(time: string): string {
  return time.slice(0, 5);
}

/** The hours of one calendar day: an extra closing day wins, then an extra opening day, then the weekday. */
export function scheduleFor(times: OpeningTimes, date: string): ScheduleDay {
  const weekday = weekdayOf(date);
  const closing = times.extraClosingDays.find((day) => day.date === date);
  if (closing) return { date, weekday, hours: null, kind: 'extraClosing', description: closing.description ?? null };
  const opening = times.extraOpeningDays.find((day) => day.date === date);
  if (opening) {
    return {
      date,
      weekday,
      hours: { open: shortTime(opening.openingTime), close: shortTime(opening.closingTime) },
      kind: 'extraOpening',
      description: opening.description ?? null,
    };
  }
  const regular = times.openingWeekdays.find((day) => day.day === weekday);
  return {
    date,
    weekday,
    hours: regular ? { open: shortTime(regular.openingTime), close: shortTime(regular.closingTime) } : null,
    kind: 'regular',
    description: null,
  };
}

/** The schedule of `days` consecutive days from the local date of `from`. */
export function comingSchedule(times: OpeningTimes, from: Date, days = 14): ScheduleDay[] {
  const start = localMoment(from).date;
  return Array.from({ length: days }, (_, index) => scheduleFor(times, addCalendarDays(start, index)));
}

/** Open now (and until when), or when it opens next (looking up to 14 days ahead). */
export function openingState(times: OpeningTimes, moment: Date): OpeningState {
  const now = localMoment(moment);
  const today = scheduleFor(times, now.date);
  if (today.hours && now.time >= today.hours.open && now.time < today.hours.close) {
    return { open: true, closesAt: today.hours.close };
  }
  if (today.hours && now.time < today.hours.open) {
    return { open: false, opensAt: today.hours.open, daysAhead: 0, weekday: today.weekday, date: today.date };
  }
  for (let ahead = 1; ahead <= 14; ahead++) {
    const day = scheduleFor(times, addCalendarDays(now.date, ahead));
    if (day.hours) return { open: false, opensAt: day.hours.open, daysAhead: ahead, weekday: day.weekday, date: day.date };
  }
  return { open: false, opensAt: null };
}

const DUTCH_WEEKDAYS = ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'];

/** '9:00' from '09:00'. */
export function displayTime(time: string): string {
  return shortTime(time).replace(/^0(\d)/, '$1');
}

/** The Dutch line for an opening state: 'Nu open tot 18:00', 'Gesloten, opent morgen om 9:00'. */
export function describeOpeningState(state: OpeningState): string {
  if (state.open) return `Nu open tot ${displayTime(state.closesAt)}`;
  if (state.opensAt === null) return 'Gesloten';
  const time = displayTime(state.opensAt);
  if (state.daysAhead === 0) return `Gesloten, opent vandaag om ${time}`;
  if (state.daysAhead === 1) return `Gesloten, opent morgen om ${time}`;
  return `Gesloten, opent ${DUTCH_WEEKDAYS[state.weekday]} om ${time}`;
}
