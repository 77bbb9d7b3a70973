// Proven bounds for a small team's levels from one integer program over every (person, span) pair
// the fixed rules allow, solved by HiGHS from the fill's own schedule. The rows are implied by the
// hard rules, so every valid schedule is a point of the program and HiGHS's proven dual bound
// bounds the level; the split-shift rule is modelled exactly, so on the bench that bound meets the
// fill's value (the count's linear bound and the preferences' Lagrangian one stay above it).
//
// The rows, per person: each week's minutes within their room; two spans that clash or leave too
// little rest, at most one; two spans of a day further apart than the gap allows, not both unless
// a third lies wholly between them; and at most two runs of work a day (one gap), where runs are
// the chosen spans less the moments one of them ends as another starts. A day with fixed spans of
// theirs gets no split-shift rows: leaving rows out only loosens the program.
//
// Deterministic: a fixed number of branch-and-bound nodes, never a time (the safety cap aside).
import type { Highs } from 'highs';
import { restConflict, workDayOf } from '@shared/domain/rest';
import { binaryProgram, runWithin, type ProgramRow } from './binary-program';
import { spansOf } from './person-schedule';
import type { Roster } from './roster';
import type { WorkBudget } from './work-budget';

/** Past this many (person, span) pairs the program costs more than the rest of the solve. */
const MOST_COLUMNS = 3_000;
/** Branch-and-bound nodes per program: a node count, never a clock. */
const NODES = 200;
/**
 * And simplex iterations per column, so that no program runs on for long. The bench's 50-person
 * week proves its preferences in 2.6 per column and its count in 0.25; seeded 60-person weeks
 * spent 12 per column over 200 nodes (10 to 14 s a program) and, held to these, take 7 to 8 s
 * in all for a few liked minutes less.
 */
const PREFERENCE_ITERATIONS = 3;
const COUNT_ITERATIONS = 1;

type Row = ProgramRow;

export type ExactProgram = {
  /** The (person, span) pairs, then one continuous column per moment a run carries on. */
  pairs: { e: number; span: number }[];
  numCols: number;
  rows: Row[];
  /** Per continuous column, the pairs ending and starting at its moment. */
  carries: { ending: number[]; starting: number[] }[];
};

/**
 * The program, or null where it is not worth solving: a range of more than one week, placements a
 * rebalance may keep (their rows would differ), or too many pairs.
 */
export function exactProgram(roster: Roster): ExactProgram | null {
  const { model } = roster;
  if (model.weeks.length !== 1 || model.initial.some((people) => people.length > 0)) return null;
  const { members, slots, freeSpans } = spansOf(model);
  const total = freeSpans.reduce((sum, spans) => sum + spans.length, 0);
  if (total === 0 || total > MOST_COLUMNS) return null;
  const pairs: ExactProgram['pairs'] = [];
  const rows: Row[] = [];
  const carries: ExactProgram['carries'] = [];
  const bySpan = new Map<number, number[]>();
  const gap = model.splitGapMinutes;
  model.employeeIds.forEach((_, e) => {
    const spans = freeSpans[e]!;
    const first = pairs.length;
    const col = (i: number) => first + i;
    spans.forEach((span) => {
      (bySpan.get(span) ?? bySpan.set(span, []).get(span)!).push(pairs.length);
      pairs.push({ e, span });
    });
    if (spans.length === 0) return;
    const room = model.limit[e]! - (model.fixedWeek[e]!.get(model.weeks[0]!) ?? 0);
    rows.push({
      cols: spans.map((_, i) => col(i)),
      values: spans.map((span) => slots[span]!.duration),
      upper: room,
    });
    const covered = clashCliques(
      spans.map((span) => slots[span]!),
      model.restMinutes,
      (clique) => rows.push({ cols: clique.map(col), values: clique.map(() => 1), upper: 1 }),
    );
    // Spans are by start: a pair that clashes or breaks the rest starts within a day and the rest.
    for (let i = 0; i < spans.length; i++) {
      const a = slots[spans[i]!]!;
      for (let k = i + 1; k < spans.length; k++) {
        const b = slots[spans[k]!]!;
        if (b.start >= a.end + model.restMinutes + 24 * 60) break;
        if (restConflict(a, b, model.restMinutes)) {
          if (!covered.has(i * spans.length + k))
            rows.push({ cols: [col(i), col(k)], values: [1, 1], upper: 1 });
        } else if (
          workDayOf(a) === workDayOf(b) &&
          b.start - a.end > gap &&
          !model.fixedDays[e]!.has(workDayOf(a))
        ) {
          const between: number[] = [];
          for (let c = i + 1; c < k; c++) {
            const slot = slots[spans[c]!]!;
            if (slot.start >= a.end && slot.end <= b.start) between.push(col(c));
          }
          rows.push({
            cols: [col(i), col(k), ...between],
            values: [1, 1, ...between.map(() => -1)],
            upper: 1,
          });
        }
      }
    }
    const byDay = new Map<number, number[]>();
    spans.forEach((span, i) => {
      const day = workDayOf(slots[span]!);
      if (!model.fixedDays[e]!.has(day)) (byDay.get(day) ?? byDay.set(day, []).get(day)!).push(i);
    });
    for (const onDay of byDay.values()) {
      if (onDay.length < 3) continue;
      const runs: Row = { cols: onDay.map(col), values: onDay.map(() => 1), upper: 2 };
      for (const t of new Set(onDay.map((i) => slots[spans[i]!]!.end))) {
        const starting = onDay.filter((i) => slots[spans[i]!]!.start === t).map(col);
        if (starting.length === 0) continue;
        const ending = onDay.filter((i) => slots[spans[i]!]!.end === t).map(col);
        const carry = total + carries.length;
        carries.push({ ending, starting });
        runs.cols.push(carry);
        runs.values.push(-1);
        rows.push({ cols: [carry, ...ending], values: [1, ...ending.map(() => -1)], upper: 0 });
        rows.push({ cols: [carry, ...starting], values: [1, ...starting.map(() => -1)], upper: 0 });
      }
      rows.push(runs);
    }
  });
  for (const [span, cols] of bySpan) {
    const open = members[span]!.reduce((sum, s) => sum + model.shifts[s]!.open, 0);
    if (cols.length > open) rows.push({ cols, values: cols.map(() => 1), upper: open });
  }
  return { pairs, numCols: total + carries.length, rows, carries };
}

