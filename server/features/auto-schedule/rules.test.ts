// The fill's pure rule check: the position a shift needs comes first, and a shift without one
// takes anyone.
import { describe, expect, it } from 'vitest';
import { brokenRule, type PersonContext } from './rules';

const person = (positions: number[]): PersonContext => ({
  weeklyHoursLimit: 40,
  positions,
  timeOffs: [],
  unavailability: [],
  bookings: [],
  weekMinutes: 0,
  restMinutes: 0,
});
const shift = { date: '2030-01-07', startTime: '09:00', duration: 240 };

describe('brokenRule', () => {
  it('refuses a shift that needs a position the person does not hold', () => {
    expect(brokenRule({ ...shift, positionId: 3 }, person([1, 2]))).toBe('notQualified');
    expect(brokenRule({ ...shift, positionId: 2 }, person([1, 2]))).toBeNull();
  });

  it('lets anyone take a shift without a position', () => {
    expect(brokenRule({ ...shift, positionId: null }, person([]))).toBeNull();
    expect(brokenRule(shift, person([]))).toBeNull();
  });

  it('names the position before any other rule it breaks', () => {
    const full = { ...person([]), weekMinutes: 40 * 60 };
    expect(brokenRule({ ...shift, positionId: 1 }, full)).toBe('notQualified');
    expect(brokenRule(shift, full)).toBe('weeklyLimit');
  });
});
