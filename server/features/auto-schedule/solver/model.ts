// The solver's indexed view of one problem: shifts and people by position, and for every pair the
// rule (if any) that rules the person out before anyone new is placed. Only what stays fixed
// during the solve is judged here, pair by pair; clashes between new placements, and each day's
// split-shift rule (a placement can close a gap the fixed shifts leave), are the roster's job.
import {
  addDaysIso,
  dayNumber,
  weekStart,
  weekdayOf,
  weekdayOfDay,
  type WeekStartsOn,
} from '@shared/domain/dates';
import {
  dayNumberInterval,
  shiftDates,
  shiftInterval,
  type Interval,
} from '@shared/domain/shift-time';
import type { ApprovedTimeOff, Booking, Unavailability } from '@shared/domain/availability-rules';
import { workDayOf } from '@shared/domain/rest';
import { brokenRule } from '../rules';
import { RULES, type Preference, type SolverInput } from './types';
import { memoized } from '@shared/memoized';

/** Status of a pair: 0 free to place, 1.. the rule in RULES order, or already on the shift. */
export const FREE = 0;
export const ALREADY_ON = 9;

export type ModelShift = Interval & {
  id: number;
  duration: number;
  /** Day number of the first day of its week (the organization's week start). */
  week: number;
  /** Position of that week in `Model.weeks`. */
  weekIndex: number;
  /** Places the solver may fill: its capacity less whoever stays on it regardless. */
  open: number;
  title: string;
  shiftType: string;
};

export type Model = {
  shifts: ModelShift[];
  employeeIds: number[];
  /** Weekly limit in minutes, per person. */
  limit: number[];
  /** E x S statuses, row per person. */
  status: Uint8Array;
  /**
   * S x E, row per shift: 1 where the status is FREE. The search reads one shift's people at a
   * time, which in `status` would be a cache miss per person.
   */
  freeFor: Uint8Array;
  /**
   * Per shift, the people free to be placed on it, in ascending order. Shifts with the same span
   * share one list (read-only).
   */
  eligible: readonly (readonly number[])[];
  /**
   * Per shift, the number of its span: shifts with the same start and end are alike for every
   * rule, so a person's fit for one holds for all (but whether they are on it).
   */
  spanOf: Int32Array;
  /** How many distinct spans. */
  spans: number;
  /** Per shift, who is on it now and may be moved (rebalance only). */
  initial: number[][];
  /** Per person, minutes in each week (its first day's number) that nothing here changes. */
  fixedWeek: Map<number, number>[];
  /** Per person and shift: did they work its title or type in the four weeks before? */
  familiar: (e: number, s: number) => boolean;
  restMinutes: number;
  /** The longest gap between one person's shifts of a day, at most one such gap. */
  splitGapMinutes: number;
  /**
   * Per person, their fixed spans by day number (sorted by start): a day's split-shift rule
   * counts them with whatever the solver places that day.
   */
  fixedDays: Map<number, Interval[]>[];
  /** The weeks the range touches, by their first day's number. */
  weeks: number[];
  /** The weekday weeks start on. */
  weekStartsOn: WeekStartsOn;
  /**
   * Per person and span (row per person): minutes of the span inside windows they would like to
   * work, and inside windows they would rather avoid.
   */
  liked: Int32Array;
  avoided: Int32Array;
  /** Per person, the weekly minutes they want at least and ideally (0 when they said nothing). */
  minMinutes: Float64Array;
  targetMinutes: Float64Array;
};

const DAY = 24 * 60;

function groupBy<T>(rows: T[], key: (row: T) => number | null) {
  const groups = new Map<number | null, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return (k: number) => groups.get(k) ?? [];
}

/** The spans that may clash with `span` or leave too little rest: starts sorted, so a slice. */
function spansNear(sorted: Interval[], span: Interval, restMinutes: number): Interval[] {
  let lo = 0;
  let hi = sorted.length;
  const from = span.start - DAY - restMinutes;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.start < from) lo = mid + 1;
    else hi = mid;
  }
  const near: Interval[] = [];
  for (let i = lo; i < sorted.length && sorted[i]!.start < span.end + restMinutes; i++)
    near.push(sorted[i]!);
  return near;
}

type SpanKind = {
  members: number[];
  /** The first and last date the span touches, and their weekdays. */
  first: string;
  last: string;
  weekdays: number[];
};

