import { describe, expect, it } from 'vitest';
import { addDaysIso } from '@shared/domain/dates';
import { loadLinearSolver } from './linear-solver';
import { solve } from './solve';
import { brokenRules, finalStaff, instance, person, shift } from '../../../test/solver-instances';
import type { SolverInput } from './types';

const MONDAY = '2030-01-07';
const highs = await loadLinearSolver();
const TUESDAY = '2030-01-08';

function solved(input: SolverInput) {
  const result = solve(input, highs);
  expect(brokenRules(input, result.proposals, finalStaff(input, result))).toEqual([]);
  return result;
}

/** Shifts 10, 11, ... at 09:00 on Monday, Tuesday, ..., of these lengths in minutes. */
const mornings = (...minutes: number[]) =>
  minutes.map((duration, day) => shift(10 + day, addDaysIso(MONDAY, day), '09:00', duration));

const staffOf = (input: SolverInput, result: ReturnType<typeof solve>) =>
  Object.fromEntries(finalStaff(input, result));

describe('solve', () => {
  it('beats filling in date order: the morning goes to the one who cannot work the afternoon', () => {
    // Greedy by date gives the morning to 1 (fewest hours, lowest id) and leaves the afternoon empty.
    const input = instance({
      shifts: [shift(10, MONDAY, '09:00', 240), shift(11, MONDAY, '12:00', 240)],
      candidates: [person(1), person(2)],
      unavailability: [
        {
          employeeId: 2,
          dayOfWeek: 1,
          startTime: '14:00',
          endTime: '18:00',
          effectiveFrom: null,
          effectiveUntil: null,
        },
      ],
    });
    const result = solved(input);
    expect(result).toMatchObject({ openSlots: 2, filled: 2, upperBound: 2 });
    expect(staffOf(input, result)).toEqual({ 10: [2], 11: [1] });
  });

  it('packs a weekly limit with the shifts only that person can take', () => {
    // 1 has 8 h: the two 4 h shifts nobody else can work beat the 8 h one that 2 can take.
    const input = instance({
      shifts: mornings(480, 240, 240),
      candidates: [person(1, 8), person(2, 8)],
      timeOffs: [
        {
          employeeId: 2,
          startDate: TUESDAY,
          endDate: '2030-01-09',
          allDay: true,
          startTime: null,
          endTime: null,
          multipleDates: null,
        },
      ],
    });
    const result = solved(input);
    expect(result).toMatchObject({ filled: 3, upperBound: 3 });
    expect(staffOf(input, result)).toEqual({ 10: [2], 11: [1], 12: [1] });
  });

  it('keeps the minimum rest after a night shift, and fills both when rest is off', () => {
    const shifts = [shift(10, MONDAY, '22:00', 240), shift(11, TUESDAY, '08:00', 240)];
    const withRest = solved(instance({ shifts, candidates: [person(1)] }));
    expect(withRest).toMatchObject({ filled: 1, upperBound: 1 });
    expect(withRest.unfilled).toEqual([
      {
        shiftId: expect.any(Number),
        open: 1,
        reasons: {
          notAtLocation: 0,
          notQualified: 0,
          timeOff: 0,
          unavailable: 0,
          overlap: 0,
          rest: 1,
          splitShift: 0,
          weeklyLimit: 0,
        },
      },
    ]);
    const noRest = solved(instance({ shifts, candidates: [person(1)], minRestHours: 0 }));
    expect(noRest).toMatchObject({ filled: 2, upperBound: 2, unfilled: [] });
  });

  it('fills a morning and an evening shift of one day with one person: a split shift', () => {
    // 06:00-10:00 and 15:00-19:00: a 5 h gap, within the default limit, and no rest rule inside a day.
    const shifts = [shift(10, MONDAY, '06:00', 240), shift(11, MONDAY, '15:00', 240)];
    const result = solved(instance({ shifts, candidates: [person(1)] }));
    expect(result).toMatchObject({ filled: 2, upperBound: 2, unfilled: [] });
    // With split shifts off, one of them stays open, and the split-shift rule says why.
    const none = solved(instance({ shifts, candidates: [person(1)], maxSplitGapHours: 0 }));
    expect(none.filled).toBe(1);
    expect(none.unfilled).toMatchObject([{ open: 1, reasons: { splitShift: 1, rest: 0 } }]);
  });

  it('allows one gap a day at most, counting a shift the person already works', () => {
    // Already on 11:00-13:00; 07:00-09:00 and 17:00-19:00 each leave one 2 h or 4 h gap alone,
    // but both would leave two gaps. The 13:00-15:00 one joins the lunch shift with no gap.
    const shifts = [
      shift(10, MONDAY, '07:00', 120),
      shift(11, MONDAY, '17:00', 120),
      shift(12, MONDAY, '13:00', 120),
    ];
    const lunch = {
      shiftId: 99,
      employeeId: 1,
      title: 'Lunch',
      date: MONDAY,
      startTime: '11:00',
      duration: 120,
    };
    const input = instance({ shifts, candidates: [person(1)], bookings: [lunch] });
    const result = solved(input);
    expect(result.filled).toBe(2);
    const staff = staffOf(input, result);
    expect(staff[12]).toEqual([1]);
    expect(staff[10]!.length + staff[11]!.length).toBe(1);
  });

  it('counts existing shifts outside the range towards the week and the rest', () => {
    const input = instance({
      shifts: [shift(10, '2030-01-11', '09:00', 240), shift(11, '2030-01-12', '09:00', 240)],
      candidates: [person(1, 10)],
      // Tuesday's 6 h, outside the range, leaves room for one 4 h shift.
      bookings: [
        {
          shiftId: 99,
          employeeId: 1,
          title: 'Old',
          date: TUESDAY,
          startTime: '09:00',
          duration: 360,
        },
      ],
    });
    const result = solved(input);
    expect(result).toMatchObject({ filled: 1, upperBound: 1 });
    expect(result.unfilled[0]!.reasons.weeklyLimit).toBe(1);
    expect(result.hours).toMatchObject([{ employeeId: 1, before: 6, after: 10, limit: 10 }]);
  });

  it('explains each empty place by the rule that ruled each person out', () => {
    const input = instance({
      shifts: [shift(10, MONDAY, '09:00', 240, { capacity: 2 })],
      candidates: [person(1), person(2), person(3, 0), person(4), person(5)],
      timeOffs: [
        {
          employeeId: 1,
          startDate: MONDAY,
          endDate: MONDAY,
          allDay: false,
          startTime: '10:00',
          endTime: '11:00',
          multipleDates: null,
        },
      ],
      unavailability: [
        {
          employeeId: 2,
          dayOfWeek: 1,
          startTime: '08:00',
          endTime: '10:00',
          effectiveFrom: null,
          effectiveUntil: null,
        },
      ],
      bookings: [
        // Until 02:00 on Monday: 7 h before the shift.
        {
          shiftId: 99,
          employeeId: 4,
          title: 'Night',
          date: '2030-01-06',
          startTime: '22:00',
          duration: 240,
        },
        // Two stretches on Monday already: the shift would make a third.
        {
          shiftId: 97,
          employeeId: 5,
          title: 'Open',
          date: MONDAY,
          startTime: '05:00',
          duration: 60,
        },
        {
          shiftId: 98,
          employeeId: 5,
          title: 'Early',
          date: MONDAY,
          startTime: '07:00',
          duration: 60,
        },
      ],
    });
    const result = solved(input);
    expect(result).toMatchObject({ openSlots: 2, filled: 0, proposals: [] });
    expect(result.unfilled).toEqual([
      {
        shiftId: 10,
        open: 2,
        reasons: {
          notAtLocation: 0,
          notQualified: 0,
          timeOff: 1,
          unavailable: 1,
          overlap: 0,
          rest: 1,
          splitShift: 1,
          weeklyLimit: 1,
        },
      },
    ]);
  });

  it('spreads hours as shares of each limit', () => {
    const shifts = [0, 1, 2, 3, 4, 5].map((day) =>
      shift(10 + day, addDaysIso(MONDAY, day), '09:00', 300),
    );
    const input = instance({ shifts, candidates: [person(1, 40), person(2, 20)] });
    const result = solved(input);
    expect(result.filled).toBe(6);
    const hours = Object.fromEntries(result.hours.map((h) => [h.employeeId, h.after]));
    expect(hours).toEqual({ 1: 20, 2: 10 });
  });

  it('prefers who worked the title or type before when it is equally fair', () => {
    const input = instance({
      shifts: [shift(10, MONDAY, '09:00', 60, { title: 'Spin' })],
      candidates: [person(1), person(2, 40, ['title:Spin'])],
    });
    expect(staffOf(input, solved(input))).toEqual({ 10: [2] });
  });

  it('fills no more than the capacity and never proposes someone already on the shift', () => {
    const input = instance({
      shifts: [shift(10, MONDAY, '09:00', 60, { capacity: 3, employeeIds: [1] })],
      candidates: [1, 2, 3, 4, 5].map((id) => person(id)),
      bookings: [
        {
          shiftId: 10,
          employeeId: 1,
          title: 'Shift 10',
          date: MONDAY,
          startTime: '09:00',
          duration: 60,
        },
      ],
    });
    const result = solved(input);
    expect(result).toMatchObject({ openSlots: 2, filled: 2, upperBound: 2 });
    expect(result.proposals.map((p) => p.employeeId)).not.toContain(1);
  });

  it('rebalances only to fill more places, and then moves as few as it takes', () => {
    // 1 is on the morning; only 1 can work the overlapping late shift, and 2 only the morning.
    const shifts = [
      shift(10, MONDAY, '08:00', 240, { employeeIds: [1] }),
      shift(11, MONDAY, '10:00', 240),
      shift(12, TUESDAY, '09:00', 240, { employeeIds: [1] }),
    ];
    const bookings = [shifts[0]!, shifts[2]!].map((s) => ({ ...s, shiftId: s.id, employeeId: 1 }));
    const unavailability = [
      {
        employeeId: 2,
        dayOfWeek: 1,
        startTime: '12:30',
        endTime: '23:00',
        effectiveFrom: null,
        effectiveUntil: null,
      },
    ];
    const input = instance({
      shifts,
      bookings,
      unavailability,
      candidates: [person(1), person(2)],
      rebalance: true,
    });
    const result = solved(input);
    expect(result).toMatchObject({ filled: 1, upperBound: 1 });
    expect(result.removals).toEqual([{ shiftId: 10, employeeId: 1 }]);
    expect(staffOf(input, result)).toEqual({ 10: [2], 11: [1], 12: [1] });
    expect(result.levels.find((l) => l.name === 'moved')).toMatchObject({ value: 1 });

    // Without a place to gain, nothing that stands moves, however uneven the hours.
    const even = instance({ ...input, shifts: [shifts[0]!, shifts[2]!] });
    expect(solve(even, highs)).toMatchObject({ proposals: [], removals: [] });
  });

  it('sees rest across the end of a week', () => {
    // Sunday night and Monday morning fall in two weeks, yet too close for one person to work both.
    const input = instance({
      shifts: [shift(10, '2030-01-06', '20:00', 180), shift(11, MONDAY, '01:00', 120)],
      candidates: [person(1)],
    });
    const result = solved(input);
    expect(result).toMatchObject({ filled: 1, upperBound: 1 });
  });

  it("proves a small team's count exactly where the relaxation cannot be reached", () => {
    // Two people with 10 h each and three 6 h shifts: the relaxation splits hours (3 places),
    // whole shifts fit once per person (2), and the exact program proves 2 the most.
    const input = instance({
      shifts: mornings(360, 360, 360),
      candidates: [person(1, 10), person(2, 10)],
    });
    const result = solved(input);
    expect(result).toMatchObject({ filled: 2, upperBound: 2 });
    expect(result.levels[0]).toMatchObject({ name: 'places', optimal: true });
  });

  it('proves the count where only the split-shift rule stands in the way, and no less', () => {
    // 06:00 and 16:00 leave six hours between them, over the five a day allows: one place, though
    // the relaxation (no split-shift rule) says two. With 10:00 to 14:00 between them the day is
    // whole but for a two-hour gap: all three, and the exact program must allow that.
    const apart = instance({
      shifts: [shift(10, MONDAY, '06:00', 240), shift(11, MONDAY, '16:00', 240)],
      candidates: [person(1)],
    });
    expect(solved(apart)).toMatchObject({ filled: 1, upperBound: 1 });
    const bridged = instance({
      shifts: [...apart.shifts, shift(12, MONDAY, '10:00', 240)],
      candidates: [person(1)],
    });
    expect(solved(bridged)).toMatchObject({ filled: 3, upperBound: 3 });
    // Three runs of work in a day are two gaps, whatever their length.
    const runs = instance({
      shifts: [
        shift(10, MONDAY, '06:00', 120),
        shift(11, MONDAY, '10:00', 120),
        shift(12, MONDAY, '14:00', 120),
      ],
      candidates: [person(1)],
    });
    expect(solved(runs)).toMatchObject({ filled: 2, upperBound: 2 });
  });
});
