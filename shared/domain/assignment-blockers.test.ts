import { describe, expect, it } from 'vitest';
import { assignmentBlockers, exceedsWeeklyLimit, type Candidate } from './assignment-blockers';

// 2030-01-07 is a Monday (dayOfWeek 1).
const shift = { date: '2030-01-07', startTime: '09:00', duration: 8 * 60 };
const free = (overrides: Partial<Candidate> = {}): Candidate => ({
  weeklyHoursLimit: 40,
  // Off unless a test turns it on, so each test sees only its own rule.
  minRestHours: 0,
  maxSplitGapHours: 24,
  bookings: [],
  timeOffs: [],
  unavailability: [],
  weekMinutes: 0,
  positionIds: [],
  locationIds: [],
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
      { kind: 'overlap', booking: bookings[0], reason: 'Already working "Close" 16:00-18:00' },
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

  it('refuses a shift needing a position the person is not qualified for, naming it', () => {
    const barista = { ...shift, positionId: 3, positionName: 'Barista' };
    expect(assignmentBlockers(barista, free({ positionIds: [1, 2] }))).toEqual([
      {
        kind: 'not-qualified',
        positionId: 3,
        positionName: 'Barista',
        reason: 'Not qualified for Barista',
      },
    ]);
    expect(assignmentBlockers(barista, free({ positionIds: [2, 3] }))).toEqual([]);
    // A shift without a position takes anyone, qualified for something or not.
    expect(assignmentBlockers({ ...shift, positionId: null }, free())).toEqual([]);
    expect(assignmentBlockers(shift, free({ positionIds: [1] }))).toEqual([]);
  });

  it('refuses a shift at a location the person does not work at, naming it', () => {
    const harbour = { ...shift, locationId: 4, locationName: 'Harbour' };
    expect(assignmentBlockers(harbour, free({ locationIds: [1, 2] }))).toEqual([
      {
        kind: 'not-at-location',
        locationId: 4,
        locationName: 'Harbour',
        reason: "Doesn't work at Harbour",
      },
    ]);
    expect(assignmentBlockers(harbour, free({ locationIds: [1, 4] }))).toEqual([]);
    // A time asked about before it has a place is not judged by where people work.
    expect(assignmentBlockers({ ...shift, locationId: null }, free())).toEqual([]);
    expect(assignmentBlockers(shift, free({ locationIds: [1] }))).toEqual([]);
  });

  it('names where the person does not work before what they are not qualified for', () => {
    const both = { ...shift, locationId: 4, locationName: 'Harbour', positionId: 3 };
    expect(assignmentBlockers(both, free()).map((b) => b.kind)).toEqual([
      'not-at-location',
      'not-qualified',
    ]);
  });

  it('gives the reason of approved time off, and its hours when partial', () => {
    expect(
      assignmentBlockers(shift, free({ timeOffs: [{ ...dayOff, reason: 'Dentist' }] })),
    ).toMatchObject([
      { kind: 'time-off', date: '2030-01-07', reason: 'Approved time off: Dentist' },
    ]);
    const partial = { ...dayOff, allDay: false, startTime: '15:00', endTime: '18:00' };
    expect(assignmentBlockers(shift, free({ timeOffs: [partial] }))).toMatchObject([
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
      {
        kind: 'unavailable',
        unavailability: monday,
        reason: 'Unavailable 06:00-10:00: School run',
      },
    ]);
    const tuesday = { ...monday, dayOfWeek: 2 };
    expect(assignmentBlockers(shift, free({ unavailability: [tuesday] }))).toEqual([]);
  });

  it('stops at the weekly limit only when the shift goes past it', () => {
    expect(assignmentBlockers(shift, free({ weekMinutes: 32 * 60 }))).toEqual([]);
    expect(assignmentBlockers(shift, free({ weekMinutes: 32 * 60 + 30 }))).toEqual([
      {
        kind: 'weekly-limit',
        totalMinutes: 40 * 60 + 30,
        limitHours: 40,
        reason: 'Would have 40.5 h of 40 h this week',
      },
    ]);
    expect(exceedsWeeklyLimit(40 * 60, 40)).toBe(false);
    expect(exceedsWeeklyLimit(40 * 60 + 1, 40)).toBe(true);
  });

  it('asks for the minimum rest between shifts, across the week edge too', () => {
    // The Sunday before the shift's Monday, until 03:00 on Monday: six hours before it starts.
    const sundayNight = {
      shiftId: 3,
      employeeId: 1,
      title: 'Night',
      date: '2030-01-06',
      startTime: '21:00',
      duration: 360,
    };
    expect(assignmentBlockers(shift, free({ bookings: [sundayNight], minRestHours: 8 }))).toEqual([
      {
        kind: 'rest',
        booking: sundayNight,
        minRestHours: 8,
        reason: 'Less than 8 h of rest next to "Night" Sun 21:00-03:00',
      },
    ]);
    expect(assignmentBlockers(shift, free({ bookings: [sundayNight], minRestHours: 6 }))).toEqual(
      [],
    );
    // Off at 0; an overlap is the overlap rule's alone.
    expect(assignmentBlockers(shift, free({ bookings: [sundayNight] }))).toEqual([]);
    const overlapping = { ...sundayNight, date: '2030-01-07', startTime: '08:00' };
    expect(
      assignmentBlockers(shift, free({ bookings: [overlapping], minRestHours: 8 })).map(
        (b) => b.kind,
      ),
    ).toEqual(['overlap']);
  });

  it('lets a morning and an evening shift share a day without a rest warning', () => {
    const booking = (id: number, startTime: string, duration: number) => ({
      shiftId: id,
      employeeId: 1,
      title: `Shift ${id}`,
      date: '2030-01-07',
      startTime,
      duration,
    });
    const morning = { date: '2030-01-07', startTime: '06:00', duration: 240 }; // to 10:00
    const evening = booking(2, '15:00', 300); // 5 h after the morning ends
    const rules = { minRestHours: 8, maxSplitGapHours: 5 };
    expect(assignmentBlockers(morning, free({ ...rules, bookings: [evening] }))).toEqual([]);

    // One gap longer than the limit.
    const late = booking(3, '15:15', 300);
    expect(assignmentBlockers(morning, free({ ...rules, bookings: [late] }))).toEqual([
      {
        kind: 'split',
        date: '2030-01-07',
        gapMinutes: [315],
        maxSplitGapHours: 5,
        reason: 'Split shift Mon with a 5.25 h gap (at most 5 h allowed)',
      },
    ]);
    // Two gaps, however short.
    const lunch = booking(4, '11:00', 60);
    expect(
      assignmentBlockers(morning, free({ ...rules, bookings: [lunch, evening] })).map(
        (b) => b.reason,
      ),
    ).toEqual(['Split shift Mon with 2 gaps (at most one allowed)']);
    // Back to back is one stretch of work, and no split shift.
    const touching = booking(5, '10:00', 120);
    expect(assignmentBlockers(morning, free({ ...rules, bookings: [touching, evening] }))).toEqual(
      [],
    );
    // At 0 no gap is allowed at all.
    expect(
      assignmentBlockers(morning, free({ ...rules, maxSplitGapHours: 0, bookings: [evening] })).map(
        (b) => b.reason,
      ),
    ).toEqual(['Split shift Mon with a 5 h gap (split shifts are not allowed)']);
    // The next day's shift is not part of this day.
    const tomorrow = { ...lunch, date: '2030-01-08', startTime: '20:00' };
    expect(assignmentBlockers(morning, free({ ...rules, bookings: [evening, tomorrow] }))).toEqual(
      [],
    );
  });
});
