// 'Unleash the Shynk': the most places filled that any schedule could fill where the search can
// reach it, hours spread evenly, familiar people preferred, and the bound that proves how close
// the answer is. Pure and synchronous: the server runs it in a worker thread.
import { augment } from './augment';
import { balance } from './balance';
import { bestTaker, construct } from './construct';
import { ALREADY_ON, FREE, buildModel, type Model } from './model';
import { seededRandom, shuffled } from '@shared/random';
import { Roster } from './roster';
import {
  RULES,
  type Pair,
  type Rule,
  type RuleCounts,
  type SolverInput,
  type SolverResult,
} from './types';
import type { Highs } from 'highs';
import { lpBound } from './lp-bound';
import { pricedFill } from './priced-fill';

const DEFAULT_BUDGET_MS = 8_000;
const MIN_SEARCH_MS = 250;
/** The search's time as a share of the time the relaxation and the first fill took. */
const SEARCH_SHARE = 0.5;
/**
 * A preview that answers within about a second feels immediate behind its spinner, so a search
 * still short of the bound may run until the solve is this old, however quick the steps before.
 */
const PROMPT_ANSWER_MS = 800;
/**
 * Shaken retries are cheap on a small team, so a small team whose bound no schedule reaches
 * would otherwise spend all of the 0.8 s on them; 32 is over four times the most a bench team
 * has needed to reach its bound (seven, when trades still gave up on chains that met).
 */
const MAX_RETRIES = 32;

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

export function solve(input: SolverInput, highs: Highs): SolverResult {
  const started = performance.now();
  const budgetMs = input.budgetMs ?? DEFAULT_BUDGET_MS;
  const deadline = Date.now() + budgetMs;
  const promptAnswerBy = Date.now() + PROMPT_ANSWER_MS;
  const model = buildModel(input);
  const initial = new Roster(model);
  const before = model.employeeIds.map((_, e) => initial.rangeMinutes(e));
  const initialCount = initial.filled;
  // The relaxation first: its bound is the answer's proof, and its schedule guides the search.
  const bound = lpBound(model, highs, initialCount, budgetMs / 2000);
  const people = model.employeeIds.map((_, e) => e);
  // Whole schedules by the relaxation's prices first, then the shift-by-shift fill for what is
  // left (and for anyone a rebalance keeps on a shift). A retry takes people in another order.
  const attempt = (jitter?: () => number) => {
    const roster = new Roster(model);
    const plan = bound.plan.copy();
    pricedFill(roster, bound.prices, plan, jitter ? shuffled(people, jitter) : people);
    construct(roster, plan, jitter);
    return roster;
  };

  const attemptStarted = performance.now();
  let roster = attempt();
  // A fill cannot stop half way, so a retry starts only with time for a whole one left.
  const attemptMs = performance.now() - attemptStarted;
  // The search after the guided first fill gets half as long as everything before it took, so
  // the solve's time grows with the instance, and until the solve is 0.8 s old at least: chains
  // from the first fill, then shaken retries while the bound is not reached, keeping the
  // fullest. The priced first fill leaves little to find on large teams (there a search as long
  // as the rest filled the same places); on small ones a retry is cheap, and the 0.8 s leaves
  // room for several when the first search stops short of the bound.
  const spent = performance.now() - started;
  const searchUntil = Math.min(
    deadline,
    Math.max(promptAnswerBy, Date.now() + Math.max(MIN_SEARCH_MS, spent * SEARCH_SHARE)),
  );
  // A roster at the bound cannot be beaten: the search stops there.
  const most = initialCount + bound.slots;
  augment(roster, searchUntil, most);
  const random = seededRandom(1);
  for (
    let retries = 0;
    retries < MAX_RETRIES && roster.filled < most && Date.now() + attemptMs < searchUntil;
    retries++
  ) {
    const retry = attempt(random);
    augment(retry, searchUntil, most);
    if (retry.filled > roster.filled) roster = retry;
  }
  balance(roster, deadline);
  topUp(roster);

  const initialPairs = pairsOf(model, model.initial);
  const finalPairs = pairsOf(model, roster.onShift);
  const openSlots = input.shifts.reduce(
    (sum, shift) => sum + Math.max(0, shift.capacity - shift.employeeIds.length),
    0,
  );
  return {
    proposals: toPairs(
      model,
      [...finalPairs].filter((key) => !initialPairs.has(key)),
    ),
    removals: toPairs(
      model,
      [...initialPairs].filter((key) => !finalPairs.has(key)),
    ),
    openSlots,
    filled: roster.filled - initialCount,
    upperBound: bound.slots,
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
    hours: model.employeeIds.map((employeeId, e) => ({
      employeeId,
      before: before[e]! / 60,
      after: roster.rangeMinutes(e) / 60,
      limit: (model.limit[e]! * model.weeks.length) / 60,
    })),
    solveMs: Math.round(performance.now() - started),
  };
}
