// The preference level's widest move: every placement on one or two days of a week, of everyone
// placed then and everyone who likes or avoids work then, taken off and placed again exactly by
// a small integer program (HiGHS), the rest of the roster as it stands. A liked window often
// needs several people to move at once (its holder to another shift of the day, whose holder to
// a third, and hours given up on one day for another), which no chain of single moves finds.
//
// The program: a binary per (person, span of those days) the person fits as the roster stands
// without those placements; each span at most its room, each person within their week's hours,
// at most one of a person's spans at any moment, no two that break the rest or leave too long a
// gap in a day, and no three of a day that leave two gaps (stricter than the split-shift rule, so
// it only forgoes some schedules); at least as many places as were taken off. It maximizes liked
// less avoided minutes. A day is asked narrowly first: only those who like or avoid work then may
// go anywhere, anyone else only where they are, where such a person is, or where there was room.
// That finds the usual trades at a third of the size and time; a day where it has never found
// anything is asked widely, everyone anywhere, for longer chains.
// The answer is placed by the roster's own checks and kept only when the count stands and the
// people moved are better off by the levels in strict order (`polish.ts`), else taken back.
//
// Deterministic: each program stops at a fixed number of branch-and-bound nodes, never a time
// (the safety cap aside), and the work budget counts its size.
import type { Highs } from 'highs';
import { MINUTES_PER_DAY } from '@shared/domain/shift-time';
import { restConflict, workDayOf } from '@shared/domain/rest';
import { bestChain, dayRulesOf, movable, spansOf, worthOn } from './person-schedule';
import { better, NOTHING, type LevelScores } from './polish';
import { minus, standing } from './standing';
import type { Change, Roster } from './roster';
import type { WorkBudget } from './work-budget';
import { binaryProgram, runWithin, type ProgramRow } from './binary-program';

/**
 * Branch-and-bound nodes per program: a node count, never a clock. Most days settle at the root;
 * with 300, a few pairs of days took seconds each to prove what 30 nodes found.
 */
const NODES = 30;
/**
 * And simplex iterations per column: most programs need under one; the few that ran on for tens
 * (strong branching and sub-programs at the root) took seconds each and gained little.
 */
const ITERATIONS_PER_COLUMN = 3;
/**
 * Fewer for the whole range's program, tried only for one week: on the bench's week of 50 people
 * its root settles it, but on two weeks of 40 ten nodes took longer than everything else.
 */
const WHOLE_NODES = 10;
/** Programs larger than this are left out: each would cost more than the whole rest of a solve. */
export const MOST_COLUMNS = 2_000;
/**
 * Work units per column of a program, against the solve's budget, for a program of up to
 * SIZE_UNIT columns; a larger one costs more per column, as HiGHS's time grows faster than its size.
 */
const WORK_PER_COLUMN = 40;
const SIZE_UNIT = 1_000;
/** Rounds over the days and pairs of days; each finds less than the one before. */
const ROUNDS = 3;
/** Keeping a placement is worth this much over an equal one elsewhere: fewer moves. */
export const KEEP = 0.01;

export type Column = { e: number; span: number };
export type Row = ProgramRow & { lower: number };

export const dayOfSpan = (start: number) => Math.floor(start / MINUTES_PER_DAY);

/** The spans of shifts starting on `days`, and who is on them now. */
function neighbourhood(roster: Roster, days: Set<number>) {
  const { model } = roster;
  const { slots } = spansOf(model);
  const spans = new Set<number>();
  slots.forEach((slot, span) => {
    if (days.has(dayOfSpan(slot.start))) spans.add(span);
  });
  const placed: { e: number; s: number }[] = [];
  model.shifts.forEach((_, s) => {
    if (!spans.has(model.spanOf[s]!)) return;
    for (const e of roster.onShift[s]!) placed.push({ e, s });
  });
  return { spans, placed };
}

/**
 * The most liked-less-avoided minutes the program's people could have, each alone on their
 * columns (the rest of the roster as it stands): a bound on the program that ignores the room.
 */
