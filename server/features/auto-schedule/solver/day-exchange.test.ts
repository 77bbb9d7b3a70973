import { describe, expect, it } from 'vitest';
import { buildModel } from './model';
import { dayExchanges } from './day-exchange';
import { loadLinearSolver } from './linear-solver';
import { LevelScores, polish } from './polish';
import { Roster } from './roster';
import { WorkBudget } from './work-budget';
import { brokenRules, finalStaff, instance, person, shift } from '../../../test/solver-instances';
import type { SolverInput } from './types';

const highs = await loadLinearSolver();
const MONDAY = '2030-01-07';
const [A, B, C] = [1, 2, 3];

/**
 * Three overlapping shifts of a Monday, one place each, three people, each qualified for two: 1 for
 * A and B, 2 for B and C, 3 for C and A. Person 1 holds A and likes B's hours; B's holder (2) can
 * only move to C, whose holder (3) can only move to A. Neither a hand-over nor any trade of two
 * gets 1 the liked shift: only all three moving at once does.
 */
function rotation(): { input: SolverInput; holders: [number, number][] } {
  const input = instance({
    shifts: [
      shift(10, MONDAY, '06:00', 480, { positionId: A, positionName: 'A' }),
      shift(11, MONDAY, '12:00', 480, { positionId: B, positionName: 'B' }),
      shift(12, MONDAY, '13:00', 480, { positionId: C, positionName: 'C' }),
    ],
    candidates: [
      { ...person(1, 40), positions: [A, B] },
      { ...person(2, 40), positions: [B, C] },
      { ...person(3, 40), positions: [C, A] },
    ],
    preferences: [
      {
        employeeId: 1,
        dayOfWeek: 1,
        startTime: '12:00',
        endTime: '20:00',
        kind: 'like',
        effectiveFrom: null,
        effectiveUntil: null,
      },
    ],
  });
  return {
    input,
    holders: [
      [10, 1],
      [11, 2],
      [12, 3],
    ],
  };
}

function placed(input: SolverInput, holders: [number, number][]) {
  const model = buildModel(input);
  const roster = new Roster(model);
  const shiftIndex = new Map(model.shifts.map((s, i) => [s.id, i]));
  const personIndex = new Map(model.employeeIds.map((id, i) => [id, i]));
  for (const [shiftId, employeeId] of holders)
    roster.add(personIndex.get(employeeId)!, shiftIndex.get(shiftId)!);
  const staff = () => {
    const proposals = roster.onShift.flatMap((people, s) =>
      people.map((e) => ({ shiftId: model.shifts[s]!.id, employeeId: model.employeeIds[e]! })),
    );
    return { proposals, staff: finalStaff(input, { proposals, removals: [] }) };
  };
  return { roster, staff };
}

describe('dayExchanges', () => {
  it('moves three people at once for a liked shift that no hand-over or two-person trade reaches', () => {
    const { input, holders } = rotation();
    const { roster, staff } = placed(input, holders);
    polish(roster, new WorkBudget(1_000_000, Infinity));
    expect(staff().staff.get(11)).toEqual([2]);

    dayExchanges(roster, new LevelScores(roster), highs, new WorkBudget(1_000_000, Infinity));

    const { proposals, staff: after } = staff();
    expect(brokenRules(input, proposals, after)).toEqual([]);
    expect(roster.filled).toBe(3);
    expect(after.get(10)).toEqual([3]);
    expect(after.get(11)).toEqual([1]);
    expect(after.get(12)).toEqual([2]);
  });

  it('asks a day widely when the narrow program, which moves only the keen freely, finds nothing', () => {
    // Over two weeks the whole range is not one program, so the Monday is asked alone: narrowly,
    // 2 may not go to C (held by 3, who likes nothing), so only the wide program finds the turn.
    const { input, holders } = rotation();
    const twoWeeks = {
      ...input,
      shifts: [
        ...input.shifts,
        shift(13, '2030-01-14', '09:00', 240, { positionId: 9, positionName: 'Nobody' }),
      ],
    };
    const { roster, staff } = placed(twoWeeks, holders);

    dayExchanges(roster, new LevelScores(roster), highs, new WorkBudget(1_000_000, Infinity));

    const { proposals, staff: after } = staff();
    expect(brokenRules(twoWeeks, proposals, after)).toEqual([]);
    expect(after.get(10)).toEqual([3]);
    expect(after.get(11)).toEqual([1]);
    expect(after.get(12)).toEqual([2]);
  });

  it('never gives up a place for a liked shift', () => {
    // As above, but 3 can work only C: 1 on B would leave A or C without anyone.
    const { input, holders } = rotation();
    const onlyC = {
      ...input,
      candidates: input.candidates.map((c) => (c.id === 3 ? { ...c, positions: [C] } : c)),
    };
    const { roster, staff } = placed(onlyC, holders);
    dayExchanges(roster, new LevelScores(roster), highs, new WorkBudget(1_000_000, Infinity));
    expect(roster.filled).toBe(3);
    expect(staff().staff.get(10)).toEqual([1]);
    expect(staff().staff.get(11)).toEqual([2]);
  });
});
