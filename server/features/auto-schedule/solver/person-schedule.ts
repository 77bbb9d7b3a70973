// One person's best set of shifts, exactly: no two of them clash or leave too little rest, and each
// week's minutes stay within the limit. Spans stretched by the rest form an interval graph, so a
// valid set is a chain of disjoint stretched spans; a dynamic program over the chain's last shift
// and the minutes used in its week finds the most valuable one. Weeks only follow each other
// along a chain, so a new week starts from the best of any earlier chain.
import { FREE, type Model } from './model';
import type { Roster } from './roster';

const NONE = -1;

/** Per person, the shifts they are free to take, by start. Computed once per model. */
const freeShiftsCache = new WeakMap<Model, number[][]>();
export function freeShiftsOf(model: Model): number[][] {
  let cached = freeShiftsCache.get(model);
  if (!cached) {
    const lists = model.employeeIds.map(() => [] as number[]);
    model.eligible.forEach((people, s) => people.forEach((e) => lists[e]!.push(s)));
    for (const list of lists) list.sort((a, b) => model.shifts[a]!.start - model.shifts[b]!.start);
    cached = lists;
    freeShiftsCache.set(model, cached);
  }
  return cached;
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/**
 * The most valuable valid set of `e`'s free shifts that `value` prices (NaN leaves a shift out),
 * and its value. `room` is the minutes each week (by index) allows.
 */
export function bestSchedule(
  model: Model,
  e: number,
  room: number[],
  value: (s: number) => number,
): { shifts: number[]; value: number } {
  const { shifts, restMinutes } = model;
  const byStart = freeShiftsOf(model)[e]!.filter((s) => {
    const shift = shifts[s]!;
    return !Number.isNaN(value(s)) && shift.duration <= room[shift.weekIndex]!;
  });
  const n = byStart.length;
  if (n === 0) return { shifts: [], value: 0 };
  let unit = 0;
  for (const s of byStart) unit = gcd(unit, shifts[s]!.duration);
  for (const minutes of room) if (minutes > 0) unit = gcd(unit, minutes);
  const weeks = room.length;
  const size = Math.max(...room.map((minutes) => Math.max(0, Math.floor(minutes / unit)))) + 1;
  // best[i * size + m]: the best chain ending at byStart[i] with m units used in its week.
  const best = new Float64Array(n * size).fill(-Infinity);
  const from = new Int32Array(n * size).fill(NONE);
  // Running best over chains already over (stretched end at or before the current start).
  const weekBest = new Float64Array(weeks * size).fill(-Infinity);
  const weekBestAt = new Int32Array(weeks * size).fill(NONE);
  const weekTop = new Float64Array(weeks).fill(-Infinity);
  const weekTopAt = new Int32Array(weeks).fill(NONE);
  const byEnd = byStart.map((_, i) => i);
  byEnd.sort((a, b) => shifts[byStart[a]!]!.end - shifts[byStart[b]!]!.end || a - b);
  let done = 0;
  let top = 0;
  let topAt = NONE;
  for (let i = 0; i < n; i++) {
    const shift = shifts[byStart[i]!]!;
    while (done < n && shifts[byStart[byEnd[done]!]!]!.end + restMinutes <= shift.start) {
      const j = byEnd[done++]!;
      const w = shifts[byStart[j]!]!.weekIndex;
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
    const v = value(byStart[i]!);
    const w = shift.weekIndex;
    const d = shift.duration / unit;
    const cap = Math.floor(room[w]! / unit);
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
  for (let at = topAt; at !== NONE; at = from[at]!) chosen.push(byStart[Math.floor(at / size)]!);
  return { shifts: chosen.reverse(), value: top };
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