function aloneCeiling(
  roster: Roster,
  columns: Column[],
  preferenceOf: (e: number, span: number) => number,
): number {
  const { model } = roster;
  const { slots } = spansOf(model);
  const liked = new Map<number, number[]>();
  for (const { e, span } of columns)
    if (preferenceOf(e, span) > 0) (liked.get(e) ?? liked.set(e, []).get(e)!).push(span);
  let total = 0;
  for (const [e, spans] of liked) {
    spans.sort((a, b) => slots[a]!.start - slots[b]!.start);
    total += bestChain(
      spans.map((span) => slots[span]!),
      spans.map((span) => preferenceOf(e, span)),
      model.weeks.map((_, w) => model.limit[e]! - roster.minutesInWeek(e, w)),
      dayRulesOf(model, e),
    ).value;
  }
  return total;
}

/** HiGHS's `primal_solution_status` of a feasible solution. */
const FEASIBLE = 2;

/**
 * Builds and solves the program: the chosen columns (null when it found no schedule worth more
 * than `current`), and whether the program was solved to its optimum. `start` is a schedule it
 * need only improve on; `first` stops it at the first schedule it finds.
 */
export function solveProgram(
  highs: Highs,
  columns: Column[],
  rows: Row[],
  cost: Float64Array,
  current: number,
  start: Float64Array | null,
  budget: WorkBudget,
  { nodes, first = false }: { nodes: number; first?: boolean },
): { chosen: Column[] | null; optimal: boolean } {
  return highs.withModel(binaryProgram(highs, rows, cost), (mip) => {
    // The clock only as the solve's last-resort safety cap, as everywhere in the fill.
    mip.options.set({
      output_flag: false,
      mip_max_nodes: nodes,
      // These programs have little symmetry to find (people differ in hours and likes): looking
      // for it cost time on every program and changed no answer on any bench or seeded week.
      mip_detect_symmetry: false,
      random_seed: 0,
      ...(first ? { mip_max_improving_sols: 1 } : {}),
      ...(Number.isFinite(budget.secondsToSafetyCap())
        ? { time_limit: Math.max(0.01, budget.secondsToSafetyCap()) }
        : {}),
    });
    if (start) mip.setSolution({ colValue: start });
    runWithin(mip, ITERATIONS_PER_COLUMN * columns.length);
    const optimal = mip.getModelStatus() === highs.constants.modelStatus.optimal;
    if (Number(mip.info.get('primal_solution_status')) < FEASIBLE) return { chosen: null, optimal };
    const { colValue } = mip.getSolution();
    if (!colValue || colValue.length !== columns.length) return { chosen: null, optimal };
    let value = 0;
    columns.forEach((_, j) => ((colValue[j] ?? 0) > 0.5 ? (value += cost[j]!) : 0));
    const chosen = columns.filter((_, j) => (colValue[j] ?? 0) > 0.5);
    return { chosen: value > current + 1e-6 ? chosen : null, optimal };
  });
}

/** What one exchange did, and whom its program weighed. */
type Exchanged = {
  changed: boolean;
  /** The program proved its answer the best for those days. */
  optimal: boolean;
  /** Nobody could gain there, whatever the program: each has the best they could alone. */
  settled: boolean;
  /** Everyone the program could move: it is the same program while none of them moves. */
  people: Set<number>;
  changes: Change[];
  /** The program was too large to ask: a wider one would be too. */
  tooLarge?: boolean;
};

/** The days' placements taken off, and the columns a program over them may choose. */
export type OpenedDays = {
  placed: { e: number; s: number }[];
  /** Everyone the program could move. */
  people: Set<number>;
  columns: Column[];
  /** Per span of the days, its room with the placements taken off. */
  room: Map<number, number>;
  /** `e|span` of each placement taken off. */
  before: Set<string>;
  /** The count before the placements were taken off. */
  filled: number;
};

/**
 * Takes every placement on `days` off (recording, so `roster.rewind` puts them back) and lists
 * the columns: what each person fits with the roster as it stands then. Anyone in `keen` (when
 * given) may go anywhere; anyone else only where they were, where someone keen was, or where
 * there was room. Null, with nothing taken off, when a placement there is not the solver's to move.
 */
