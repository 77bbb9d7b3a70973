import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  asWeekStartsOn,
  dayNumber,
  isPastDate,
  todayIn,
  weekDates,
  weekdayOf,
  weekStart,
} from './dates';

describe('weeks start on the chosen day', () => {
  // 2026-11-22 is a Sunday; the week of Wednesday 2026-11-25 starts on each day in turn.
  const starts = [
    '2026-11-22',
    '2026-11-23',
    '2026-11-24',
    '2026-11-25',
    '2026-11-19',
    '2026-11-20',
    '2026-11-21',
  ];
  it.each([0, 1, 2, 3, 4, 5, 6] as const)('weeks starting on weekday %i', (day) => {
    const first = starts[day]!;
    expect(weekdayOf(first)).toBe(day);
    expect(weekStart('2026-11-25', day)).toBe(first);
    // Every day of that week maps to the same start, the day before it to the week before.
    for (let i = 0; i < 7; i += 1) expect(weekStart(addDaysIso(first, i), day)).toBe(first);
    expect(weekStart(addDaysIso(first, -1), day)).toBe(addDaysIso(first, -7));
    expect(weekDates('2026-11-25', day)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDaysIso(first, i)),
    );
    expect(weekDates('2026-11-25', day).map(weekdayOf)).toEqual(
      Array.from({ length: 7 }, (_, i) => (day + i) % 7),
    );
  });

  it('reads anything but a weekday number as Monday', () => {
    expect([0, 6, 7, -1, 1.5, null, undefined].map(asWeekStartsOn)).toEqual([0, 6, 1, 1, 1, 1, 1]);
  });
});

describe('weeks start on Monday', () => {
  it('maps every day of a week to its Monday', () => {
    expect(weekStart('2026-11-23', 1)).toBe('2026-11-23'); // Monday
    expect(weekStart('2026-11-25', 1)).toBe('2026-11-23'); // Wednesday
    expect(weekStart('2026-11-29', 1)).toBe('2026-11-23'); // Sunday belongs to the week before it
  });

  it('lists Monday to Sunday, across a month and year boundary', () => {
    expect(weekDates('2026-12-31', 1)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('adds days across daylight-saving changes without drifting', () => {
    expect(addDaysIso('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDaysIso('2026-11-01', 7)).toBe('2026-11-08');
  });
});

describe('today and past in the organization time zone', () => {
  // 03:30 UTC on Nov 23 is still the evening of Nov 22 in Chicago.
  const now = new Date('2026-11-23T03:30:00Z');

  it('judges today in the given zone, not UTC', () => {
    expect(todayIn('America/Chicago', now)).toBe('2026-11-22');
    expect(todayIn('UTC', now)).toBe('2026-11-23');
  });

  it('treats only dates before today as past', () => {
    expect(isPastDate('2026-11-21', 'America/Chicago', now)).toBe(true);
    expect(isPastDate('2026-11-22', 'America/Chicago', now)).toBe(false);
    expect(isPastDate('2026-11-22', 'UTC', now)).toBe(true);
  });
});

describe('day arithmetic', () => {
  it('numbers days so consecutive dates differ by one, across month, year and leap days', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2028-03-01') - dayNumber('2028-02-28')).toBe(2);
    expect(dayNumber('2031-01-01') - dayNumber('2030-12-31')).toBe(1);
  });

  it('gives weekdays with 0 for Sunday', () => {
    expect(weekdayOf('2026-11-22')).toBe(0); // Sunday
    expect(weekdayOf('2026-11-23')).toBe(1); // Monday
    expect(weekdayOf('2026-11-28')).toBe(6); // Saturday
    expect(weekdayOf('1969-12-31')).toBe(3); // Wednesday, before the epoch
    expect(weekdayOf('1969-12-26')).toBe(5); // Friday
  });
});
