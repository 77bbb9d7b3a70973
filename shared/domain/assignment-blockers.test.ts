import { describe, expect, it } from 'vitest';
import {
  ASSIGNMENT_RULES,
  assignmentBlockers,
  exceedsWeeklyLimit,
  type Candidate,
} from './assignment-blockers';

// 2030-01-07 is a Monday (dayOfWeek 1).
const shift = { date: '2030-01-07', startTime: '09:00', duration: 8 * 60 };
const free = (overrides: Partial<Candidate> = {}): Candidate => ({
  weeklyHoursLimit: 40,
  bookings: [],
  timeOffs: [],
  unavailability: [],
  weekMinutes: 0,
  ...overrides,
});
const dayOff = {
  employeeId: 1,
  startDate: '2030-01-07',
  endDate: '2030-01-07',
  allDay: true,
  startTime: null,
  endTime: null,
  multipleDates: null,
};

describe('assignment blockers', () => {
  it('finds nothing for a free person', () => {
    expect(assignmentBlockers(shift, free())).toEqual([]);
  });

  it('names the shift a person already works at that time', () => {
    const bookings = [
      {
        shiftId: 2,
        employeeId: 1,
        title: 'Close',
        date: '2030-01-07',
        startTime: '16:00',
        duration: 120,
      },
    ];
    expect(assignmentBlockers(shift, free({ bookings }))).toEqual([
      { kind: 'overlap', reason: 'Already working "Close" 16:00-18:00' },
    ]);
  });

  it('lets back-to-back shifts through', () => {
    const bookings = [
      {
        shiftId: 2,
        employeeId: 1,
        title: 'Close',
        date: '2030-01-07',
        startTime: '17:00',
        duration: 120,
      },
    ];
    expect(assignmentBlockers(shift, free({ bookings }))).toEqual([]);
  });

  it('gives the reason of approved time off, and its hours when partial', () => {
    expect(
      assignmentBlockers(shift, free({ timeOffs: [{ ...dayOff, reason: 'Dentist' }] })),
    ).toEqual([{ kind: 'time-off', reason: 'Approved time off: Dentist' }]);
    const partial = { ...dayOff, allDay: false, startTime: '15:00', endTime: '18:00' };
    expect(assignmentBlockers(shift, free({ timeOffs: [partial] }))).toEqual([
      { kind: 'time-off', reason: 'Approved time off 15:00-18:00' },
    ]);
    const elsewhere = { ...dayOff, startDate: '2030-01-08', endDate: '2030-01-09' };
    expect(assignmentBlockers(shift, free({ timeOffs: [elsewhere] }))).toEqual([]);
  });

  it('reports recurring unavailability on that weekday with its note', () => {
    const monday = {
      employeeId: 1,
      dayOfWeek: 1,
      startTime: '06:00',
      endTime: '10:00',
      effectiveFrom: null,
      effectiveUntil: null,
      notes: 'School run',
    };
    expect(assignmentBlockers(shift, free({ unavailability: [monday] }))).toEqual([
      { kind: 'unavailable', reason: 'Unavailable 06:00-10:00: School run' },
    ]);
    const tuesday = { ...monday, dayOfWeek: 2 };
    expect(assignmentBlockers(shift, free({ unavailability: [tuesday] }))).toEqual([]);
  });

  it('stops at the weekly limit only when the shift goes past it', () => {
    expect(assignmentBlockers(shift, free({ weekMinutes: 32 * 60 }))).toEqual([]);
    expect(assignmentBlockers(shift, free({ weekMinutes: 32 * 60 + 30 }))).toEqual([
      { kind: 'weekly-limit', reason: 'Would have 40.5 h of 40 h this week' },
    ]);
    expect(exceedsWeeklyLimit(40 * 60, 40)).toBe(false);
    expect(exceedsWeeklyLimit(40 * 60 + 1, 40)).toBe(true);
  });

  it('takes further rules without changing the callers', () => {
    const always = () => [{ kind: 'overlap' as const, reason: 'Needs rest' }];
    expect(assignmentBlockers(shift, free(), [...ASSIGNMENT_RULES, always])).toEqual([
      { kind: 'overlap', reason: 'Needs rest' },
    ]);
  });
});
