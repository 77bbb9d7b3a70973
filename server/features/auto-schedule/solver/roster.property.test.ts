// The model and the roster answer from indexes (rows narrowed to a span's dates, placements sorted
// by start, hours kept per week); here every answer is compared with the rules judged from scratch
// over all of a person's rows and placements, on random instances and random sequences of moves.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weekStart } from '@shared/domain/dates';
import { restConflict, workDayOf } from '@shared/domain/rest';
import { breaksSplitRule, dayGaps } from '@shared/domain/split-shift';
import { shiftInterval } from '@shared/domain/shift-time';
import { brokenRule } from '../rules';
import { ALREADY_ON, FREE, buildModel, type Model } from './model';
import { Roster } from './roster';
import { arbitraryInstance } from '../../../test/solver-instances';
import { RULES, type SolverInput } from './types';

/** Each pair's status, judged by the shared rules with every row of the person. */
function statusesFromScratch(input: SolverInput, model: Model): number[] {
  const open = new Set(input.shifts.map((shift) => shift.id));
  return input.candidates.flatMap((candidate) => {
    const fixed = input.bookings.filter(
      (b) => b.employeeId === candidate.id && !(input.rebalance && open.has(b.shiftId)),
    );
    return input.shifts.map((shift) => {
      if (fixed.some((b) => b.shiftId === shift.id)) return ALREADY_ON;
      const week = weekStart(shift.date, input.weekStartsOn);
      const rule = brokenRule(shift, {
        weeklyHoursLimit: candidate.weeklyHoursLimit,
        positions: candidate.positions ?? [],
        locations: candidate.locations ?? [],
        timeOffs: input.timeOffs.filter((t) => t.employeeId === candidate.id),
        unavailability: input.unavailability.filter((u) => u.employeeId === candidate.id),
        bookings: fixed.map(shiftInterval),
        weekMinutes: fixed
          .filter((b) => weekStart(b.date, input.weekStartsOn) === week)
          .reduce((sum, b) => sum + b.duration, 0),
        restMinutes: model.restMinutes,
      });
      return rule === null ? FREE : RULES.indexOf(rule) + 1;
    });
  });
}

/** The roster's checks, judged from its placements alone by walking all of them. */
function fromScratch(roster: Roster) {
  const { model } = roster;
  const S = model.shifts.length;
  const clashes = (e: number, s: number) =>
    roster.shiftsOf[e]!.filter(
      (other) =>
        other !== s && restConflict(model.shifts[s]!, model.shifts[other]!, model.restMinutes),
    );
  const fits = (e: number, s: number, without = -1) => {
    if (model.status[e * S + s] !== FREE || roster.shiftsOf[e]!.includes(s)) return false;
    const { week, duration } = model.shifts[s]!;
    const minutes = roster.shiftsOf[e]!.filter(
      (other) => other !== without && model.shifts[other]!.week === week,
    ).reduce(
      (sum, other) => sum + model.shifts[other]!.duration,
      model.fixedWeek[e]!.get(week) ?? 0,
    );
    return (
      minutes + duration <= model.limit[e]! &&
      clashes(e, s).every((other) => other === without) &&
      dayKeepsRule(e, s, without)
    );
  };
  // The day of `s` with the person's fixed spans and every placement of theirs there but `without`.
  const dayKeepsRule = (e: number, s: number, without: number) => {
    const day = workDayOf(model.shifts[s]!);
    const placed = roster.shiftsOf[e]!.filter(
      (other) => other !== without && other !== s && workDayOf(model.shifts[other]!) === day,
    );
    const spans = [
      model.shifts[s]!,
      ...placed.map((other) => model.shifts[other]!),
      ...(model.fixedDays[e]!.get(day) ?? []),
    ];
    return !breaksSplitRule(dayGaps(spans), model.splitGapMinutes);
  };
  const blockers = (e: number, s: number) => {
    if (model.status[e * S + s] !== FREE || roster.shiftsOf[e]!.includes(s)) return [];
    // Two clashes or more: no single removal lets them take it.
    const clash = clashes(e, s);
    if (clash.length > 1) return [];
    return (clash.length === 1 ? clash : roster.shiftsOf[e]!).filter((r) => fits(e, s, r));
  };
  return { clashes, fits, blockers };
}

function expectSameAnswers(roster: Roster) {
  const { model } = roster;
  const judge = fromScratch(roster);
  model.employeeIds.forEach((_, e) => {
    expect(roster.rangeMinutes(e)).toBe(
      [...model.fixedWeek[e]!.entries()]
        .filter(([week]) => model.weeks.includes(week))
        .reduce((sum, [, minutes]) => sum + minutes, 0) +
        roster.shiftsOf[e]!.reduce((sum, s) => sum + model.shifts[s]!.duration, 0),
    );
    model.shifts.forEach((_, s) => {
      expect(roster.clashes(e, s).sort()).toEqual(judge.clashes(e, s).sort());
      for (const without of [-1, ...roster.shiftsOf[e]!])
        expect(roster.fits(e, s, without)).toBe(judge.fits(e, s, without));
      const visited: number[] = [];
      roster.forEachBlocker(e, s, (r) => visited.push(r));
      expect(visited.sort()).toEqual(judge.blockers(e, s).sort());
    });
  });
}

describe('model and roster on random instances', () => {
  it('judges every pair as the rules do with all of the person’s rows', () => {
    fc.assert(
      fc.property(arbitraryInstance(6, 12), (input) => {
        const model = buildModel(input);
        expect([...model.status]).toEqual(statusesFromScratch(input, model));
        input.candidates.forEach(({ familiar }, e) =>
          input.shifts.forEach(({ title, shiftType }, s) =>
            expect(model.familiar(e, s)).toBe(
              familiar.includes(`title:${title}`) || familiar.includes(`type:${shiftType}`),
            ),
          ),
        );
        const S = model.shifts.length;
        model.shifts.forEach((_, s) => {
          const free = model.employeeIds.flatMap((_, e) =>
            model.status[e * S + s] === FREE ? [e] : [],
          );
          expect(model.eligible[s]).toEqual(free);
          model.employeeIds.forEach((_, e) =>
            expect(model.freeFor[s * model.employeeIds.length + e]).toBe(free.includes(e) ? 1 : 0),
          );
        });
      }),
      { numRuns: 300 },
    );
  });

  it('answers fits, clashes and blockers as a walk over all placements does, move after move', () => {
    const moves = fc.array(fc.record({ e: fc.nat(), s: fc.nat(), add: fc.boolean() }), {
      maxLength: 25,
    });
    fc.assert(
      fc.property(arbitraryInstance(5, 10), moves, (input, steps) => {
        const model = buildModel(input);
        const roster = new Roster(model);
        expectSameAnswers(roster);
        for (const step of steps) {
          const e = step.e % model.employeeIds.length;
          const s = step.s % model.shifts.length;
          // Any placement, against the rules too: the checks must hold whatever the roster is.
          if (step.add && !roster.isOn(e, s)) roster.add(e, s);
          else if (!step.add && roster.isOn(e, s)) roster.remove(e, s);
          else continue;
          expectSameAnswers(roster);
        }
      }),
      { numRuns: 200 },
    );
  });
});
