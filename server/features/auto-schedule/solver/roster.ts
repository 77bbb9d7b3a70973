// Who the solver has placed where, with the checks every move must pass: a free pair, room on
// the shift, no clash or short rest with the person's other placements, the split-shift rule on
// the shift's day, and the weekly limit. The split-shift rule is the one a removal can break
// (taking the middle shift out of a day opens a gap), so moves that take placements off people
// ask `dayHolds` afterwards.
// The checks run millions of times in a solve, so none of them scans a person's whole schedule:
// hours are kept per person and week in flat arrays and updated on every move, and each person's
// placements are also kept sorted by start, so the only ones near enough to clash with a shift are
// found by binary search (no placement lasts longer than the longest shift of the model).
// A person's fit for a span (every shift with the same start and end) is kept until a placement
// of theirs in that week, or near enough to clash with it, changes: the first fill and the chain
// search ask the same (person, span) over and over between two moves of that person.
import { restConflict } from '@shared/domain/rest';
import { MINUTES_PER_DAY, type Interval } from '@shared/domain/shift-time';
import type { Model } from './model';
import { countAtMost, countBelow } from './sorted';

/** A day's spans, gathered for its split-shift check: reused, as the check runs in every fit. */
const daySpans: Interval[] = [];
const byStartTime = (a: Interval, b: Interval) => a.start - b.start;

/**
 * Day number of the first day of the week holding `minute`, weeks starting on `weekStartsOn`
 * (1970-01-01, day 0, was a Thursday: weekday 4).
 */
const weekFirstDay = (minute: number, weekStartsOn: number) => {
  const day = Math.floor(minute / MINUTES_PER_DAY);
  return day - ((((day + 4 - weekStartsOn) % 7) + 7) % 7);
};

/** One placement made (`added`) or taken off. */
export type Change = { e: number; s: number; added: boolean };

export class Roster {
  readonly onShift: number[][];
  /** Per person, their placements in the order they were made. */
  readonly shiftsOf: number[][];
  /** Per person, their placements sorted by start, with those starts alongside. */
  private readonly byStart: number[][];
  private readonly startsOf: number[][];
  /** Minutes per person and week of the range (E x W), fixed ones included. */
  private readonly weekMinutes: Float64Array;
  /** Minutes per person over all the range's weeks. */
  private readonly totalMinutes: Float64Array;
  /** Per person, their limit over all the range's weeks. */
  private readonly rangeLimit: Float64Array;
  /** S x E (row per shift, like `Model.freeFor`): is the person placed on the shift? */
  private readonly placed: Uint8Array;
  /** How far before a shift's start a placement may start and still clash with it. */
  private readonly reach: number;
  /**
   * Per person and week (E x W), a count that moves whenever a placement of theirs changes what
   * fits in that week: one in it, or one near enough to clash with a shift in it.
   */
  private readonly version: Int32Array;
  /** Per shift, the first and last week (by index) whose fits its placement can change. */
  private readonly weeksTouched: Int32Array;
  /** Per span and person (row per span): the version their fit was judged at, and the fit. */
  private readonly judgedAt: Int32Array;
  private readonly spanFits: Uint8Array;
  private placements = 0;