/** The model's shifts grouped by span, with the kind of each shift. */
function spanKinds(input: SolverInput, shifts: ModelShift[]) {
  const byKey = new Map<string, number>();
  const kinds: SpanKind[] = [];
  const kindOf = new Int32Array(shifts.length);
  shifts.forEach((shift, s) => {
    // Shifts alike in time but needing different positions, or at different locations, are open
    // to different people.
    const { positionId, locationId } = input.shifts[s]!;
    const key = `${shift.start}|${shift.end}|${positionId ?? ''}|${locationId ?? ''}`;
    let k = byKey.get(key);
    if (k === undefined) {
      k = kinds.length;
      byKey.set(key, k);
      const dates = shiftDates(input.shifts[s]!);
      kinds.push({
        members: [],
        first: dates[0]!,
        last: dates[dates.length - 1]!,
        weekdays: dates.map(weekdayOf),
      });
    }
    kinds[k]!.members.push(s);
    kindOf[s] = k;
  });
  return { kinds, kindOf };
}

// Only the time off and unavailability that may touch a span's dates go to the rules with it
// (the rules judge those exactly): every person's every row against every span would dominate
// the build.
function timeOffsNear(kind: SpanKind, timeOffs: ApprovedTimeOff[]): ApprovedTimeOff[] {
  if (timeOffs.length === 0) return timeOffs;
  return timeOffs.filter(
    (timeOff) =>
      (timeOff.multipleDates?.length ?? 0) > 0 ||
      (timeOff.startDate <= kind.last && kind.first <= timeOff.endDate),
  );
}

function unavailabilityNear(kind: SpanKind, unavailability: Unavailability[]): Unavailability[] {
  if (unavailability.length === 0) return unavailability;
  return unavailability.filter((away) => kind.weekdays.includes(away.dayOfWeek));
}

/** Minutes of `span` inside the windows of `preferences` in force on the days it touches. */
export function minutesInWindows(span: Interval, preferences: readonly Preference[]): number {
  let minutes = 0;
  // A window of the day before may run past midnight into the span.
  const first = Math.floor(span.start / DAY) - 1;
  const last = Math.floor((span.end - 1) / DAY);
  // By day number: it runs for every person with preferences and every span, and making a date
  // string per day was most of building the model.
  for (let day = first; day <= last; day++) {
    const weekday = weekdayOfDay(day);
    let date: string | null = null;
    for (const p of preferences) {
      if (p.dayOfWeek !== weekday) continue;
      if (p.effectiveFrom || p.effectiveUntil) {
        date ??= addDaysIso('1970-01-01', day);
        if (
          (p.effectiveFrom && date < p.effectiveFrom) ||
          (p.effectiveUntil && date > p.effectiveUntil)
        )
          continue;
      }
      const window = dayNumberInterval(day, p.startTime, p.endTime);
      minutes += Math.max(0, Math.min(span.end, window.end) - Math.max(span.start, window.start));
    }
  }
  return Math.min(minutes, span.end - span.start);
}

function preferenceMinutes(input: SolverInput, shifts: ModelShift[], kinds: SpanKind[]) {
  const K = kinds.length;
  const liked = new Int32Array(input.candidates.length * K);
  const avoided = new Int32Array(input.candidates.length * K);
  const preferencesOf = groupBy(input.preferences ?? [], (p) => p.employeeId);
  input.candidates.forEach((candidate, e) => {
    const own = preferencesOf(candidate.id);
    if (own.length === 0) return;
    const likes = own.filter((p) => p.kind === 'like');
    const avoids = own.filter((p) => p.kind === 'avoid');
    kinds.forEach((kind, k) => {
      const span = shifts[kind.members[0]!]!;
      liked[e * K + k] = minutesInWindows(span, likes);
      avoided[e * K + k] = minutesInWindows(span, avoids);
    });
  });
  return { liked, avoided };
}