export function openDays(
  roster: Roster,
  days: Set<number>,
  /** Who else the program weighs besides those placed on the days. */
  also: Iterable<number>,
  keen: ReadonlySet<number> | null,
): OpenedDays | null {
  const { model } = roster;
  const { members, freeSpans } = spansOf(model);
  const E = model.employeeIds.length;
  const { spans, placed } = neighbourhood(roster, days);
  if (placed.some(({ e }) => !movable(roster, e))) return null;
  const people = new Set(placed.map(({ e }) => e));
  for (const e of also) if (movable(roster, e)) people.add(e);
  const before = new Set(placed.map(({ e, s }) => `${e}|${model.spanOf[s]}`));
  const filled = roster.filled;
  const roomOf = (span: number) =>
    members[span]!.reduce((sum, s) => sum + model.shifts[s]!.open - roster.onShift[s]!.length, 0);
  const joinable = new Set([...spans].filter((span) => roomOf(span) > 0));
  for (const { e, s } of placed) if (keen?.has(e)) joinable.add(model.spanOf[s]!);
  roster.record();
  for (const { e, s } of placed) roster.remove(e, s);
  const room = new Map([...spans].map((span) => [span, roomOf(span)]));
  const columns: Column[] = [];
  // Past MOST_COLUMNS the program is left out whatever else it holds: no need to list the rest.
  listing: for (const e of [...people].sort((a, b) => a - b))
    for (const span of freeSpans[e]!) {
      if (!spans.has(span) || !room.get(span)) continue;
      if (keen && !keen.has(e) && !joinable.has(span) && !before.has(`${e}|${span}`)) continue;
      if (members[span]!.some((s) => model.freeFor[s * E + e] === 1 && roster.fits(e, s)))
        if (columns.push({ e, span }) > MOST_COLUMNS) break listing;
    }
  return { placed, people, columns, room, before, filled };
}

/**
 * The rows every program over opened days keeps: each span at most its room, each person within
 * their week's hours, at most one span at any moment, no two that break the rest or leave too long
 * a gap in a day, no three of a day that leave two gaps; and at least as many places as were taken off.
 */
export function scheduleRows(roster: Roster, opened: OpenedDays): Row[] {
  const { model } = roster;
  const { slots } = spansOf(model);
  const { columns, room } = opened;
  const rows: Row[] = [];
  const bySpan = new Map<number, number[]>();
  const byPerson = new Map<number, number[]>();
  columns.forEach(({ e, span }, j) => {
    (bySpan.get(span) ?? bySpan.set(span, []).get(span)!).push(j);
    (byPerson.get(e) ?? byPerson.set(e, []).get(e)!).push(j);
  });
  for (const [span, cols] of bySpan)
    if (cols.length > room.get(span)!)
      rows.push({ cols, values: cols.map(() => 1), lower: -Infinity, upper: room.get(span)! });
  const gap = model.splitGapMinutes;
  for (const [e, cols] of byPerson) {
    const byWeek = new Map<number, number[]>();
    for (const j of cols) {
      const w = slots[columns[j]!.span]!.weekIndex;
      (byWeek.get(w) ?? byWeek.set(w, []).get(w)!).push(j);
    }
    for (const [w, inWeek] of byWeek)
      rows.push({
        cols: inWeek,
        values: inWeek.map((j) => slots[columns[j]!.span]!.duration),
        lower: -Infinity,
        upper: model.limit[e]! - roster.minutesInWeek(e, w),
      });
    const sorted = [...cols].sort(
      (a, b) => slots[columns[a]!.span]!.start - slots[columns[b]!.span]!.start,
    );
    // Spans that share a moment clash whatever their days: one row per moment (each span's start)
    // for all of them, far fewer rows than one per pair, and a tighter relaxation.
    const seen = new Set<string>();
    for (const j of sorted) {
      const t = slots[columns[j]!.span]!.start;
      const clique = sorted.filter((k) => {
        const c = slots[columns[k]!.span]!;
        return c.start <= t && t < c.end;
      });
      const key = clique.join(',');
      if (clique.length < 2 || seen.has(key)) continue;
      seen.add(key);
      rows.push({ cols: clique, values: clique.map(() => 1), lower: -Infinity, upper: 1 });
    }
    for (let i = 0; i < sorted.length; i++) {
      const a = slots[columns[sorted[i]!]!.span]!;
      for (let k = i + 1; k < sorted.length; k++) {
        const b = slots[columns[sorted[k]!]!.span]!;
        const sameDay = workDayOf(a) === workDayOf(b);
        const between = b.start - a.end;
        if (a.start < b.end && b.start < a.end) continue;
        if (restConflict(a, b, model.restMinutes)) {
          rows.push({ cols: [sorted[i]!, sorted[k]!], values: [1, 1], lower: -Infinity, upper: 1 });
        } else if (sameDay && between > gap) {
          // Too far apart, unless a span in between carries the work on from the first.
          const bridges = sorted.filter((j) => {
            const c = slots[columns[j]!.span]!;
            return c.start > a.start && c.start <= a.end && c.end > a.end && c.start < b.start;
          });
          rows.push({
            cols: [sorted[i]!, sorted[k]!, ...bridges],
            values: [1, 1, ...bridges.map(() => -1)],
            lower: -Infinity,
            upper: 1,
          });
        } else if (sameDay && between > 0) {
          for (let m = k + 1; m < sorted.length; m++) {
            const c = slots[columns[sorted[m]!]!.span]!;
            if (workDayOf(c) !== workDayOf(b) || c.start <= b.end) continue;
            rows.push({
              cols: [sorted[i]!, sorted[k]!, sorted[m]!],
              values: [1, 1, 1],
              lower: -Infinity,
              upper: 2,
            });
          }
        }
      }
    }
  }
  rows.push({
    cols: columns.map((_, j) => j),
    values: columns.map(() => 1),
    lower: opened.placed.length,
    upper: Infinity,
  });
  return rows;
}

