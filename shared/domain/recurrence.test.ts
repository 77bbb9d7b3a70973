import { describe, expect, it } from 'vitest';
import { weekdayOf } from './dates';
import {
  END_BEFORE_START,
  expandRecurrence as expandIn,
  MAX_SERIES_SHIFTS,
  NO_SHIFTS,
  RecurrenceError,
  seriesEndDate,
  TOO_MANY_SHIFTS,
  type RecurrenceRule,
} from './recurrence';

// A Monday-first team unless a test says otherwise.
const expandRecurrence = (rule: RecurrenceRule) => expandIn(rule, 1);

describe('recurrence expansion', () => {
  it('repeats daily through the end date, both ends included', () => {
    expect(
      expandRecurrence({ startDate: '2030-01-30', frequency: 'daily', endDate: '2030-02-02' }),
    ).toEqual(['2030-01-30', '2030-01-31', '2030-02-01', '2030-02-02']);
  });

  it('repeats daily for one year without an end date: 365 dates, 366 across a leap day', () => {
    const year = expandRecurrence({ startDate: '2030-01-01', frequency: 'daily' });
    expect(year).toHaveLength(365);
    expect(year.at(-1)).toBe('2030-12-31');
    expect(expandRecurrence({ startDate: '2027-06-01', frequency: 'daily' })).toHaveLength(366);
    expect(seriesEndDate('2030-03-10')).toBe('2031-03-09');
    expect(seriesEndDate('2030-03-10', '2030-04-01')).toBe('2030-04-01');
  });

  it('repeats weekly on the start weekday', () => {
    expect(
      expandRecurrence({ startDate: '2030-01-07', frequency: 'weekly', endDate: '2030-01-28' }),
    ).toEqual(['2030-01-07', '2030-01-14', '2030-01-21', '2030-01-28']);
    // 365 days hold 52 weeks and a day: the anniversary eve is a 53rd Monday.
    expect(expandRecurrence({ startDate: '2030-01-07', frequency: 'weekly' })).toHaveLength(53);
  });

  it('repeats monthly on the same day and skips months without it', () => {
    expect(
      expandRecurrence({ startDate: '2030-01-31', frequency: 'monthly', endDate: '2030-06-30' }),
    ).toEqual(['2030-01-31', '2030-03-31', '2030-05-31']);
    expect(
      expandRecurrence({ startDate: '2030-11-15', frequency: 'monthly', endDate: '2031-02-14' }),
    ).toEqual(['2030-11-15', '2030-12-15', '2031-01-15']);
  });

  it('repeats on custom weekdays every week', () => {
    // Monday 1 and Friday 5, from a Wednesday.
    const dates = expandRecurrence({
      startDate: '2030-01-09',
      frequency: 'custom',
      customDays: [1, 5],
      endDate: '2030-01-21',
    });
    expect(dates).toEqual(['2030-01-11', '2030-01-14', '2030-01-18', '2030-01-21']);
  });

  it('repeats on the chosen weekly days instead of the start weekday', () => {
    const dates = expandRecurrence({
      startDate: '2030-01-07',
      frequency: 'weekly',
      useWeeklyDays: true,
      weeklyDays: [2, 4],
      endDate: '2030-01-17',
    });
    expect(dates).toEqual(['2030-01-08', '2030-01-10', '2030-01-15', '2030-01-17']);
    expect(dates.every((d) => [2, 4].includes(weekdayOf(d)))).toBe(true);
  });

  it('with monthly and weekly days, picks those weekdays in the week of each monthly date', () => {
    const dates = expandRecurrence({
      startDate: '2030-01-09', // a Wednesday
      frequency: 'monthly',
      useWeeklyDays: true,
      weeklyDays: [1, 3], // Monday, Wednesday
      endDate: '2030-03-31',
    });
    // Week of Jan 9 (Monday Jan 7 is before the start), of Feb 9 and of Mar 9.
    expect(dates).toEqual(['2030-01-09', '2030-02-04', '2030-02-06', '2030-03-04', '2030-03-06']);
  });

  it("with monthly and weekly days, takes the organization's week: a Sunday-first week holds the Sunday before", () => {
    const rule: RecurrenceRule = {
      startDate: '2030-01-09', // a Wednesday; Feb 9 and Mar 9 are Saturdays
      frequency: 'monthly',
      useWeeklyDays: true,
      weeklyDays: [0], // Sunday
      endDate: '2030-03-31',
    };
    expect(expandIn(rule, 1)).toEqual(['2030-01-13', '2030-02-10', '2030-03-10']);
    // Jan 6 is before the start.
    expect(expandIn(rule, 0)).toEqual(['2030-02-03', '2030-03-03']);
  });

  it('refuses an end before the start, no matching day and too many shifts', () => {
    expect(() =>
      expandRecurrence({ startDate: '2030-01-07', frequency: 'daily', endDate: '2030-01-06' }),
    ).toThrow(END_BEFORE_START);
    expect(() =>
      expandRecurrence({
        startDate: '2030-01-07',
        frequency: 'custom',
        customDays: [0],
        endDate: '2030-01-08',
      }),
    ).toThrow(NO_SHIFTS);
    const tooMany = () =>
      expandRecurrence({ startDate: '2030-01-01', frequency: 'daily', endDate: '2031-12-31' });
    expect(tooMany).toThrow(RecurrenceError);
    expect(tooMany).toThrow(TOO_MANY_SHIFTS);
    const atCap = expandRecurrence({
      startDate: '2030-01-01',
      frequency: 'daily',
      endDate: '2031-02-04',
    });
    expect(atCap).toHaveLength(MAX_SERIES_SHIFTS);
  });
});
