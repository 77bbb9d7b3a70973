// On random small instances: no hard rule is ever broken, nothing the solver fills exceeds its
// bound, and the bound is never below the true optimum found by trying every schedule.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadLinearSolver } from './linear-solver';
import { buildModel } from './model';
import { bestSchedule, spansOf, weeklyRoom } from './person-schedule';
import { solve } from './solve';
import { arbitraryInstance, brokenRules, finalStaff } from '../../../test/solver-instances';
import type { Pair, SolverInput } from './types';

const highs = await loadLinearSolver();

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
