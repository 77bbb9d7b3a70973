// On random small instances: no hard rule is ever broken, nothing the solver fills exceeds its
// bound, and the bound is never below the true optimum found by trying every schedule.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysIso } from '@shared/domain/dates';
import { minutesToTime } from '@shared/domain/shift-time';
import { loadLinearSolver } from './linear-solver';
import { buildModel } from './model';
import { bestSchedule, weeklyRoom } from './person-schedule';
import { solve } from './solve';
import { brokenRules, finalStaff, instance, person, shift } from './test-instances';
import type { Pair, SolverInput } from './types';

const MONDAY = '2030-01-07';
const highs = await loadLinearSolver();

const arbitraryInstance = (maxPeople: number, maxShifts: number) =>
  fc
    .record({
      people: fc.array(fc.integer({ min: 0, max: 24 }), { minLength: 1, maxLength: maxPeople }),
      shifts: fc.array(
        fc.record({
          day: fc.integer({ min: -1, max: 8 }),
          start: fc.integer({ min: 0, max: 95 }),
          duration: fc.integer({ min: 1, max: 40 }),
          capacity: fc.integer({ min: 1, max: 3 }),
          staff: fc.array(fc.nat(), { maxLength: 2 }),
        }),
        { minLength: 1, maxLength: maxShifts },
      ),
      timeOffs: fc.array(fc.record({ who: fc.nat(), day: fc.integer({ min: -1, max: 8 }) }), {
        maxLength: 3,
      }),
      unavailable: fc.array(
        fc.record({
          who: fc.nat(),
          weekday: fc.integer({ min: 0, max: 6 }),
          hour: fc.integer({ min: 0, max: 20 }),
        }),
        { maxLength: 3 },
      ),
      minRestHours: fc.constantFrom(0, 8, 12),
      rebalance: fc.boolean(),
    })
    .map((r): SolverInput => {
      const ids = r.people.map((_, i) => i + 1);
      const pick = (n: number) => ids[n % ids.length]!;
      const shifts = r.shifts.map((s, i) =>
        shift(100 + i, addDaysIso(MONDAY, s.day), minutesToTime(s.start * 15), s.duration * 15, {
          capacity: s.capacity,
          // Someone already on it, as a manager may have placed by hand (even against the rules).
          employeeIds: [...new Set(s.staff.map(pick))].slice(0, s.capacity),
        }),
      );
      return instance({
        candidates: r.people.map((hours, i) => person(i + 1, hours)),
        shifts,
        bookings: shifts.flatMap((s) =>
          s.employeeIds.map((employeeId) => ({ ...s, shiftId: s.id, employeeId })),
        ),
        timeOffs: r.timeOffs.map((t) => ({
          employeeId: pick(t.who),
          startDate: addDaysIso(MONDAY, t.day),
          endDate: addDaysIso(MONDAY, t.day),
          allDay: true,
          startTime: null,
          endTime: null,
          multipleDates: null,
        })),
        unavailability: r.unavailable.map((u) => ({
          employeeId: pick(u.who),
          dayOfWeek: u.weekday,
          startTime: minutesToTime(u.hour * 60),
          endTime: minutesToTime(u.hour * 60 + 180),
          effectiveFrom: null,
          effectiveUntil: null,
        })),
        minRestHours: r.minRestHours,
        rebalance: r.rebalance,
      });
    });

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

  it("finds one person's best set of shifts exactly, and it breaks no rule", () => {
    fc.assert(
      fc.property(
        arbitraryInstance(1, 8).map((input) => ({ ...input, rebalance: false })),
        (input) => {
          const model = buildModel(input);
          const { shifts } = bestSchedule(model, 0, weeklyRoom(model, 0), (s) =>
            model.shifts[s]!.open > 0 ? 1 : NaN,
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
