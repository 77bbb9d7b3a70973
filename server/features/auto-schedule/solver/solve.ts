// 'Unleash the Shynk': the most places filled that any schedule could fill where the search can
// reach it, hours spread evenly, familiar people preferred, and the bound that proves how close
// the answer is. Pure and synchronous: the server runs it in a worker thread.
import { augment } from './augment';
import { bestTaker, construct } from './construct';
import { ALREADY_ON, FREE, buildModel, type Model } from './model';
import { explain } from './explain';
import { mostMinutes, preferenceBound, spreadBound } from './level-bounds';
import type { HoursRange } from './highest-share';
import { LevelScores, polish } from './polish';
import { dayExchanges } from './day-exchange';
import { gainWithinBand, liftLowestShares } from './share-lift';
import { exactBound, exactFill, exactProgram } from './exact-levels';
import { WorkBudget } from './work-budget';
import type { FillLevelResult } from '@shared/validators/auto-schedule';
import { seededRandom, shuffled } from '@shared/random';
import { Roster } from './roster';
import {
  RULES,
  type Pair,
  type Preference,
  type Rule,
  type RuleCounts,
  type SolverInput,
  type SolverResult,
} from './types';
import type { Highs } from 'highs';
import { lpBound } from './lp-bound';
import { pricedFill } from './priced-fill';

/**
 * The search's work budget: this many units times the square root of the (person, shift) pairs
 * someone is free for. Calibrated on the bench: the 200-person week then gets about as much
 * search as the time-bounded search gave it, and the thousand-person week a few times that (work
 * per unit of budget grows with the team, so a linear budget took thirty times as long there).
 * Counted in work, so a busy machine takes longer but finds the same schedule.
 */
const WORK_PER_ROOT_PAIR = 4_000;
const MIN_WORK = 1_000_000;
/** The share of the budget the count's search may use; the levels below get the rest. */
const SEARCH_SHARE = 0.7;
/**
 * Work for lifting the lowest share, beside the budget: on the 200-person week its three programs
 * of two days take about an eighth of the solve's work units.
 */
const LIFT_SHARE = 0.2;
/**
 * Work for liked minutes won inside the band after the lift: on the 200-person week its first
 * three programs (most at stake first) take it from 34,530 liked minutes to 34,680 in 0.25 s; a
 * budget five times this reached 34,770 in 1 s more.
 */
const GAIN_SHARE = 0.1;
/**
 * The wall-clock safety cap: far above what any bench instance needs (the largest takes a few
 * seconds), so only a machine many times slower than expected ever reaches it. The relaxation's
 * own cap is the same.
 */
const SAFETY_MS = 60_000;
/**
 * Shaken retries are cheap on a small team, so a small team whose bound no schedule reaches
 * would otherwise spend its whole budget on them; 32 is over four times the most a bench team
 * has needed to reach its bound.
 */
const MAX_RETRIES = 32;

/**
 * The input in one order whatever order it came in (by id): the search breaks ties by position,
 * so the same data in another order must not give another schedule.
 */
function canonical(input: SolverInput): SolverInput {
  const byId = <T extends { id: number }>(rows: readonly T[]) =>
    [...rows].sort((a, b) => a.id - b.id);
  const key = (p: Preference) =>
    `${p.employeeId}|${p.dayOfWeek}|${p.startTime}|${p.endTime}|${p.kind}|${p.effectiveFrom}|${p.effectiveUntil}`;
  return {
    ...input,
    shifts: byId(input.shifts).map((shift) => ({
      ...shift,
      employeeIds: [...shift.employeeIds].sort((a, b) => a - b),
    })),
    candidates: byId(input.candidates),
    preferences: [...(input.preferences ?? [])].sort((a, b) =>
      key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0,
    ),
  };
}

/** Anyone who can still simply be added is: the answer is never short of an easy place. */
function topUp(roster: Roster) {
  roster.model.shifts.forEach((_, s) => {
    while (roster.hasRoom(s)) {
      const e = bestTaker(roster, s);
      if (e < 0) return;
      roster.add(e, s);
    }
  });
}

