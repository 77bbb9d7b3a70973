// One person's best set of shifts, exactly: no two of them clash or leave too little rest, and each
// week's minutes stay within the limit. Spans stretched by the rest form an interval graph, so a
// valid set is a chain of disjoint stretched spans; a dynamic program over the chain's last shift
// and the minutes used in its week finds the most valuable one. Weeks only follow each other
// along a chain, so a new week starts from the best of any earlier chain.
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

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** What the dynamic program needs of a shift: its span, its week (by index) and its minutes. */
export type Slot = { start: number; end: number; weekIndex: number; duration: number };

/**
 * The program's tables, kept between calls and grown when too small: a search runs it thousands of
 * times, and fresh tables each time cost more in allocation and collection than the program.
 */
let tables = {
  best: new Float64Array(0),
  from: new Int32Array(0),
  weekBest: new Float64Array(0),
  weekBestAt: new Int32Array(0),
  weekTop: new Float64Array(0),
  weekTopAt: new Int32Array(0),
};

/** The tables, at least this large, cleared: the values unreached, the positions none. */
function scratch(cells: number, weekCells: number, weeks: number) {
  if (
    tables.best.length < cells ||
    tables.weekBest.length < weekCells ||
    tables.weekTop.length < weeks
  )
    tables = {
      best: new Float64Array(Math.max(cells, tables.best.length)),
      from: new Int32Array(Math.max(cells, tables.best.length)),
      weekBest: new Float64Array(Math.max(weekCells, tables.weekBest.length)),
      weekBestAt: new Int32Array(Math.max(weekCells, tables.weekBest.length)),
      weekTop: new Float64Array(Math.max(weeks, tables.weekTop.length)),
      weekTopAt: new Int32Array(Math.max(weeks, tables.weekTop.length)),
    };
  tables.best.fill(-Infinity, 0, cells);
  tables.from.fill(NONE, 0, cells);
  tables.weekBest.fill(-Infinity, 0, weekCells);
  tables.weekBestAt.fill(NONE, 0, weekCells);
  tables.weekTop.fill(-Infinity, 0, weeks);
  tables.weekTopAt.fill(NONE, 0, weeks);
  return tables;
}

/**
 * The most valuable chain of `slots` (sorted by start) that leaves `restMinutes` between each two
 * and keeps each week's minutes within `room` (by week index), and its value; `value` gives each
 * slot's worth, positive. Answers the chosen slots' positions.
 */
export function bestChain(
  slots: readonly Slot[],
  value: readonly number[],
  room: readonly number[],
  restMinutes: number,
): { chosen: number[]; value: number } {
  const n = slots.length;
  if (n === 0) return { chosen: [], value: 0 };
  let unit = 0;
  for (const slot of slots) unit = gcd(unit, slot.duration);
  for (const minutes of room) if (minutes > 0) unit = gcd(unit, minutes);
  const weeks = room.length;
  let size = 1;
  for (const minutes of room) size = Math.max(size, Math.floor(minutes / unit) + 1);
  // best[i * size + m]: the best chain ending at slots[i] with m units used in its week; weekBest
  // and weekTop: the running best over chains already over (stretched end at or before the
  // current start), per week and units used, and per week.
  const { best, from, weekBest, weekBestAt, weekTop, weekTopAt } = scratch(
    n * size,
    weeks * size,
    weeks,
  );
  const byEnd = slots.map((_, i) => i);
  byEnd.sort((a, b) => slots[a]!.end - slots[b]!.end || a - b);
  let done = 0;
  let top = 0;
  let topAt = NONE;
  for (let i = 0; i < n; i++) {
    const slot = slots[i]!;
    while (done < n && slots[byEnd[done]!]!.end + restMinutes <= slot.start) {
      const j = byEnd[done++]!;
      const w = slots[j]!.weekIndex;
      for (let m = 0; m < size; m++) {
        const v = best[j * size + m]!;
        if (v > weekBest[w * size + m]!) {
          weekBest[w * size + m] = v;
          weekBestAt[w * size + m] = j * size + m;
        }
        if (v > weekTop[w]!) {
          weekTop[w] = v;
          weekTopAt[w] = j * size + m;
        }
      }
    }
    const v = value[i]!;
    const w = slot.weekIndex;
    const d = slot.duration / unit;
    const cap = Math.floor(room[w]! / unit);
    if (d > cap) continue;
    // A first shift in its week: after nothing, or after the best chain of an earlier week.
    let start = 0;
    let startAt = NONE;
    for (let earlier = 0; earlier < w; earlier++)
      if (weekTop[earlier]! > start) {
        start = weekTop[earlier]!;
        startAt = weekTopAt[earlier]!;
      }
    best[i * size + d] = v + start;
    from[i * size + d] = startAt;
    for (let m = d + 1; m <= cap; m++) {
      const before = weekBest[w * size + m - d]!;
      if (before === -Infinity || v + before <= best[i * size + m]!) continue;
      best[i * size + m] = v + before;
      from[i * size + m] = weekBestAt[w * size + m - d]!;
    }
    for (let m = d; m <= cap; m++)
      if (best[i * size + m]! > top) {
        top = best[i * size + m]!;
        topAt = i * size + m;
      }
  }
  const chosen: number[] = [];
  for (let at = topAt; at !== NONE; at = from[at]!) chosen.push(Math.floor(at / size));
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
  const best = bestChain(spanSlots, values, room, model.restMinutes);
  return { shifts: best.chosen.map((i) => picks[i]!), value: best.value };
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