  constructor(readonly model: Model) {
    const W = model.weeks.length;
    const E = model.employeeIds.length;
    this.onShift = model.shifts.map(() => []);
    this.shiftsOf = model.employeeIds.map(() => []);
    this.byStart = model.employeeIds.map(() => []);
    this.startsOf = model.employeeIds.map(() => []);
    this.weekMinutes = new Float64Array(E * W);
    this.totalMinutes = new Float64Array(E);
    this.rangeLimit = Float64Array.from(model.limit, (limit) => limit * W);
    this.placed = new Uint8Array(model.shifts.length * E);
    let longest = 0;
    for (const shift of model.shifts) longest = Math.max(longest, shift.end - shift.start);
    this.reach = longest + model.restMinutes;
    this.version = new Int32Array(E * W).fill(1);
    this.weeksTouched = new Int32Array(model.shifts.length * 2);
    model.shifts.forEach((shift, s) => {
      const from = weekFirstDay(shift.start - this.reach, model.weekStartsOn);
      const to = weekFirstDay(shift.end + model.restMinutes, model.weekStartsOn);
      let first = 0;
      while (first < W && model.weeks[first]! < from) first++;
      let last = W - 1;
      while (last >= 0 && model.weeks[last]! > to) last--;
      this.weeksTouched[2 * s] = first;
      this.weeksTouched[2 * s + 1] = last;
    });
    this.judgedAt = new Int32Array(model.spans * E);
    this.spanFits = new Uint8Array(model.spans * E);
    model.fixedWeek.forEach((minutesByWeek, e) =>
      model.weeks.forEach((week, w) => {
        const minutes = minutesByWeek.get(week) ?? 0;
        this.weekMinutes[e * W + w] = minutes;
        this.totalMinutes[e] = this.totalMinutes[e]! + minutes;
      }),
    );
    model.initial.forEach((people, s) => people.forEach((e) => this.add(e, s)));
  }

  get filled(): number {
    return this.placements;
  }

  hasRoom(s: number): boolean {
    return this.onShift[s]!.length < this.model.shifts[s]!.open;
  }

  isOn(e: number, s: number): boolean {
    return this.placed[s * this.model.employeeIds.length + e] === 1;
  }

  /** Minutes in the week of shift `s`. */
  minutesInWeekOf(e: number, s: number): number {
    return this.weekMinutes[e * this.model.weeks.length + this.model.shifts[s]!.weekIndex]!;
  }

  /** Minutes in week `w` (by index), fixed ones included. */
  minutesInWeek(e: number, w: number): number {
    return this.weekMinutes[e * this.model.weeks.length + w]!;
  }

  /** Minutes over the range's weeks, fixed ones included. */
  rangeMinutes(e: number): number {
    return this.totalMinutes[e]!;
  }

  /** Scheduled share of the limit over the range's weeks. */
  share(e: number, extraMinutes = 0): number {
    const limit = this.rangeLimit[e]!;
    return limit > 0 ? (this.totalMinutes[e]! + extraMinutes) / limit : 0;
  }

  /**
   * Position in `e`'s placements by start of the first that may clash with `s`: every one before
   * it ends (rest included) before `s` starts, since no shift is longer than the longest.
   */
  private firstNear(e: number, s: number): number {
    return countAtMost(this.startsOf[e]!, this.model.shifts[s]!.start - this.reach);
  }

  /**
   * The first of `e`'s placements but `without` that clashes with `s` or leaves too little rest
   * around it, from position `from` of their placements by start on; -1 when none does.
   */
  private nextClash(e: number, s: number, without: number, from: number): number {
    const { shifts, restMinutes } = this.model;
    const shift = shifts[s]!;
    const own = this.byStart[e]!;
    const starts = this.startsOf[e]!;
    const until = shift.end + restMinutes;
    for (let i = from; i < own.length && starts[i]! < until; i++) {
      const other = own[i]!;
      if (other !== without && other !== s && restConflict(shift, shifts[other]!, restMinutes))
        return i;
    }
    return -1;
  }

  /** The person's placements that clash with shift `s` or leave too little rest around it. */
  clashes(e: number, s: number): number[] {
    const found: number[] = [];
    let i = this.nextClash(e, s, -1, this.firstNear(e, s));
    while (i >= 0) {
      found.push(this.byStart[e]![i]!);
      i = this.nextClash(e, s, -1, i + 1);
    }
    return found;
  }

  /** Would `e` stay within their week's limit on `s` once `without` is taken off them? */
  private hoursAllow(e: number, s: number, without: number): boolean {
    const { shifts, limit } = this.model;
    const shift = shifts[s]!;
    const freed =
      without >= 0 && shifts[without]!.weekIndex === shift.weekIndex
        ? shifts[without]!.duration
        : 0;
    return this.minutesInWeekOf(e, s) - freed + shift.duration <= limit[e]!;
  }