/** Why each person who is not on the shift could not be put on it. */
function reasonsFor(roster: Roster, s: number): RuleCounts {
  const { model } = roster;
  const S = model.shifts.length;
  const counts = Object.fromEntries(RULES.map((rule) => [rule, 0])) as RuleCounts;
  model.employeeIds.forEach((_, e) => {
    const status = model.status[e * S + s]!;
    if (status === ALREADY_ON || roster.isOn(e, s)) return;
    let rule: Rule | null = status === FREE ? null : RULES[status - 1]!;
    if (!rule) {
      const clashes = roster.clashes(e, s);
      const shift = model.shifts[s]!;
      if (
        clashes.some(
          (o) => model.shifts[o]!.start < shift.end && shift.start < model.shifts[o]!.end,
        )
      )
        rule = 'overlap';
      else if (clashes.length > 0) rule = 'rest';
      else if (roster.splitsDay(e, s)) rule = 'splitShift';
      else rule = 'weeklyLimit';
    }
    counts[rule]++;
  });
  return counts;
}

function pairsOf(model: Model, placements: number[][]): Set<string> {
  return new Set(placements.flatMap((people, s) => people.map((e) => `${s}|${e}`)));
}

function toPairs(model: Model, keys: string[]): Pair[] {
  return keys.map((key) => {
    const [s, e] = key.split('|').map(Number);
    return { shiftId: model.shifts[s!]!.id, employeeId: model.employeeIds[e!]! };
  });
}

/**
 * Liked less avoided hours, at a weight that only breaks near-ties of the prices: a place is
 * worth about one, an hour of preference a hundredth of that.
 */
const LEAN_PER_HOUR = 0.01;
function preferenceLean(model: Model) {
  return (e: number, span: number) => {
    const at = e * model.spans + span;
    return ((model.liked[at]! - model.avoided[at]!) / 60) * LEAN_PER_HOUR;
  };
}

/** `worth` summed over the solver's placements. */
function placedWorth(roster: Roster, worth: (e: number, span: number) => number): number {
  let total = 0;
  roster.shiftsOf.forEach((shifts, e) => {
    for (const s of shifts) total += worth(e, roster.model.spanOf[s]!);
  });
  return total;
}

/** A level whose bound caps the value from above (more is better) or from below. */
function level(
  name: FillLevelResult['name'],
  sense: FillLevelResult['sense'],
  value: number,
  bound: number,
): FillLevelResult {
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const [v, b] = [round(value), round(bound)];
  return { name, sense, value: v, bound: b, optimal: sense === 'max' ? v >= b : v <= b };
}

/** What each person works of the range's shifts: the solver's placements and the fixed ones. */
function onShift(roster: Roster, e: number, s: number) {
  const S = roster.model.shifts.length;
  return roster.isOn(e, s) || roster.model.status[e * S + s] === ALREADY_ON;
}

/** The levels below the count, with their bounds. */
function lowerLevels(
  roster: Roster,
  scores: LevelScores,
  removals: number,
  /** The exact program's bound on the placements' preferences, Infinity when none. */
  preferenceProof: number,
  mostOf: (e: number) => number[],
  /** The spread's proven least (`spreadProof`). */
  spreadLeast: number,
): FillLevelResult[] {
  const { model } = roster;
  const S = model.shifts.length;
  let preferences = 0;
  let fixedPreferences = 0;
  model.employeeIds.forEach((_, e) => {
    for (let s = 0; s < S; s++) {
      if (!onShift(roster, e, s)) continue;
      const value = scores.preference(e, s);
      preferences += value;
      if (!roster.isOn(e, s)) fixedPreferences += value;
    }
  });
  // The hours levels: what each person works per week, and the most they could alone.
  const wanting = model.employeeIds.flatMap((_, e) => (model.minMinutes[e]! > 0 ? [e] : []));
  const { measured } = scores;
  let below = 0;
  let belowBound = 0;
  for (const e of wanting) {
    const min = model.minMinutes[e]!;
    model.weeks.forEach((week, w) => {
      const worked =
        (model.fixedWeek[e]!.get(week) ?? 0) +
        roster.shiftsOf[e]!.reduce(
          (sum, s) => sum + (model.shifts[s]!.weekIndex === w ? model.shifts[s]!.duration : 0),
          0,
        );
      below += Math.max(0, min - worked);
      belowBound += Math.max(0, min - mostOf(e)[w]!);
    });
  }
  const shares = measured.map((e) => roster.rangeMinutes(e) / Math.max(1, scores.measure[e]!));
  const highest = shares.length ? Math.max(...shares) : 0;
  const spread = shares.length ? highest - Math.min(...shares) : 0;
  const placed = preferences - fixedPreferences;
  const preferencesBound =
    preferenceProof <= placed
      ? preferenceProof
      : Math.min(preferenceProof, preferenceBound(model, placed, roster.filled));
  return [
    level('moved', 'min', removals, 0),
    level('preferences', 'max', preferences, fixedPreferences + preferencesBound),
    level('belowMinimum', 'min', below / 60, belowBound / 60),
    level('spread', 'min', spread, spreadLeast),
  ];
}

