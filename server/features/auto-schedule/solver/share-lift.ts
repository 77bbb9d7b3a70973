// The spread's own move, once the preference level has settled: raise the lowest share of hours
// without giving up a liked minute; then win liked minutes without widening the spread. The
// lowest person usually needs a longer shift than the one they hold, whose holder must go
// elsewhere, and so on; the liked minutes the lowest gives up on the way are won back by people
// who were below the best they could have alone. No chain of single moves finds that, and the
// day programs, which put preferences first, never try it.
//
// So a program over two days of a week (`day-exchange.ts`'s rows): the lowest person and the
// people with something to gain may go anywhere, anyone else only where they are, where such a
// person is, or where there was room; a row holds the liked-less-avoided minutes at least where
// they were, a row lifts the lowest above their share, and a row per measured person keeps
// everyone else between the next-lowest share and the highest, so the spread narrows. It stops at
// its first schedule. Only pairs of days where the lift can happen are asked: a day where the
// lowest person holds a shift and is free for a longer one (or holds nothing and is free for one),
// with a day where someone below their best alone, working the first day, has a liked span they
// do not hold.
//
// Then the same program with the band as it stands (no share may leave it) and a row asking for
// more liked minutes, where only those below their best alone may go anywhere: on pairs of days
// where one of them holds a shift they like less than a span they are free for on the other day,
// most liked minutes at stake first. The day programs, which cannot hold the spread, ask such
// pairs only when small, and these are not.
import type { Highs } from 'highs';
import { belowBestAlone, movable, spansOf, worthOn } from './person-schedule';
import {
  chargeProgram,
  dayOfSpan,
  KEEP,
  MOST_COLUMNS,
  openDays,
  placeChosen,
  scheduleRows,
  solveProgram,
  type OpenedDays,
  type Row,
} from './day-exchange';
import { type LevelScores } from './polish';
import { minus, standing } from './standing';
import type { Roster } from './roster';
import type { WorkBudget } from './work-budget';

/** Branch-and-bound nodes per program, as the day programs': most lifts are found at the root. */
const NODES = 30;
/** Lifts in a row: each raises the lowest share, and the next lowest may then be lifted too. */
const MOST_LIFTS = 3;
const EPSILON = 1e-9;

/** The measured shares' spread, and its lowest and highest. */
function shareRange(scores: LevelScores) {
  let lowest = Infinity;
  let highest = -Infinity;
  for (const e of scores.measured) {
    const share = scores.share(e);
    lowest = Math.min(lowest, share);
    highest = Math.max(highest, share);
  }
  return { lowest, highest, spread: highest - lowest };
}

/**
 * Lifts the lowest share while the spread is above `bound` (its proven least), each lift keeping
 * the count, today's placements, liked minutes and minimums at least where they were.
 */
export function liftLowestShares(
  roster: Roster,
  scores: LevelScores,
  highs: Highs,
  budget: WorkBudget,
  bound: number,
) {
  for (let lift = 0; lift < MOST_LIFTS && budget.left(); lift++) {
    if (shareRange(scores).spread <= bound + EPSILON) return;
    if (!liftOnce(roster, scores, highs, budget)) return;
  }
}

/** The pairs of days (or single days) where a lift of `lowest` can happen, in order. */
function liftDays(roster: Roster, lowest: ReadonlySet<number>, gainers: ReadonlySet<number>) {
  const { model } = roster;
  const { slots, freeSpans } = spansOf(model);
  const dayOf = (span: number) => dayOfSpan(slots[span]!.start);
  const weekOfDay = new Map(slots.map((slot) => [dayOfSpan(slot.start), slot.weekIndex]));
  // Days where a lowest person could swap a shift for a longer one come first: the cheapest
  // lift, one shift for another the same day. Then days where they hold nothing yet.
  const longer = new Set<number>();
  const anew = new Set<number>();
  for (const e of lowest) {
    // Per day, the shortest shift they hold there: the one a longer shift would replace.
    const held = new Map<number, number>();
    for (const s of roster.shiftsOf[e]!) {
      const day = dayOfSpan(model.shifts[s]!.start);
      held.set(day, Math.min(held.get(day) ?? Infinity, model.shifts[s]!.duration));
    }
    for (const span of freeSpans[e]!) {
      const day = dayOf(span);
      const holds = held.get(day);
      if (holds === undefined) anew.add(day);
      else if (slots[span]!.duration > holds) longer.add(day);
    }
  }
  const gainDays = [
    ...[...longer].sort((a, b) => a - b),
    ...[...anew].filter((day) => !longer.has(day)).sort((a, b) => a - b),
  ];
  const groups = new Map<string, number[]>();
  for (const g of gainDays) {
    const partners = new Set<number>();
    for (const e of gainers) {
      if (!roster.shiftsOf[e]!.some((s) => dayOfSpan(model.shifts[s]!.start) === g)) continue;
      const holds = new Set(roster.shiftsOf[e]!.map((s) => model.spanOf[s]!));
      for (const span of freeSpans[e]!) {
        const day = dayOf(span);
        if (day !== g && weekOfDay.get(day) === weekOfDay.get(g) && !holds.has(span))
          if (worthOn(roster, e, span) > 0) partners.add(day);
      }
    }
    if (partners.size === 0) groups.set(`${g}`, [g]);
    for (const p of [...partners].sort((a, b) => a - b)) {
      const pair = [Math.min(g, p), Math.max(g, p)];
      groups.set(pair.join(','), pair);
    }
  }
  return [...groups.values()];
}