/**
 * Places the program's choice by the roster's own checks and stops recording: the changes since
 * the days were opened, or null (the roster as it was) when a choice does not fit, the count fell
 * or someone's day no longer holds.
 */
export function placeChosen(roster: Roster, opened: OpenedDays, chosen: Column[]): Change[] | null {
  const { members, slots } = spansOf(roster.model);
  const { placed } = opened;
  const taken = () => {
    roster.rewind(roster.stopRecording());
    return null;
  };
  // Each person's spans by start, so a day's split-shift check sees them in order.
  chosen.sort((a, b) => a.e - b.e || slots[a.span]!.start - slots[b.span]!.start);
  for (const { e, span } of chosen) {
    const shifts = members[span]!.filter((s) => roster.canAdd(e, s));
    const own = shifts.find((s) => placed.some((p) => p.e === e && p.s === s));
    const s = own ?? shifts[0];
    if (s === undefined) return taken();
    roster.add(e, s);
  }
  const changes = roster.stopRecording();
  const valid =
    roster.filled >= opened.filled &&
    placed.every(({ e, s }) => roster.isOn(e, s) || roster.dayHolds(e, s));
  if (!valid) {
    roster.rewind(changes);
    return null;
  }
  return changes;
}

/**
 * Re-places everyone on `days` by the program, narrowly or widely (see the top). Answers whether
 * the roster changed (it is as it was otherwise), and whether the program proved its answer the
 * best there is.
 */
function exchange(
  roster: Roster,
  scores: LevelScores,
  highs: Highs,
  budget: WorkBudget,
  days: Set<number>,
  nodes: number,
  narrow: boolean,
): Exchanged {
  const { model } = roster;
  const { freeSpans, slots } = spansOf(model);
  const preferenceOf = (e: number, span: number) => worthOn(roster, e, span);
  const onDays = (span: number) => days.has(dayOfSpan(slots[span]!.start));
  // Narrowly, those who like or avoid work then may go anywhere; anyone else only where they are,
  // where such a person is, or where there was room.
  const keen = new Set<number>();
  model.employeeIds.forEach((_, e) => {
    if (freeSpans[e]!.some((span) => onDays(span) && preferenceOf(e, span))) keen.add(e);
  });
  const opened = openDays(roster, days, keen, narrow ? keen : null);
  if (!opened) {
    const people = new Set(neighbourhood(roster, days).placed.map(({ e }) => e));
    return { changed: false, optimal: false, settled: false, people, changes: [] };
  }
  const { columns, placed, people, before } = opened;
  const none = { changed: false, optimal: false, settled: false, people, changes: [] };
  const taken = () => {
    roster.rewind(roster.stopRecording());
    return none;
  };
  if (columns.length === 0) return taken();
  if (columns.length > MOST_COLUMNS) return { ...taken(), tooLarge: true };
  let placedWorth = 0;
  for (const { e, s } of placed) placedWorth += preferenceOf(e, model.spanOf[s]!);
  // Nothing to gain when everyone already has the most they could alone: no program then.
  if (aloneCeiling(roster, columns, preferenceOf) <= placedWorth) {
    roster.rewind(roster.stopRecording());
    return { ...none, optimal: true, settled: true };
  }
  // Only a program is charged: a day the bound skips costs little, and later rounds reach further.
  chargeProgram(budget, columns.length);
  const rows = scheduleRows(roster, opened);
  const cost = Float64Array.from(
    columns,
    ({ e, span }) => preferenceOf(e, span) + (before.has(`${e}|${span}`) ? KEEP : 0),
  );
  let current = 0;
  for (const { e, s } of placed) current += preferenceOf(e, model.spanOf[s]!) + KEEP;
  // The placements as they were: a schedule the program need only improve on.
  const start = Float64Array.from(columns, ({ e, span }) => (before.has(`${e}|${span}`) ? 1 : 0));
  const { chosen, optimal } = solveProgram(highs, columns, rows, cost, current, start, budget, {
    nodes,
  });
  if (!chosen) {
    roster.rewind(roster.stopRecording());
    return { ...none, optimal };
  }
  const changes = placeChosen(roster, opened, chosen);
  if (!changes) return none;
  const moved = [...new Set(changes.map((change) => change.e))];
  const after = standing(roster, scores, moved);
  roster.rewind(changes);
  if (!better(minus(after, standing(roster, scores, moved)), NOTHING)) return none;
  roster.replay(changes);
  return { ...none, changed: true, optimal, changes };
}