/** Per person and week, the most minutes they could work alone, each computed once. */
function mostMinutesOf(model: Model): (e: number) => number[] {
  const most = new Map<number, number[]>();
  return (e: number) => {
    let weeks = most.get(e);
    if (!weeks) most.set(e, (weeks = mostMinutes(model, e)));
    return weeks;
  };
}

/** The least spread any schedule with the roster's count could have. */
function spreadProof(roster: Roster, scores: LevelScores, mostOf: (e: number) => number[]): number {
  const { measured } = scores;
  const shares = measured.map((e) => scores.share(e));
  const highest = shares.length ? Math.max(...shares) : 0;
  const limits = {
    measured,
    measure: scores.measure,
    hours: hoursRanges(roster, mostOf),
    mostPerWeek: mostOf,
  };
  // Down to the level's precision, so rounding never claims more than is proven (but for the last
  // bits of a share the bound reaches exactly, 1.25 as 1.2499999999999998).
  return Math.floor(spreadBound(roster.model, limits, roster.filled, highest) * 1000 + 1e-9) / 1000;
}

/**
 * Per person, the least and most minutes any schedule gives them: their fixed minutes, and those
 * plus their best set alone per week, plus any placement a rebalance may keep though no longer free.
 */
function hoursRanges(roster: Roster, mostOf: (e: number) => number[]): HoursRange[] {
  const { model } = roster;
  const S = model.shifts.length;
  const kept = new Float64Array(model.employeeIds.length);
  model.initial.forEach((people, s) => {
    for (const e of people)
      if (model.status[e * S + s] !== FREE) kept[e]! += model.shifts[s]!.duration;
  });
  return model.employeeIds.map((_, e) => {
    const least = model.weeks.reduce((sum, week) => sum + (model.fixedWeek[e]!.get(week) ?? 0), 0);
    return { least, most: mostOf(e).reduce((sum, m) => sum + m, 0) + kept[e]! };
  });
}