/** The band every measured person keeps, and what the program must win inside it. */
type Band = {
  lowest: ReadonlySet<number>;
  /** Each measured person's minutes before the program. */
  minutesBefore: ReadonlyMap<number, number>;
  /** Everyone else stays at or above this share, and everyone at or below `highest`. */
  nextLowest: number;
  highest: number;
  /** A lift: the lowest must rise, liked minutes may not fall. Else liked minutes must rise. */
  lift: boolean;
};

/**
 * The opened days' rows with the band's: each measured person within it (the lowest above their
 * share for a lift, else not below it) and the liked-less-avoided minutes at least where they
 * were, or above them. Null when the program is too large or cannot keep the band.
 */
function bandRows(
  roster: Roster,
  scores: LevelScores,
  opened: OpenedDays,
  band: Band,
): Row[] | null {
  const { model } = roster;
  const { slots } = spansOf(model);
  const { columns, placed } = opened;
  if (columns.length === 0 || columns.length > MOST_COLUMNS) return null;
  const rows = scheduleRows(roster, opened);
  const byPerson = new Map<number, number[]>();
  columns.forEach(({ e }, j) => (byPerson.get(e) ?? byPerson.set(e, []).get(e)!).push(j));
  const measured = new Set(scores.measured);
  for (const e of opened.people) {
    if (!measured.has(e)) continue;
    const outside = roster.rangeMinutes(e);
    const measure = scores.measure[e]!;
    const lower = band.lowest.has(e)
      ? band.minutesBefore.get(e)! + (band.lift ? 1 : 0)
      : Math.ceil(band.nextLowest * measure - EPSILON);
    const upper = Math.floor(band.highest * measure + EPSILON);
    const cols = byPerson.get(e) ?? [];
    if (cols.length === 0) {
      if (outside < lower || outside > upper) return null;
      continue;
    }
    const values = cols.map((j) => slots[columns[j]!.span]!.duration);
    rows.push({ cols, values, lower: lower - outside, upper: upper - outside });
  }
  let placedWorth = 0;
  for (const { e, s } of placed) placedWorth += worthOn(roster, e, model.spanOf[s]!);
  rows.push({
    cols: columns.map((_, j) => j),
    values: columns.map(({ e, span }) => worthOn(roster, e, span)),
    // Liked minutes are whole: one more is a gain.
    lower: placedWorth + (band.lift ? 0 : 1),
    upper: Infinity,
  });
  return rows;
}

/** The band as the roster stands: its lowest share, the next one up and the highest. */
function bandNow(roster: Roster, scores: LevelScores, lift: boolean): Band | null {
  const lowest = scores.lowest();
  // A lift moves the lowest; a gain only keeps them where they are.
  if (lift && [...lowest].some((e) => !movable(roster, e))) return null;
  const { lowest: least, highest } = shareRange(scores);
  const others = scores.measured.filter((e) => !lowest.has(e));
  if (lift && others.length === 0) return null;
  return {
    lowest,
    minutesBefore: new Map(scores.measured.map((e) => [e, roster.rangeMinutes(e)])),
    // A lift may bring the others down to the next share up; else nobody goes below the lowest.
    nextLowest: lift ? Math.min(...others.map((e) => scores.share(e))) : least,
    highest,
    lift,
  };
}

/**
 * Asks the banded program over `days`, with `keen` free to go anywhere and `weighed` (besides
 * those placed then) in it: keeps its answer when nothing above the spread is worse and either a
 * level above it gains or, for a lift, the spread narrows. Did the roster change?
 */