  /** Is the pair free (no fixed rule against it) and the person not on the shift yet? */
  private open(e: number, s: number): boolean {
    const i = s * this.model.employeeIds.length + e;
    return this.model.freeFor[i] === 1 && this.placed[i] === 0;
  }

  /** May `e` work `s` once `without` (one of their placements) is taken off them? Room aside. */
  fits(e: number, s: number, without = -1): boolean {
    if (!this.open(e, s)) return false;
    if (without >= 0) return this.fitsSpan(e, s, without);
    const { model } = this;
    const at = model.spanOf[s]! * model.employeeIds.length + e;
    const version = this.version[e * model.weeks.length + model.shifts[s]!.weekIndex]!;
    if (this.judgedAt[at] !== version) {
      this.spanFits[at] = this.fitsSpan(e, s, -1) ? 1 : 0;
      this.judgedAt[at] = version;
    }
    return this.spanFits[at] === 1;
  }

  /** The hours, the clashes and the day: what `fits` judges beyond the pair itself. */
  private fitsSpan(e: number, s: number, without: number): boolean {
    return (
      this.hoursAllow(e, s, without) &&
      this.nextClash(e, s, without, this.firstNear(e, s)) < 0 &&
      this.dayAllows(e, this.model.shifts[s]!.start, s, without)
    );
  }

  /**
   * Does the day holding `minute` keep the split-shift rule with `e`'s fixed spans, their
   * placements but `without`, and `extra` (a shift to add, or -1)? A day the solver has placed
   * nothing on is the fixed shifts' own, and holds as far as the solver is concerned.
   */
  private dayAllows(e: number, minute: number, extra: number, without: number): boolean {
    const { shifts, fixedDays, splitGapMinutes } = this.model;
    const day = Math.floor(minute / MINUTES_PER_DAY);
    const starts = this.startsOf[e]!;
    const own = this.byStart[e]!;
    const last = countBelow(starts, (day + 1) * MINUTES_PER_DAY);
    daySpans.length = 0;
    if (extra >= 0) daySpans.push(shifts[extra]!);
    for (let i = countBelow(starts, day * MINUTES_PER_DAY); i < last; i++)
      if (own[i] !== without && own[i] !== extra) daySpans.push(shifts[own[i]!]!);
    if (daySpans.length === 0) return true;
    const fixed = fixedDays[e]!.get(day);
    if (fixed) daySpans.push(...fixed);
    if (daySpans.length === 1) return true;
    daySpans.sort(byStartTime);
    let gaps = 0;
    let end = daySpans[0]!.end;
    for (let i = 1; i < daySpans.length; i++) {
      const span = daySpans[i]!;
      if (span.start > end) {
        if (++gaps > 1 || span.start - end > splitGapMinutes) return false;
      }
      end = Math.max(end, span.end);
    }
    return true;
  }

  /** Would `s` leave `e`'s day past the split-shift rule? */
  splitsDay(e: number, s: number): boolean {
    return !this.dayAllows(e, this.model.shifts[s]!.start, s, -1);
  }

  /** Does `e`'s day of shift `s` keep the split-shift rule as they are placed now? */
  dayHolds(e: number, s: number): boolean {
    return this.dayAllows(e, this.model.shifts[s]!.start, -1, -1);
  }

  canAdd(e: number, s: number): boolean {
    return this.hasRoom(s) && this.fits(e, s);
  }

