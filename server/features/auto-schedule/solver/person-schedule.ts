// One person's best set of shifts, exactly: no two of them clash, a day's last shift leaves the
// rest before the next day's first, each day keeps the split-shift rule with their fixed shifts
// of that day, and each week's minutes stay within the limit. A valid set sorted by start is a
// chain; a dynamic program over the chain's last shift, the minutes used in its week and the gaps
// used in its day finds the most valuable one. Weeks only follow each other along a chain, so a
// new week starts from the best of any earlier chain.
import { MINUTES_PER_DAY, type Interval } from '@shared/domain/shift-time';
import { FREE, type Model } from './model';
import type { Roster } from './roster';

const NONE = -1;

/** Shifts by span (same start and end), and who is free for which. */
export type Spans = {
  /** Per span, its shifts. */
  members: number[][];
  /** Per span, its interval, week and minutes (its first shift's). */
  slots: Slot[];
  /** Per person, the spans they are free for, by start. */
  freeSpans: number[][];
};

const spansCache = new WeakMap<Model, Spans>();
export function spansOf(model: Model): Spans {
  let cached = spansCache.get(model);
  if (!cached) {
    const members: number[][] = Array.from({ length: model.spans }, () => []);
    model.shifts.forEach((_, s) => members[model.spanOf[s]!]!.push(s));
    const slots = members.map((shifts) => model.shifts[shifts[0]!]!);
    // Spans by start, each dealt to whoever is free for one of its shifts. Shifts of a span share
    // one list of who is free for them (but those someone is on already), so each distinct list
    // is read once: a walk over every person's free shifts took longer than the fill it served.
    const byStart = members.map((_, span) => span);
    byStart.sort((a, b) => slots[a]!.start - slots[b]!.start);
    const freeSpans = model.employeeIds.map(() => [] as number[]);
    const dealt = new Int32Array(model.employeeIds.length).fill(-1);
    for (const span of byStart) {
      const lists = new Set(members[span]!.map((s) => model.eligible[s]!));
      for (const people of lists)
        for (const e of people) {
          if (dealt[e] === span) continue;
          dealt[e] = span;
          freeSpans[e]!.push(span);
        }
    }
    cached = { members, slots, freeSpans };
    spansCache.set(model, cached);
  }
  return cached;
}

export function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** What the dynamic program needs of a shift: its span, its week (by index) and its minutes. */
export type Slot = { start: number; end: number; weekIndex: number; duration: number };

/** The rules that tie one person's shifts together, and the spans they keep whatever happens. */
export type DayRules = {
  restMinutes: number;
  splitGapMinutes: number;
  /** Their fixed spans on a day (by day number), sorted by start: the day's rule counts them. */
  fixedOn: (day: number) => readonly Interval[];
};

/**
 * The gaps the fixed spans leave uncovered from `from` to `to`: how many, and the longest.
 * Written into `found` (no allocation: it runs for every pair of slots of a day).
 */
function uncovered(from: number, to: number, fixed: readonly Interval[], found: Gaps) {
  found.count = 0;
  found.longest = 0;
  let at = from;
  for (const span of fixed) {
    if (span.end <= at) continue;
    if (span.start >= to) break;
    if (span.start > at) {
      found.count++;
      found.longest = Math.max(found.longest, span.start - at);
    }
    at = Math.max(at, span.end);
  }
  if (at < to) {
    found.count++;
    found.longest = Math.max(found.longest, to - at);
  }
}
type Gaps = { count: number; longest: number };
const NO_GAPS: readonly Interval[] = [];

/**
 * The program's tables, kept between calls and grown when too small: a search runs it thousands of
 * times, and fresh tables each time cost more in allocation and collection than the program.
 */
let tables = {
  best: new Float64Array(0),
  from: new Int32Array(0),
  reached: new Uint8Array(0),
  closes: new Int8Array(0),
  weekBest: new Float64Array(0),
  weekBestAt: new Int32Array(0),
  weekTop: new Float64Array(0),
  weekTopAt: new Int32Array(0),
};

