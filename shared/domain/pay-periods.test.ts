import { describe, expect, it } from 'vitest';
import { nextPayPeriod, payPeriodContaining, previousPayPeriod } from './pay-periods';

const weekly = { payPeriod: 'weekly', payPeriodAnchor: '2026-01-05' } as const;
const biweekly = { payPeriod: 'biweekly', payPeriodAnchor: '2026-01-05' } as const;
const semimonthly = { payPeriod: 'semimonthly', payPeriodAnchor: '2026-01-05' } as const;

describe('pay periods', () => {
  it.each([
    ['the anchor itself', '2026-01-05', '2026-01-05', '2026-01-11'],
    ['the last day of the first week', '2026-01-11', '2026-01-05', '2026-01-11'],
    ['weeks later', '2026-11-28', '2026-11-23', '2026-11-29'],
    ['the day before the anchor', '2026-01-04', '2025-12-29', '2026-01-04'],
    ['a year before the anchor', '2025-01-08', '2025-01-06', '2025-01-12'],
  ])('weekly: %s', (_, date, start, end) => {
    expect(payPeriodContaining(date, weekly)).toEqual({ start, end });
  });

  it.each([
    ['the anchor', '2026-01-05', '2026-01-05', '2026-01-18'],
    ['the second week of the first period', '2026-01-13', '2026-01-05', '2026-01-18'],
    ['the next period', '2026-01-19', '2026-01-19', '2026-02-01'],
    ['the day before the anchor', '2026-01-04', '2025-12-22', '2026-01-04'],
    ['across a year end', '2027-01-01', '2026-12-21', '2027-01-03'],
  ])('biweekly from the anchor: %s', (_, date, start, end) => {
    expect(payPeriodContaining(date, biweekly)).toEqual({ start, end });
  });

  it.each([
    ['the 1st', '2026-03-01', '2026-03-01', '2026-03-15'],
    ['the 15th', '2026-03-15', '2026-03-01', '2026-03-15'],
    ['the 16th', '2026-03-16', '2026-03-16', '2026-03-31'],
    ['a 30-day month', '2026-04-30', '2026-04-16', '2026-04-30'],
    ['February', '2026-02-20', '2026-02-16', '2026-02-28'],
    ['February of a leap year', '2028-02-29', '2028-02-16', '2028-02-29'],
  ])('semimonthly: %s', (_, date, start, end) => {
    expect(payPeriodContaining(date, semimonthly)).toEqual({ start, end });
  });

  it('steps to the previous and next periods, across months and years', () => {
    const january = payPeriodContaining('2026-01-03', semimonthly);
    expect(previousPayPeriod(january, semimonthly)).toEqual({
      start: '2025-12-16',
      end: '2025-12-31',
    });
    expect(nextPayPeriod(january, semimonthly)).toEqual({ start: '2026-01-16', end: '2026-01-31' });
    const fortnight = payPeriodContaining('2026-01-05', biweekly);
    expect(previousPayPeriod(fortnight, biweekly)).toEqual({
      start: '2025-12-22',
      end: '2026-01-04',
    });
    expect(nextPayPeriod(fortnight, biweekly)).toEqual({ start: '2026-01-19', end: '2026-02-01' });
    expect(nextPayPeriod(payPeriodContaining('2026-12-30', weekly), weekly)).toEqual({
      start: '2027-01-04',
      end: '2027-01-10',
    });
  });
});