  /**
   * Calls `visit` with each placement of `e` whose removal alone would let them take `s`: the one
   * clash when there is exactly one; else one of that day's placements when the day's split-shift
   * rule stands in the way; else (hours) any of their placements. Allocates nothing: it runs for
   * every edge of the chain search.
   */
  forEachBlocker(e: number, s: number, visit: (r: number) => void) {
    if (!this.open(e, s)) return;
    const first = this.nextClash(e, s, -1, this.firstNear(e, s));
    if (first >= 0) {
      if (this.nextClash(e, s, -1, first + 1) >= 0) return;
      const clash = this.byStart[e]![first]!;
      if (this.hoursAllow(e, s, clash) && this.dayAllows(e, this.model.shifts[s]!.start, s, clash))
        visit(clash);
      return;
    }
    const minute = this.model.shifts[s]!.start;
    if (!this.dayAllows(e, minute, s, -1)) {
      const starts = this.startsOf[e]!;
      const day = Math.floor(minute / MINUTES_PER_DAY);
      const last = countBelow(starts, (day + 1) * MINUTES_PER_DAY);
      for (let i = countBelow(starts, day * MINUTES_PER_DAY); i < last; i++) {
        const r = this.byStart[e]![i]!;
        if (this.hoursAllow(e, s, r) && this.dayAllows(e, minute, s, r)) visit(r);
      }
      return;
    }
    // Nothing stands in the way but the hours, so taking any one placement off may do, unless it
    // opens a gap in the day of `s`.
    const day = Math.floor(minute / MINUTES_PER_DAY);
    for (const r of this.shiftsOf[e]!)
      if (
        this.hoursAllow(e, s, r) &&
        (Math.floor(this.model.shifts[r]!.start / MINUTES_PER_DAY) !== day ||
          this.dayAllows(e, minute, s, r))
      )
        visit(r);
  }

  /** Every move since `record` began, while recording: a long move can then be taken back whole. */
  private log: Change[] | null = null;

  /** Starts noting every move, for `rewind`. */
  record() {
    this.log = [];
  }

  /** Stops noting moves; answers those made since `record`, in order. */
  stopRecording(): Change[] {
    const log = this.log ?? [];
    this.log = null;
    return log;
  }

  /** Takes back `changes` (as `stopRecording` gave them), last first. */
  rewind(changes: readonly Change[]) {
    for (let i = changes.length - 1; i >= 0; i--) {
      const { e, s, added } = changes[i]!;
      if (added) this.remove(e, s);
      else this.add(e, s);
    }
  }

  /** Makes `changes` again, in order, after a `rewind`. */
  replay(changes: readonly Change[]) {
    for (const { e, s, added } of changes) {
      if (added) this.add(e, s);
      else this.remove(e, s);
    }
  }

  add(e: number, s: number) {
    this.log?.push({ e, s, added: true });
    this.onShift[s]!.push(e);
    this.shiftsOf[e]!.push(s);
    const at = this.positionOf(e, s);
    this.byStart[e]!.splice(at, 0, s);
    this.startsOf[e]!.splice(at, 0, this.model.shifts[s]!.start);
    this.placed[s * this.model.employeeIds.length + e] = 1;
    this.placements++;
    this.addMinutes(e, s, 1);
  }

  remove(e: number, s: number) {
    this.log?.push({ e, s, added: false });
    const people = this.onShift[s]!;
    people.splice(people.indexOf(e), 1);
    const own = this.shiftsOf[e]!;
    own.splice(own.indexOf(s), 1);
    const at = this.byStart[e]!.indexOf(s, this.positionOf(e, s));
    this.byStart[e]!.splice(at, 1);
    this.startsOf[e]!.splice(at, 1);
    this.placed[s * this.model.employeeIds.length + e] = 0;
    this.placements--;
    this.addMinutes(e, s, -1);
  }

  /** Where `s` goes among `e`'s placements by start: after every one that starts before it. */
  private positionOf(e: number, s: number): number {
    return countBelow(this.startsOf[e]!, this.model.shifts[s]!.start);
  }

  private addMinutes(e: number, s: number, sign: 1 | -1) {
    const W = this.model.weeks.length;
    const { weekIndex, duration } = this.model.shifts[s]!;
    this.weekMinutes[e * W + weekIndex]! += sign * duration;
    this.totalMinutes[e]! += sign * duration;
    for (let w = this.weeksTouched[2 * s]!; w <= this.weeksTouched[2 * s + 1]!; w++)
      this.version[e * W + w]!++;
  }
}