/** The tables, at least this large, cleared: the values unreached, the positions none. */
function scratch(slots: number, cells: number, weekCells: number, weeks: number) {
  if (
    tables.reached.length < slots * 2 ||
    tables.best.length < cells ||
    tables.weekBest.length < weekCells ||
    tables.weekTop.length < weeks
  )
    tables = {
      best: new Float64Array(Math.max(cells, tables.best.length)),
      from: new Int32Array(Math.max(cells, tables.best.length)),
      reached: new Uint8Array(Math.max(slots * 2, tables.reached.length)),
      closes: new Int8Array(Math.max(slots, tables.closes.length)),
      weekBest: new Float64Array(Math.max(weekCells, tables.weekBest.length)),
      weekBestAt: new Int32Array(Math.max(weekCells, tables.weekBest.length)),
      weekTop: new Float64Array(Math.max(weeks, tables.weekTop.length)),
      weekTopAt: new Int32Array(Math.max(weeks, tables.weekTop.length)),
    };
  tables.reached.fill(0, 0, slots * 2);
  tables.closes.fill(-1, 0, slots);
  tables.best.fill(-Infinity, 0, cells);
  tables.from.fill(NONE, 0, cells);
  tables.weekBest.fill(-Infinity, 0, weekCells);
  tables.weekBestAt.fill(NONE, 0, weekCells);
  tables.weekTop.fill(-Infinity, 0, weeks);
  tables.weekTopAt.fill(NONE, 0, weeks);
  return tables;
}

/**
 * The most valuable chain of `slots` (sorted by start) that keeps the day rules: `restMinutes`
 * between the last shift of a day and the first of a later one, and on each day, with the fixed
 * spans of that day, at most one gap of at most `splitGapMinutes`. Each week's minutes stay
 * within `room` (by week index); `value` gives each slot's worth, positive. Answers the chosen
 * slots' positions and their value.
 */
