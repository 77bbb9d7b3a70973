// On random small instances: no hard rule is ever broken, nothing the solver fills exceeds its
// bound, and the bound is never below the true optimum found by trying every schedule.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadLinearSolver } from './linear-solver';
import { buildModel, minutesInWindows } from './model';
import { shiftInterval } from '@shared/domain/shift-time';
import { seededRandom, shuffled } from '@shared/random';
import { bestSchedule, spansOf, weeklyRoom } from './person-schedule';
import { solve } from './solve';
import { arbitraryInstance, brokenRules, finalStaff } from '../../../test/solver-instances';
import type { Pair, SolverInput } from './types';

const highs = await loadLinearSolver();

/** Liked minutes less avoided ones of one person on one shift. */
function preferenceOf(input: SolverInput, pair: Pair): number {
  const shift = input.shifts.find((s) => s.id === pair.shiftId)!;
  const own = (input.preferences ?? []).filter((p) => p.employeeId === pair.employeeId);
  const span = shiftInterval(shift);
  return (
    minutesInWindows(
      span,
      own.filter((p) => p.kind === 'like'),
    ) -
    minutesInWindows(
      span,
      own.filter((p) => p.kind === 'avoid'),
    )
  );
}

/**
 * By trying every subset: the most places any rule-abiding set of new placements fills, the most
 * liked-less-avoided minutes among the sets that fill that many (people already on a shift
 * counted too), and per count of places the least spread of hours any such set leaves (highest
 * share of the measure less lowest, as the fill measures it).
 */
function bruteForceLevels(input: SolverInput): {
  places: number;
  preferences: number;
  spreadByCount: number[];
} {
  const pairs: Pair[] = input.shifts.flatMap((s) =>
    input.candidates
      .filter((c) => !s.employeeIds.includes(c.id))
      .map((c) => ({ shiftId: s.id, employeeId: c.id })),
  );
  const fixed = input.shifts
    .flatMap((s) => s.employeeIds.map((employeeId) => ({ shiftId: s.id, employeeId })))
    .filter((p) => input.candidates.some((c) => c.id === p.employeeId))
    .reduce((sum, p) => sum + preferenceOf(input, p), 0);
  const model = buildModel(input);
  const W = model.weeks.length;
  const anyTarget = model.targetMinutes.some((m) => m > 0);
  const measured = model.employeeIds.flatMap((_, e) =>
    (anyTarget ? model.targetMinutes[e]! > 0 : model.limit[e]! > 0) ? [e] : [],
  );
  const measure = (e: number) =>
    Math.max(1, (model.targetMinutes[e]! > 0 ? model.targetMinutes[e]! : model.limit[e]!) * W);
  const fixedMinutes = model.employeeIds.map((_, e) =>
    model.weeks.reduce((sum, week) => sum + (model.fixedWeek[e]!.get(week) ?? 0), 0),
  );
  const indexOf = new Map(model.employeeIds.map((id, e) => [id, e]));
  const durationOf = new Map(input.shifts.map((s) => [s.id, s.duration]));
  const spreadOf = (chosen: Pair[]) => {
    const minutes = [...fixedMinutes];
    for (const p of chosen) minutes[indexOf.get(p.employeeId)!]! += durationOf.get(p.shiftId)!;
    const shares = measured.map((e) => minutes[e]! / measure(e));
    return shares.length ? Math.max(...shares) - Math.min(...shares) : 0;
  };
  let places = 0;
  let preferences = -Infinity;
  const spreadByCount: number[] = [];
  const chosen: Pair[] = [];
  const visit = (i: number) => {
    if (i === pairs.length) {
      const value = fixed + chosen.reduce((sum, p) => sum + preferenceOf(input, p), 0);
      if (chosen.length > places) [places, preferences] = [chosen.length, value];
      else if (chosen.length === places) preferences = Math.max(preferences, value);
      spreadByCount[chosen.length] = Math.min(
        spreadByCount[chosen.length] ?? Infinity,
        spreadOf(chosen),
      );
      return;
    }
    chosen.push(pairs[i]!);
    const result = { proposals: chosen, removals: [] };
    if (brokenRules(input, chosen, finalStaff(input, result)).length === 0) visit(i + 1);
    chosen.pop();
    visit(i + 1);
  };
  visit(0);
  return { places, preferences, spreadByCount };
}

/** The most places any rule-abiding set of new placements fills, by trying every subset. */
function bruteForceOptimum(input: SolverInput): number {
  const pairs: Pair[] = input.shifts.flatMap((s) =>
    input.candidates
      .filter((c) => !s.employeeIds.includes(c.id))
      .map((c) => ({ shiftId: s.id, employeeId: c.id })),
  );
  let best = 0;
  const chosen: Pair[] = [];
  const visit = (i: number) => {
    if (chosen.length + (pairs.length - i) <= best) return;
    if (i === pairs.length) {
      best = Math.max(best, chosen.length);
      return;
    }
    chosen.push(pairs[i]!);
    const result = { proposals: chosen, removals: [] };
    if (brokenRules(input, chosen, finalStaff(input, result)).length === 0) visit(i + 1);
    chosen.pop();
    visit(i + 1);
  };
  visit(0);
  return best;
}

