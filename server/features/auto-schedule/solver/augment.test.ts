import { describe, expect, it } from 'vitest';
import { addDaysIso } from '@shared/domain/dates';
import { augment } from './augment';
import { buildModel } from './model';
import { Roster } from './roster';
import { WorkBudget } from './work-budget';
import { brokenRules, finalStaff, instance, person, shift } from '../../../test/solver-instances';
import type { SolverInput } from './types';

const MONDAY = '2030-01-07';
const SUNDAY = '2030-01-13';
const SATURDAY = '2030-01-12';

const away = (employeeId: number, startTime: string, endTime: string) => ({
  employeeId,
  dayOfWeek: 0,
  startTime,
  endTime,
  effectiveFrom: null,
  effectiveUntil: null,
});

/**
 * Person 1 holds an 8 h shift (100) and has 9 h: two 4 h shifts would be one more place. Twelve
 * 4 h shifts (1 to 12) are full, each held by someone with 4 h who could move only to the one open
 * place on Sunday morning (200); two 4.5 h shifts (13, 14) are held by two who could move to the
 * afternoon (201) and the evening (202). Nobody else can take a Sunday place, and 1 has Sunday off.
 */
function sharedOpenPlace(): { input: SolverInput; holders: [number, number][] } {
  const shifts = [
    shift(100, MONDAY, '08:00', 480),
    ...Array.from({ length: 12 }, (_, i) =>
      shift(1 + i, addDaysIso(MONDAY, i % 6), i < 6 ? '06:00' : '18:00', 240),
    ),
    shift(13, SATURDAY, '11:00', 270),
    shift(14, addDaysIso(MONDAY, 4), '11:00', 270),
    shift(200, SUNDAY, '06:00', 240),
    shift(201, SUNDAY, '11:00', 240),
    shift(202, SUNDAY, '16:00', 240),
  ];
  const input = instance({
    shifts,
    candidates: [
      person(1, 9),
      ...Array.from({ length: 12 }, (_, i) => person(1001 + i, 4)),
      person(2013, 4.5),
      person(2014, 4.5),
    ],
    timeOffs: [
      {
        employeeId: 1,
        startDate: SUNDAY,
        endDate: SUNDAY,
        allDay: true,
        startTime: null,
        endTime: null,
        multipleDates: null,
      },
    ],
    unavailability: [
      ...Array.from({ length: 12 }, (_, i) => away(1001 + i, '11:00', '20:00')),
      away(2013, '06:00', '10:00'),
      away(2013, '16:00', '20:00'),
      away(2014, '06:00', '15:00'),
    ],
  });
  const holders: [number, number][] = [
    [100, 1],
    ...Array.from({ length: 12 }, (_, i): [number, number] => [1 + i, 1001 + i]),
    [13, 2013],
    [14, 2014],
  ];
  return { input, holders };
}

describe('augment', () => {
  it('finds a trade whose first choices all free their places through one open place', () => {
    // Any two of 1 to 12 look best to person 1 (fewest hours), but only one of them can be freed:
    // both holders would need place 200. Left out one at a time, they would use up the attempts
    // before 13 and 14, whose holders move to places of their own.
    const { input, holders } = sharedOpenPlace();
    const model = buildModel(input);
    const roster = new Roster(model);
    const shiftIndex = new Map(model.shifts.map((s, i) => [s.id, i]));
    const personIndex = new Map(model.employeeIds.map((id, i) => [id, i]));
    for (const [shiftId, employeeId] of holders)
      roster.add(personIndex.get(employeeId)!, shiftIndex.get(shiftId)!);
    const before = roster.filled;

    augment(roster, new WorkBudget(1_000_000, Infinity));

    expect(roster.filled).toBe(before + 1);
    const proposals = roster.onShift.flatMap((people, s) =>
      people.map((e) => ({ shiftId: model.shifts[s]!.id, employeeId: model.employeeIds[e]! })),
    );
    const staff = finalStaff(input, { proposals, removals: [] });
    expect(brokenRules(input, proposals, staff)).toEqual([]);
    expect(staff.get(13)).toEqual([1]);
    expect(staff.get(14)).toEqual([1]);
    expect(staff.get(201)).toEqual([2013]);
    expect(staff.get(202)).toEqual([2014]);
  });
});