export function bestChain(
  slots: readonly Slot[],
  value: readonly number[],
  room: readonly number[],
  rules: DayRules,
): { chosen: number[]; value: number } {
  const n = slots.length;
  if (n === 0) return { chosen: [], value: 0 };
  const { restMinutes, splitGapMinutes } = rules;
  let unit = 0;
  for (const slot of slots) unit = gcd(unit, slot.duration);
  for (const minutes of room) if (minutes > 0) unit = gcd(unit, minutes);
  const weeks = room.length;
  let size = 1;
  for (const minutes of room) size = Math.max(size, Math.floor(minutes / unit) + 1);
  // A cell is a chain ending at a slot, with m units used in its week and g (0 or 1) gaps in its
  // day so far: cell (i * size + m) * 2 + g. weekBest and weekTop: the running best over chains
  // whose day is over (a later day has begun, and their rest has passed by the current start),
  // per week and units used, and per week; only chains whose whole day keeps the rule count.
  const { best, from, reached, closes, weekBest, weekBestAt, weekTop, weekTopAt } = scratch(
    n,
    n * size * 2,
    weeks * size,
    weeks,
  );
  const dayOf = (i: number) => Math.floor(slots[i]!.start / MINUTES_PER_DAY);
  const gaps: Gaps = { count: 0, longest: 0 };
  /** Gaps after slot j to the end of its day's fixed spans: may its chain end its day there? */
  const endGaps = (j: number) => {
    if (closes[j] === -1) {
      const fixed = rules.fixedOn(dayOf(j));
      const last = fixed.reduce((end, span) => Math.max(end, span.end), slots[j]!.end);
      uncovered(slots[j]!.end, last, fixed, gaps);
      // How many gaps the day may have had up to j: 1 - count, or -2 when it cannot end at j
      // (-1 marks a slot not judged yet).
      closes[j] = gaps.longest > splitGapMinutes || gaps.count > 1 ? -2 : 1 - gaps.count;
    }
    return closes[j]!;
  };
  const byEnd = slots.map((_, i) => i);
  byEnd.sort((a, b) => slots[a]!.end - slots[b]!.end || a - b);
  let done = 0;
  // Slots rested past, but of the current day: they join the running best once a later day starts.
  const waiting: number[] = [];
  let top = 0;
  let topAt = NONE;
  let dayFirst = 0;
  // reached: per slot and gap count, whether any of its cells is: most slots never have a gap
  // behind them, so their second row is skipped whole.
  /** The units a slot's cells may use: from its own to its week's room. */
  const unitsOf = (j: number) => slots[j]!.duration / unit;
  const capOf = (j: number) => Math.floor(room[slots[j]!.weekIndex]! / unit);
  const settle = (j: number) => {
    const allowed = endGaps(j);
    const w = slots[j]!.weekIndex;
    const cap = capOf(j);
    for (let g = 0; g <= allowed; g++) {
      if (!reached[j * 2 + g]) continue;
      for (let m = unitsOf(j); m <= cap; m++) {
        const at = (j * size + m) * 2 + g;
        const v = best[at]!;
        if (v > weekBest[w * size + m]!) {
          weekBest[w * size + m] = v;
          weekBestAt[w * size + m] = at;
        }
        if (v > weekTop[w]!) {
          weekTop[w] = v;
          weekTopAt[w] = at;
        }
      }
    }
  };
  for (let i = 0; i < n; i++) {
    const slot = slots[i]!;
    const day = dayOf(i);
    if (i > 0 && day !== dayOf(i - 1)) {
      dayFirst = i;
      for (const j of waiting) settle(j);
      waiting.length = 0;
    }
    while (done < n && slots[byEnd[done]!]!.end + restMinutes <= slot.start) {
      const j = byEnd[done++]!;
      if (dayOf(j) < day) settle(j);
      else waiting.push(j);
    }
    const v = value[i]!;
    const w = slot.weekIndex;
    const d = slot.duration / unit;
    const cap = Math.floor(room[w]! / unit);
    if (d > cap) continue;
    const fixed = rules.fixedOn(day);
    // The first shift of its day: the fixed spans before it may already leave a gap.
    const first = fixed.length > 0 ? fixed[0]!.start : slot.start;
    uncovered(Math.min(first, slot.start), slot.start, fixed, gaps);
    if (gaps.count <= 1 && gaps.longest <= splitGapMinutes) {
      const g = gaps.count;
      // After nothing, or after the best chain of an earlier week.
      let start = 0;
      let startAt = NONE;
      for (let earlier = 0; earlier < w; earlier++)
        if (weekTop[earlier]! > start) {
          start = weekTop[earlier]!;
          startAt = weekTopAt[earlier]!;
        }
      const at = (i * size + d) * 2 + g;
      best[at] = v + start;
      from[at] = startAt;
      for (let m = d + 1; m <= cap; m++) {
        const before = weekBest[w * size + m - d]!;
        const here = (i * size + m) * 2 + g;
        if (before === -Infinity || v + before <= best[here]!) continue;
        best[here] = v + before;
        from[here] = weekBestAt[w * size + m - d]!;
      }
      reached[i * 2 + g] = 1;
    }
    // After an earlier shift of the same day, with the gap between them, fixed spans aside.
    for (let j = dayFirst; j < i; j++) {
      const earlier = slots[j]!;
      if (earlier.end > slot.start) continue;
      if (fixed.length === 0) {
        gaps.longest = slot.start - earlier.end;
        gaps.count = gaps.longest > 0 ? 1 : 0;
      } else uncovered(earlier.end, slot.start, fixed, gaps);
      if (gaps.count > 1 || gaps.longest > splitGapMinutes) continue;
      const add = gaps.count;
      for (let g = 0; g + add <= 1; g++) {
        if (!reached[j * 2 + g]) continue;
        reached[i * 2 + g + add] = 1;
        for (let m = unitsOf(j) + d; m <= cap; m++) {
          const before = best[(j * size + m - d) * 2 + g]!;
          const here = (i * size + m) * 2 + g + add;
          if (before === -Infinity || v + before <= best[here]!) continue;
          best[here] = v + before;
          from[here] = (j * size + m - d) * 2 + g;
        }
      }
    }
    const allowed = endGaps(i);
    for (let g = 0; g <= allowed; g++) {
      if (!reached[i * 2 + g]) continue;
      for (let m = d; m <= cap; m++) {
        const at = (i * size + m) * 2 + g;
        if (best[at]! > top) {
          top = best[at]!;
          topAt = at;
        }
      }
    }
  }
  const chosen: number[] = [];
  for (let at = topAt; at !== NONE; at = from[at]!) chosen.push(Math.floor(at / 2 / size));
  return { chosen: chosen.reverse(), value: top };
}