describe('solve on random instances', () => {
  it('never breaks a hard rule and never fills more than its bound', () => {
    fc.assert(
      fc.property(arbitraryInstance(8, 14), (input) => {
        const result = solve(input, highs);
        const staff = finalStaff(input, result);
        expect(brokenRules(input, result.proposals, staff)).toEqual([]);
        expect(result.filled).toBeLessThanOrEqual(result.upperBound);
        expect(result.filled).toBe(result.proposals.length - result.removals.length);
      }),
      { numRuns: 200 },
    );
  });

  it('bounds the true optimum from above, and never claims more than it', () => {
    fc.assert(
      fc.property(
        arbitraryInstance(3, 4).map((input) => ({ ...input, rebalance: false })),
        (input) => {
          const optimum = bruteForceOptimum(input);
          const result = solve(input, highs);
          expect(result.upperBound).toBeGreaterThanOrEqual(optimum);
          expect(result.filled).toBeLessThanOrEqual(optimum);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('bounds each level from the right side, the preferences above the best among the fullest', () => {
    fc.assert(
      fc.property(
        arbitraryInstance(3, 4).map((input) => ({ ...input, rebalance: false })),
        (input) => {
          const best = bruteForceLevels(input);
          const result = solve(input, highs);
          const level = (name: string) => result.levels.find((l) => l.name === name)!;
          expect(level('places').bound).toBeGreaterThanOrEqual(best.places);
          expect(level('preferences').bound).toBeGreaterThanOrEqual(best.preferences);
          if (result.filled === best.places)
            expect(level('preferences').value).toBeLessThanOrEqual(best.preferences);
          // The spread's bound holds for every schedule that fills at least as many places.
          const leastSpread = Math.min(
            ...best.spreadByCount.slice(result.filled).filter((x) => x !== undefined),
          );
          expect(level('spread').bound).toBeLessThanOrEqual(leastSpread + 1e-9);
          expect(level('spread').bound).toBeGreaterThanOrEqual(0);
          for (const l of result.levels)
            if (l.sense === 'max') expect(l.value).toBeLessThanOrEqual(l.bound);
            else expect(l.value).toBeGreaterThanOrEqual(l.bound);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('fills as many places with preferences as without: they never cost a place', () => {
    fc.assert(
      fc.property(arbitraryInstance(8, 14), (input) => {
        const without = solve({ ...input, preferences: [] }, highs);
        const withThem = solve(input, highs);
        expect(withThem.filled).toBeGreaterThanOrEqual(without.filled);
        expect(brokenRules(input, withThem.proposals, finalStaff(input, withThem))).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('answers the same proposal for the same data in any order', () => {
    fc.assert(
      fc.property(arbitraryInstance(8, 14), fc.integer(), (input, seed) => {
        const random = seededRandom(seed);
        const reordered: SolverInput = {
          ...input,
          shifts: shuffled(input.shifts, random).map((s) => ({
            ...s,
            employeeIds: shuffled(s.employeeIds, random),
          })),
          candidates: shuffled(input.candidates, random),
          bookings: shuffled(input.bookings, random),
          timeOffs: shuffled(input.timeOffs, random),
          unavailability: shuffled(input.unavailability, random),
          preferences: shuffled(input.preferences ?? [], random),
        };
        const strip = ({ solveMs: _, ...rest }: ReturnType<typeof solve>) => rest;
        const first = strip(solve(input, highs));
        expect(strip(solve(input, highs))).toEqual(first);
        const other = strip(solve(reordered, highs));
        const byId = <T extends { employeeId: number }>(rows: T[]) =>
          [...rows].sort((a, b) => a.employeeId - b.employeeId);
        expect({ ...other, hours: byId(other.hours) }).toEqual({
          ...first,
          hours: byId(first.hours),
        });
      }),
      { numRuns: 60 },
    );
  });

  it("finds one person's best set of shifts exactly, and it breaks no rule", () => {
    fc.assert(
      fc.property(
        arbitraryInstance(1, 8).map((input) => ({ ...input, rebalance: false })),
        (input) => {
          const model = buildModel(input);
          const { members } = spansOf(model);
          const { shifts } = bestSchedule(
            model,
            0,
            weeklyRoom(model, 0),
            (span) =>
              members[span]!.find((s) => model.freeFor[s] === 1 && model.shifts[s]!.open > 0) ?? -1,
            () => 1,
          );
          const proposals = shifts.map((s) => ({
            shiftId: model.shifts[s]!.id,
            employeeId: model.employeeIds[0]!,
          }));
          const staff = finalStaff(input, { proposals, removals: [] });
          expect(brokenRules(input, proposals, staff)).toEqual([]);
          expect(shifts.length).toBe(bruteForceOptimum(input));
        },
      ),
      { numRuns: 300 },
    );
  });
});
