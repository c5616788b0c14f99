import { describe, expect, it } from 'vitest';
import { comingSchedule, describeOpeningState, localMoment, openingState, scheduleFor, type OpeningTimes } from './opening-hours.ts';

const week = [1, 2, 3, 4, 5, 6].map((day) => ({ day, openingTime: '09:00:00', closingTime: day === 6 ? '17:00:00' : '18:00:00' }));
const store: OpeningTimes = {
  openingWeekdays: week,
  extraOpeningDays: [{ date: '2026-12-20', openingTime: '12:00:00', closingTime: '17:00:00', description: 'Koopzondag' }],
  extraClosingDays: [
    { date: '2026-12-25', description: 'Eerste Kerstdag' },
    { date: '2026-12-26', description: 'Tweede Kerstdag' },
  ],
};

/** An Amsterdam wall-clock time in winter (UTC+1). */
const winter = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

describe('openingState', () => {
  it('is open until closing time on a regular day', () => {
    // 2026-11-23 is a Monday.
    expect(describeOpeningState(openingState(store, winter('2026-11-23', '10:30')))).toBe('Nu open tot 18:00');
    expect(describeOpeningState(openingState(store, winter('2026-11-23', '17:59')))).toBe('Nu open tot 18:00');
  });

  it('is closed at closing time and opens the next morning', () => {
    expect(describeOpeningState(openingState(store, winter('2026-11-23', '18:00')))).toBe('Gesloten, opent morgen om 9:00');
  });

  it('opens later the same day before opening time', () => {
    expect(describeOpeningState(openingState(store, winter('2026-11-23', '08:15')))).toBe('Gesloten, opent vandaag om 9:00');
  });

  it('names the weekday when the next opening is further away', () => {
    // Saturday evening → Monday (Sunday has no hours).
    expect(describeOpeningState(openingState(store, winter('2026-11-28', '17:30')))).toBe('Gesloten, opent maandag om 9:00');
  });

  it('uses Amsterdam time, not UTC', () => {
    // 17:30 UTC is 18:30 in Amsterdam in winter: closed.
    expect(openingState(store, new Date('2026-11-23T17:30:00Z')).open).toBe(false);
    // 07:30 UTC in summer is 09:30 in Amsterdam (UTC+2): open.
    expect(openingState(store, new Date('2026-06-15T07:30:00Z'))).toEqual({ open: true, closesAt: '18:00' });
    expect(localMoment(new Date('2026-06-14T22:30:00Z'))).toEqual({ date: '2026-06-15', weekday: 1, time: '00:30' });
  });

  it('gives each moment its own local minute, also when asked again within a minute (the last one is kept)', () => {
    const first = localMoment(new Date('2026-11-23T22:59:00.000Z'));
    expect(first).toEqual({ date: '2026-11-23', weekday: 1, time: '23:59' });
    first.time = 'changed'; // a caller's copy: what is kept stays as it was
    expect(localMoment(new Date('2026-11-23T22:59:59.999Z'))).toEqual({ date: '2026-11-23', weekday: 1, time: '23:59' });
    expect(localMoment(new Date('2026-11-23T23:00:00.000Z'))).toEqual({ date: '2026-11-24', weekday: 2, time: '00:00' });
    expect(localMoment(new Date('2026-11-23T23:00:30.000Z'), 'UTC')).toEqual({ date: '2026-11-23', weekday: 1, time: '23:00' });
    expect(localMoment(new Date('2026-11-23T23:00:30.000Z'))).toEqual({ date: '2026-11-24', weekday: 2, time: '00:00' });
    expect(localMoment(new Date('2026-06-14T22:30:10Z'))).toEqual({ date: '2026-06-15', weekday: 1, time: '00:30' });
  });

  it('applies extra opening days on a Sunday and extra closing days on a weekday', () => {
    expect(openingState(store, winter('2026-12-20', '13:00'))).toEqual({ open: true, closesAt: '17:00' });
    // Christmas Eve Thursday evening: 25 and 26 closed, 27 a Sunday → Monday 28th.
    expect(describeOpeningState(openingState(store, winter('2026-12-24', '19:00')))).toBe('Gesloten, opent maandag om 9:00');
  });

  it('reports no opening at all for a store without hours', () => {
    const none = openingState({ openingWeekdays: [], extraOpeningDays: [], extraClosingDays: [] }, winter('2026-11-23', '10:00'));
    expect(none).toEqual({ open: false, opensAt: null });
    expect(describeOpeningState(none)).toBe('Gesloten');
  });
});

describe('schedule', () => {
  it('lets a closing day win over an opening day on the same date', () => {
    const both: OpeningTimes = { ...store, extraOpeningDays: [{ date: '2026-12-25', openingTime: '10:00:00', closingTime: '12:00:00' }] };
    expect(scheduleFor(both, '2026-12-25')).toMatchObject({ hours: null, kind: 'extraClosing', description: 'Eerste Kerstdag' });
  });

  it('lists the coming days from the local date', () => {
    const days = comingSchedule(store, winter('2026-12-19', '23:30'), 14);
    expect(days).toHaveLength(14);
    expect(days[0]).toMatchObject({ date: '2026-12-19', weekday: 6, hours: { open: '09:00', close: '17:00' } });
    expect(days[1]).toMatchObject({ date: '2026-12-20', kind: 'extraOpening', hours: { open: '12:00', close: '17:00' } });
    expect(days[6]).toMatchObject({ date: '2026-12-25', kind: 'extraClosing', hours: null });
    expect(days[8]).toMatchObject({ date: '2026-12-27', kind: 'regular', hours: null });
  });
});