/**
 * The most valuable valid set of `e`'s free shifts, and its value: `offer` names the one shift of
 * each span to consider (shifts of one span clash, so a set holds at most one), or -1 for none, and
 * `value` prices it. `room` is the minutes each week (by index) allows.
 */
export function bestSchedule(
  model: Model,
  e: number,
  room: number[],
  offer: (span: number) => number,
  value: (s: number) => number,
): { shifts: number[]; value: number } {
  const { slots, freeSpans } = spansOf(model);
  const picks: number[] = [];
  const spanSlots: Slot[] = [];
  const values: number[] = [];
  for (const span of freeSpans[e]!) {
    const s = offer(span);
    if (s < 0) continue;
    picks.push(s);
    spanSlots.push(slots[span]!);
    values.push(value(s));
  }
  const best = bestChain(spanSlots, values, room, dayRulesOf(model, e));
  return { shifts: best.chosen.map((i) => picks[i]!), value: best.value };
}

/** The day rules of `e`: the model's rest and split-shift gap, and their fixed spans. */
export function dayRulesOf(model: Model, e: number): DayRules {
  const fixed = model.fixedDays[e]!;
  return {
    restMinutes: model.restMinutes,
    splitGapMinutes: model.splitGapMinutes,
    fixedOn: (day) => fixed.get(day) ?? NO_GAPS,
  };
}

/** Minutes each week allows `e`, whatever they are on now. */
export function weeklyRoom(model: Model, e: number): number[] {
  return model.weeks.map((week) => model.limit[e]! - (model.fixedWeek[e]!.get(week) ?? 0));
}

/** Can the solver move `e` freely: is each of their placements one they are free to take? */
export function movable(roster: Roster, e: number): boolean {
  const S = roster.model.shifts.length;
  return roster.shiftsOf[e]!.every((s) => roster.model.status[e * S + s] === FREE);
}

/** Liked less avoided minutes of `e` on `span`. */
export function worthOn(roster: Roster, e: number, span: number): number {
  const { model } = roster;
  return model.liked[e * model.spans + span]! - model.avoided[e * model.spans + span]!;
}

/**
 * The people the solver may move whose liked-less-avoided minutes are below the most they could
 * have alone (the rest of the roster aside): only they can gain when others give way.
 */
export function belowBestAlone(roster: Roster): Set<number> {
  const { model } = roster;
  const { slots, freeSpans } = spansOf(model);
  const below = new Set<number>();
  model.employeeIds.forEach((_, e) => {
    if (!movable(roster, e)) return;
    const liked = freeSpans[e]!.filter((span) => worthOn(roster, e, span) > 0);
    if (liked.length === 0) return;
    let held = 0;
    for (const s of roster.shiftsOf[e]!) held += worthOn(roster, e, model.spanOf[s]!);
    const best = bestChain(
      liked.map((span) => slots[span]!),
      liked.map((span) => worthOn(roster, e, span)),
      weeklyRoom(model, e),
      dayRulesOf(model, e),
    ).value;
    if (held < best) below.add(e);
  });
  return below;
}