export function buildModel(input: SolverInput): Model {
  const restMinutes = input.minRestHours * 60;
  const shiftIndex = new Map(input.shifts.map((shift, i) => [shift.id, i]));
  const employeeIds = input.candidates.map((c) => c.id);
  const employeeIndex = new Map(employeeIds.map((id, i) => [id, i]));
  const movable = (booking: Booking) => input.rebalance && shiftIndex.has(booking.shiftId);

  const fixedBookings = input.bookings.filter((b) => !movable(b));
  const bookingsOf = groupBy(fixedBookings, (b) => b.employeeId);
  const timeOffsOf = groupBy(input.timeOffs, (t) => t.employeeId);
  const unavailabilityOf = groupBy(input.unavailability, (u) => u.employeeId);

  const weekOf = memoized((date: string) => dayNumber(weekStart(date, input.weekStartsOn)));
  const shiftWeeks = input.shifts.map((shift) => weekOf(shift.date));
  const weeks = [...new Set(shiftWeeks)].sort((a, b) => a - b);
  const shifts: ModelShift[] = input.shifts.map((shift, s) => {
    // Rebalancing moves only candidates; anyone else on the shift keeps their place.
    const staying = input.rebalance
      ? shift.employeeIds.filter((id) => !employeeIndex.has(id)).length
      : shift.employeeIds.length;
    return {
      ...shiftInterval(shift),
      id: shift.id,
      duration: shift.duration,
      week: shiftWeeks[s]!,
      weekIndex: weeks.indexOf(shiftWeeks[s]!),
      open: Math.max(0, shift.capacity - staying),
      title: shift.title,
      shiftType: shift.shiftType,
    };
  });
  const S = shifts.length;
  const E = employeeIds.length;
  const status = new Uint8Array(E * S);
  const fixedWeek = employeeIds.map((id) => {
    const minutes = new Map<number, number>();
    for (const b of bookingsOf(id)) {
      const week = weekOf(b.date);
      minutes.set(week, (minutes.get(week) ?? 0) + b.duration);
    }
    return minutes;
  });

  // Every rule depends on the shift's span alone, so each person is judged once per distinct span.
  const { kinds, kindOf } = spanKinds(input, shifts);
  const kindEligible: number[][] = kinds.map(() => []);
  const alreadyOn = new Set<number>();
  const fixedDays = employeeIds.map(() => new Map<number, Interval[]>());
  input.candidates.forEach((candidate, e) => {
    const own = bookingsOf(candidate.id);
    const spans = own.map(shiftInterval).sort((a, b) => a.start - b.start);
    for (const span of spans) {
      const day = workDayOf(span);
      const list = fixedDays[e]!.get(day);
      if (list) list.push(span);
      else fixedDays[e]!.set(day, [span]);
    }
    const timeOffs = timeOffsOf(candidate.id);
    const unavailability = unavailabilityOf(candidate.id);
    const row = e * S;
    kinds.forEach((kind, k) => {
      const first = kind.members[0]!;
      const rule = brokenRule(
        input.shifts[first]!,
        {
          weeklyHoursLimit: candidate.weeklyHoursLimit,
          positions: candidate.positions ?? [],
          locations: candidate.locations ?? [],
          timeOffs: timeOffsNear(kind, timeOffs),
          unavailability: unavailabilityNear(kind, unavailability),
          bookings: spans.length > 0 ? spansNear(spans, shifts[first]!, restMinutes) : spans,
          weekMinutes: fixedWeek[e]!.get(shifts[first]!.week) ?? 0,
          restMinutes,
        },
        shifts[first]!,
      );
      const code = rule === null ? FREE : RULES.indexOf(rule) + 1;
      for (const s of kind.members) status[row + s] = code;
      if (code === FREE) kindEligible[k]!.push(e);
    });
    for (const b of own) {
      const s = shiftIndex.get(b.shiftId);
      if (s === undefined) continue;
      status[row + s] = ALREADY_ON;
      alreadyOn.add(s);
    }
  });
  // Shifts of a kind share one list of who is free for them, but for those someone is on already.
  const eligible = shifts.map((_, s) => {
    const free = kindEligible[kindOf[s]!]!;
    return alreadyOn.has(s) ? free.filter((e) => status[e * S + s] === FREE) : free;
  });
  const freeFor = new Uint8Array(S * E);
  eligible.forEach((people, s) => people.forEach((e) => (freeFor[s * E + e] = 1)));
  const initial = input.shifts.map((shift) =>
    input.rebalance
      ? shift.employeeIds.flatMap((id) => {
          const e = employeeIndex.get(id);
          return e === undefined ? [] : [e];
        })
      : [],
  );
  // Familiarity as one flag per person and title or type among the shifts: it is asked for
  // nearly every candidate of every place.
  const keys = new Map<string, number>();
  const keyOf = (key: string) => {
    if (!keys.has(key)) keys.set(key, keys.size);
    return keys.get(key)!;
  };
  const titleKey = Int32Array.from(shifts, (shift) => keyOf(`title:${shift.title}`));
  const typeKey = Int32Array.from(shifts, (shift) => keyOf(`type:${shift.shiftType}`));
  const K = keys.size;
  const knows = new Uint8Array(E * K);
  input.candidates.forEach((candidate, e) => {
    for (const key of candidate.familiar) if (keys.has(key)) knows[e * K + keys.get(key)!] = 1;
  });

  const { liked, avoided } = preferenceMinutes(input, shifts, kinds);
  return {
    shifts,
    employeeIds,
    liked,
    avoided,
    minMinutes: Float64Array.from(input.candidates, (c) => (c.minHours ?? 0) * 60),
    targetMinutes: Float64Array.from(input.candidates, (c) => (c.targetHours ?? 0) * 60),
    limit: input.candidates.map((c) => c.weeklyHoursLimit * 60),
    status,
    freeFor,
    eligible,
    initial,
    fixedWeek,
    spanOf: kindOf,
    spans: kinds.length,
    familiar: (e, s) => knows[e * K + titleKey[s]!] === 1 || knows[e * K + typeKey[s]!] === 1,
    restMinutes,
    splitGapMinutes: input.maxSplitGapHours * 60,
    fixedDays,
    weeks,
    weekStartsOn: input.weekStartsOn,
  };
}
