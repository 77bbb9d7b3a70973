// The fill's pure rule check: the location a shift is worked at comes first, then the position it
// needs; a shift without them takes anyone.
import { describe, expect, it } from 'vitest';
import { brokenRule, type PersonContext } from './rules';

const person = (positions: number[], locations: number[] = []): PersonContext => ({
  weeklyHoursLimit: 40,
  positions,
  locations,
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

  it('refuses a shift at a location the person does not work at, before its position', () => {
    expect(brokenRule({ ...shift, locationId: 3 }, person([], [1, 2]))).toBe('notAtLocation');
    expect(brokenRule({ ...shift, locationId: 2 }, person([], [1, 2]))).toBeNull();
    expect(brokenRule({ ...shift, locationId: 3, positionId: 1 }, person([], [1]))).toBe(
      'notAtLocation',
    );
  });

  it('names the position before any other rule it breaks', () => {
    const full = { ...person([]), weekMinutes: 40 * 60 };
    expect(brokenRule({ ...shift, positionId: 1 }, full)).toBe('notQualified');
    expect(brokenRule(shift, full)).toBe('weeklyLimit');
  });
});