function askBanded(
  roster: Roster,
  scores: LevelScores,
  highs: Highs,
  budget: WorkBudget,
  days: Set<number>,
  keen: ReadonlySet<number>,
  band: Band,
): boolean {
  const { model } = roster;
  const { freeSpans, slots } = spansOf(model);
  const weighed = new Set(band.lift ? band.lowest : []);
  model.employeeIds.forEach((_, e) => {
    if (
      freeSpans[e]!.some(
        (span) => days.has(dayOfSpan(slots[span]!.start)) && worthOn(roster, e, span),
      )
    )
      weighed.add(e);
  });
  const spread = shareRange(scores).spread;
  const opened = openDays(roster, days, weighed, keen);
  if (!opened) return false;
  const rows = bandRows(roster, scores, opened, band);
  if (!rows) {
    roster.rewind(roster.stopRecording());
    return false;
  }
  const { columns, before } = opened;
  chargeProgram(budget, columns.length);
  const cost = Float64Array.from(
    columns,
    ({ e, span }) => worthOn(roster, e, span) + (before.has(`${e}|${span}`) ? KEEP : 0),
  );
  const { chosen } = solveProgram(highs, columns, rows, cost, -Infinity, null, budget, {
    nodes: NODES,
    first: true,
  });
  if (!chosen) {
    roster.rewind(roster.stopRecording());
    return false;
  }
  const changes = placeChosen(roster, opened, chosen);
  if (!changes) return false;
  // By the levels in strict order: nothing above the spread may be worse.
  const moved = [...new Set(changes.map((change) => change.e))];
  const after = standing(roster, scores, moved);
  const narrower = shareRange(scores).spread < spread - EPSILON;
  roster.rewind(changes);
  const gain = minus(after, standing(roster, scores, moved));
  const first = gain.slice(0, 3).findIndex((x) => Math.abs(x) > EPSILON);
  if (first >= 0 ? gain[first]! < 0 : !(band.lift && narrower)) return false;
  roster.replay(changes);
  return true;
}

/** One lift of the lowest share, if any pair of days has one: did the roster change? */
function liftOnce(roster: Roster, scores: LevelScores, highs: Highs, budget: WorkBudget): boolean {
  const band = bandNow(roster, scores, true);
  if (!band) return false;
  const gainers = belowBestAlone(roster);
  const keen = new Set([...band.lowest, ...gainers]);
  for (const days of liftDays(roster, band.lowest, gainers)) {
    if (!budget.left()) return false;
    if (askBanded(roster, scores, highs, budget, new Set(days), keen, band)) return true;
  }
  return false;
}

/**
 * Liked minutes won inside the band: pairs of days where someone below their best alone holds a
 * shift they like less than a span they are free for on the other day, most at stake first.
 */
export function gainWithinBand(
  roster: Roster,
  scores: LevelScores,
  highs: Highs,
  budget: WorkBudget,
) {
  const { model } = roster;
  const { freeSpans, slots } = spansOf(model);
  const gainers = belowBestAlone(roster);
  const weekOfDay = new Map(slots.map((slot) => [dayOfSpan(slot.start), slot.weekIndex]));
  const pairs = new Map<string, { days: number[]; stake: number }>();
  for (const e of gainers) {
    const held = roster.shiftsOf[e]!;
    const holds = new Set(held.map((s) => model.spanOf[s]!));
    for (const span of freeSpans[e]!) {
      const worth = worthOn(roster, e, span);
      if (worth <= 0 || holds.has(span)) continue;
      const day = dayOfSpan(slots[span]!.start);
      for (const s of held) {
        const other = dayOfSpan(model.shifts[s]!.start);
        const stake = worth - scores.preference(e, s);
        if (other === day || weekOfDay.get(other) !== weekOfDay.get(day) || stake <= 0) continue;
        const days = [Math.min(day, other), Math.max(day, other)];
        const key = days.join(',');
        const pair = pairs.get(key) ?? pairs.set(key, { days, stake: 0 }).get(key)!;
        pair.stake += stake;
      }
    }
  }
  const ordered = [...pairs.values()].sort(
    (a, b) => b.stake - a.stake || a.days[0]! - b.days[0]! || a.days[1]! - b.days[1]!,
  );
  for (const { days } of ordered) {
    if (!budget.left()) return;
    const band = bandNow(roster, scores, false);
    if (!band) return;
    askBanded(roster, scores, highs, budget, new Set(days), gainers, band);
  }
}