/** Charges a program of `columns` columns to the budget. */
export function chargeProgram(budget: WorkBudget, columns: number) {
  budget.spend(WORK_PER_COLUMN * columns * Math.max(1, columns / SIZE_UNIT));
}

/**
 * A one-week range whole at once when its program is small enough, done if that proves its answer
 * best; else each day where someone likes or avoids work, then each two days of a week, while the
 * budget lasts, again while any changed.
 */
export function dayExchanges(
  roster: Roster,
  scores: LevelScores,
  highs: Highs,
  budget: WorkBudget,
) {
  const { model } = roster;
  const { slots, freeSpans } = spansOf(model);
  const wanted = new Set<number>();
  model.employeeIds.forEach((_, e) => {
    for (const span of freeSpans[e]!) {
      const at = e * model.spans + span;
      if (model.liked[at]! > 0 || model.avoided[at]! > 0) wanted.add(dayOfSpan(slots[span]!.start));
    }
  });
  if (wanted.size === 0) return;
  const days = [...new Set(slots.map((slot) => dayOfSpan(slot.start)))].sort((a, b) => a - b);
  if (
    model.weeks.length === 1 &&
    exchange(roster, scores, highs, budget, new Set(days), WHOLE_NODES, false).optimal
  )
    return;
  const weekOf = new Map(slots.map((slot) => [dayOfSpan(slot.start), slot.weekIndex]));
  const singles: number[][] = days.filter((d) => wanted.has(d)).map((d) => [d]);
  const pairs: number[][] = [];
  for (const d of days)
    for (const other of days)
      if (other > d && weekOf.get(other) === weekOf.get(d) && (wanted.has(d) || wanted.has(other)))
        pairs.push([d, other]);
  // A group's program depends only on its days' placements and on its people's: it is not asked
  // again while neither changed, nor after its program proved its own answer best (a narrow one
  // that gained is not asked widely then).
  const moves: { e: number; day: number }[] = [];
  const asked = new Map<string, { at: number; people: Set<number> }>();
  const narrowGained = new Set<string>();
  const askAgain = (group: number[]) => {
    const last = asked.get(group.join(','));
    return (
      !last || moves.slice(last.at).some(({ e, day }) => last.people.has(e) || group.includes(day))
    );
  };
  // Single days until they settle (each program is small), then pairs of days while work is left.
  const rounds = (groups: number[][]) => {
    for (let round = 0; round < ROUNDS && budget.left(); round++) {
      let changed = false;
      for (const group of groups) {
        if (!budget.left()) return;
        if (!askAgain(group)) continue;
        const key = group.join(',');
        let result = exchange(roster, scores, highs, budget, new Set(group), NODES, true);
        if (result.changed) narrowGained.add(key);
        // Nothing by the narrow program where it never found anything: the wide one looks for
        // longer chains. Where it did, its trades were short and the wide program found no more
        // (two seconds of programs on the bench for none).
        else if (!result.settled && !result.tooLarge && !narrowGained.has(key) && budget.left())
          result = exchange(roster, scores, highs, budget, new Set(group), NODES, false);
        const at = moves.length;
        for (const { e, s } of result.changes)
          moves.push({ e, day: dayOfSpan(model.shifts[s]!.start) });
        asked.set(key, {
          at: result.optimal ? moves.length : at,
          people: result.people,
        });
        if (result.changed) changed = true;
      }
      if (!changed) return;
    }
  };
  rounds(singles);
  rounds(pairs);
}