/**
 * Sets of one person's spans (sorted by start) that pairwise clash or leave too little rest, so a
 * schedule holds at most one of each: one row for a set instead of one per pair, and a tighter
 * relaxation. At each span's start, of each day the spans reaching it (rest included for other
 * days) that share one moment. Answers the pairs covered (i * n + k, i < k).
 */
function clashCliques(
  slots: readonly { start: number; end: number }[],
  restMinutes: number,
  emit: (clique: number[]) => void,
): Set<number> {
  const n = slots.length;
  const covered = new Set<number>();
  const known = new Set<string>();
  for (let i = 0; i < n; i++) {
    const t = slots[i]!.start;
    const day = workDayOf(slots[i]!);
    const byDay = new Map<number, number[]>();
    for (let j = 0; j < n && slots[j]!.start <= t; j++) {
      const d = workDayOf(slots[j]!);
      if (slots[j]!.end + (d === day ? 0 : restMinutes) <= t) continue;
      (byDay.get(d) ?? byDay.set(d, []).get(d)!).push(j);
    }
    const clique: number[] = [];
    for (const [d, members] of byDay) {
      // The day's own spans all hold the moment t; another day's, the largest set sharing one.
      let best = members.filter((j) => d === day || slots[j]!.end > t);
      if (d !== day)
        for (const j of members) {
          const at = slots[j]!.start;
          const here = members.filter((k) => slots[k]!.start <= at && at < slots[k]!.end);
          if (here.length > best.length) best = here;
        }
      clique.push(...best);
    }
    clique.sort((a, b) => a - b);
    const key = clique.join(',');
    if (clique.length < 2 || known.has(key)) continue;
    known.add(key);
    emit(clique);
    for (let a = 0; a < clique.length; a++)
      for (let b = a + 1; b < clique.length; b++) covered.add(clique[a]! * n + clique[b]!);
  }
  return covered;
}

/** What one solve of the program proves and finds. */
type Solved = {
  /** The proven upper bound, rounded down (the worths are whole); Infinity when none. */
  bound: number;
  /** The best (person, span) pairs found, by position in the program. */
  chosen: number[];
  /** Their worth, and the roster's. */
  found: number;
  value: number;
};

/**
 * The program by `worth` among schedules of at least `places` of the fill's placements (none when
 * 0), solved by HiGHS from the roster's schedule.
 */