export function solve(given: SolverInput, highs: Highs): SolverResult {
  const started = performance.now();
  const input = canonical(given);
  const safetyMs = input.safetyMs ?? SAFETY_MS;
  const model = buildModel(input);
  const pairs = model.eligible.reduce((sum, people) => sum + people.length, 0);
  const budget = new WorkBudget(
    input.workBudget ?? Math.max(MIN_WORK, Math.round(WORK_PER_ROOT_PAIR * Math.sqrt(pairs))),
    Date.now() + safetyMs,
  );
  const initial = new Roster(model);
  const before = model.employeeIds.map((_, e) => initial.rangeMinutes(e));
  const initialCount = initial.filled;
  // The relaxation first: its bound is the answer's proof, and its schedule guides the search.
  // HiGHS runs it to optimality; the cap is the safety one, and a program it cuts short still
  // proves a valid (weaker) bound.
  const bound = lpBound(model, highs, initialCount, safetyMs / 1000);
  const people = model.employeeIds.map((_, e) => e);
  // Whole schedules by the relaxation's prices first, then the shift-by-shift fill for what is
  // left (and for anyone a rebalance keeps on a shift). A retry takes people in another order.
  const search = budget.part(SEARCH_SHARE);
  const attempt = (jitter?: () => number, bonus?: (e: number, span: number) => number) => {
    search.spend(pairs);
    const roster = new Roster(model);
    const plan = bound.plan.copy();
    pricedFill(roster, bound.prices, plan, jitter ? shuffled(people, jitter) : people, bonus);
    construct(roster, plan, jitter);
    return roster;
  };

  // The first fill leans, among schedules worth the same places, to what people like; a fill
  // short of the bound is tried again without the lean, and the fuller one kept (the leaning one
  // when equal), so preferences never cost a place the plain search finds. A roster at the bound
  // cannot be beaten: the search stops there. Otherwise chains and trades, then shaken retries
  // (seeded, so they repeat), keeping the fullest, within the budget.
  const most = initialCount + bound.slots;
  const leaning = model.liked.some((m) => m > 0) || model.avoided.some((m) => m > 0);
  let roster = attempt(undefined, leaning ? preferenceLean(model) : undefined);
  augment(roster, search, most);
  if (leaning && roster.filled < most) {
    const plain = attempt();
    augment(plain, search, most);
    if (plain.filled > roster.filled) roster = plain;
  }
  const random = seededRandom(1);
  for (let retries = 0; retries < MAX_RETRIES && roster.filled < most && search.left(); retries++) {
    const retry = attempt(random);
    augment(retry, search, most);
    if (retry.filled > roster.filled) roster = retry;
  }
  // The count is settled before the levels below it move anything; a move that frees room lets
  // someone else in at the end.
  topUp(roster);
  polish(roster, budget);
  // A small team's preferences by the exact program first: its schedule when better, and the
  // proof, which spares the day programs when the roster reaches it. Its count's proof at the end.
  const program = exactProgram(roster);
  const worth = (e: number, span: number) =>
    model.liked[e * model.spans + span]! - model.avoided[e * model.spans + span]!;
  const preferenceProof =
    program && leaning ? exactFill(highs, roster, program, worth, budget) : Infinity;
  if (preferenceProof > placedWorth(roster, worth))
    dayExchanges(roster, new LevelScores(roster), highs, budget);
  polish(roster, budget);
  topUp(roster);
  // The spread's bound holds for any schedule of this count: the lift works towards it, then liked
  // minutes are won inside the band it left. Each has work of its own, as the levels above use up
  // the rest of the budget wherever they can still gain.
  const scores = new LevelScores(roster);
  const mostOf = mostMinutesOf(model);
  const spreadLeast = spreadProof(roster, scores, mostOf);
  liftLowestShares(roster, scores, highs, budget.aside(LIFT_SHARE), spreadLeast);
  gainWithinBand(roster, scores, highs, budget.aside(GAIN_SHARE));

  const initialPairs = pairsOf(model, model.initial);
  const finalPairs = pairsOf(model, roster.onShift);
  const openSlots = input.shifts.reduce(
    (sum, shift) => sum + Math.max(0, shift.capacity - shift.employeeIds.length),
    0,
  );
  const removals = toPairs(
    model,
    [...initialPairs].filter((key) => !finalPairs.has(key)),
  );
  const filled = roster.filled - initialCount;
  const slots =
    program && filled < bound.slots
      ? Math.min(
          bound.slots,
          exactBound(highs, roster, program, () => 1, 0, budget),
        )
      : bound.slots;
  const words = explain(input, roster, scores);
  const W = model.weeks.length;
  const out: SolverResult = {
    proposals: toPairs(
      model,
      [...finalPairs].filter((key) => !initialPairs.has(key)),
    ),
    removals,
    openSlots,
    filled,
    upperBound: slots,
    levels: [
      level('places', 'max', filled, slots),
      ...lowerLevels(roster, scores, removals.length, preferenceProof, mostOf, spreadLeast),
    ],
    unfilled: model.shifts.flatMap((shift, s) =>
      roster.hasRoom(s)
        ? [
            {
              shiftId: shift.id,
              open: shift.open - roster.onShift[s]!.length,
              reasons: reasonsFor(roster, s),
            },
          ]
        : [],
    ),
    hours: model.employeeIds.map((employeeId, e) => {
      const candidate = input.candidates[e]!;
      return {
        employeeId,
        before: before[e]! / 60,
        after: roster.rangeMinutes(e) / 60,
        limit: (model.limit[e]! * W) / 60,
        minHours: candidate.minHours ? candidate.minHours * W : null,
        targetHours: candidate.targetHours ? candidate.targetHours * W : null,
        ...words[e]!,
      };
    }),
    solveMs: Math.round(performance.now() - started),
    stoppedByClock: budget.hitSafetyCap,
  };
  return out;
}