function solveExact(
  highs: Highs,
  roster: Roster,
  program: ExactProgram,
  worth: (e: number, span: number) => number,
  places: number,
  budget: WorkBudget,
  iterationsPerColumn: number,
): Solved {
  const { model } = roster;
  const { pairs, numCols, carries } = program;
  // At least `places`, written as at most its negative: every other row bounds from above.
  const all = pairs.map((_, j) => j);
  const rows =
    places > 0
      ? [...program.rows, { cols: all, values: all.map(() => -1), upper: -places }]
      : program.rows;
  const cost = new Float64Array(numCols);
  pairs.forEach(({ e, span }, j) => (cost[j] = worth(e, span)));
  const start = new Float64Array(numCols);
  const { members } = spansOf(model);
  let value = 0;
  pairs.forEach(({ e, span }, j) => {
    if (members[span]!.some((s) => roster.isOn(e, s))) {
      start[j] = 1;
      value += cost[j]!;
    }
  });
  carries.forEach(({ ending, starting }, c) => {
    const sum = (cols: number[]) => cols.reduce((total, j) => total + start[j]!, 0);
    start[pairs.length + c] = Math.min(sum(ending), sum(starting));
  });
  budget.spend(numCols);
  return highs.withModel(binaryProgram(highs, rows, cost, pairs.length), (mip): Solved => {
    // Whole worths: a bound less than one above the fill's value proves it.
    mip.options.set({
      output_flag: false,
      mip_max_nodes: NODES,
      mip_rel_gap: 0,
      mip_abs_gap: 0.99,
      random_seed: 0,
      ...(Number.isFinite(budget.secondsToSafetyCap())
        ? { time_limit: Math.max(0.01, budget.secondsToSafetyCap()) }
        : {}),
    });
    mip.setSolution({ colValue: start });
    runWithin(mip, iterationsPerColumn * numCols);
    const { colValue } = mip.getSolution();
    const chosen =
      colValue && colValue.length === numCols ? all.filter((j) => (colValue[j] ?? 0) > 0.5) : [];
    const found = chosen.reduce((sum, j) => sum + cost[j]!, 0);
    const dual = Number(mip.info.get('mip_dual_bound'));
    const bound = Number.isFinite(dual) ? Math.floor(dual + 1e-6) : Infinity;
    // Below the fill's own value the program is no relaxation: prove nothing rather than wrong.
    return { bound: bound < value - 1e-6 ? Infinity : bound, chosen, found, value };
  });
}

/**
 * The proven upper bound on `worth` summed over the fill's placements, among schedules of at
 * least `places` of them (none when 0), rounded down; Infinity when HiGHS proves nothing usable.
 * The solve asks it for the count, and it spends the count's iterations.
 */
export function exactBound(
  highs: Highs,
  roster: Roster,
  program: ExactProgram,
  worth: (e: number, span: number) => number,
  places: number,
  budget: WorkBudget,
): number {
  return solveExact(highs, roster, program, worth, places, budget, COUNT_ITERATIONS).bound;
}

/**
 * The program's best schedule by `worth` at the roster's count or more, placed instead of the
 * roster's when it is worth more and the roster's own checks take it whole (else the roster is as
 * it was). Answers the proven bound on `worth`, for any schedule of at least that count.
 */
export function exactFill(
  highs: Highs,
  roster: Roster,
  program: ExactProgram,
  worth: (e: number, span: number) => number,
  budget: WorkBudget,
): number {
  const { model } = roster;
  const filled = roster.filled;
  const { bound, chosen, found, value } = solveExact(
    highs,
    roster,
    program,
    worth,
    filled,
    budget,
    PREFERENCE_ITERATIONS,
  );
  if (found <= value + 1e-6) return bound;
  const { members, slots } = spansOf(model);
  const pairs = chosen.map((j) => program.pairs[j]!);
  // Each person's spans by start: a day's split-shift check then sees each prefix of the day.
  pairs.sort((a, b) => a.e - b.e || slots[a.span]!.start - slots[b.span]!.start);
  const had = model.employeeIds.map((_, e) => new Set(roster.shiftsOf[e]!));
  roster.record();
  model.employeeIds.forEach((_, e) => {
    for (const s of [...roster.shiftsOf[e]!]) roster.remove(e, s);
  });
  for (const { e, span } of pairs) {
    const open = members[span]!.filter((s) => roster.canAdd(e, s));
    const s = open.find((t) => had[e]!.has(t)) ?? open[0];
    if (s === undefined) {
      roster.rewind(roster.stopRecording());
      return bound;
    }
    roster.add(e, s);
  }
  const changes = roster.stopRecording();
  if (roster.filled < filled) roster.rewind(changes);
  return bound;
}
