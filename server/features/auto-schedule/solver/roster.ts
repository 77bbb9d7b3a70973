// Who the solver has placed where, with the checks every move must pass: a free pair, room on
// the shift, no clash or short rest with the person's other placements, and the weekly limit.
// Hours are kept per person and week in flat arrays and updated on every move, so no check
// ever sums anything up again.
import { restConflict } from '@shared/domain/rest';
import { FREE, type Model } from './model';

export class Roster {
  readonly onShift: number[][];
  readonly shiftsOf: number[][];
  /** Minutes per person and week of the range (E x W), fixed ones included. */
  private readonly weekMinutes: Float64Array;
  /** Minutes per person over all the range's weeks. */
  private readonly totalMinutes: Float64Array;
  /** E x S: is the person placed on the shift? */
  private readonly placed: Uint8Array;
  private placements = 0;

  constructor(readonly model: Model) {
    const W = model.weeks.length;
    this.onShift = model.shifts.map(() => []);
    this.shiftsOf = model.employeeIds.map(() => []);
    this.weekMinutes = new Float64Array(model.employeeIds.length * W);
    this.totalMinutes = new Float64Array(model.employeeIds.length);
    this.placed = new Uint8Array(model.employeeIds.length * model.shifts.length);
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
    return this.placed[e * this.model.shifts.length + s] === 1;
  }

  /** Minutes in the week of shift `s`. */
  minutesInWeekOf(e: number, s: number): number {
    return this.weekMinutes[e * this.model.weeks.length + this.model.shifts[s]!.weekIndex]!;
  }

  /** Minutes over the range's weeks, fixed ones included. */
  rangeMinutes(e: number): number {
    return this.totalMinutes[e]!;
  }

  /** Scheduled share of the limit over the range's weeks. */
  share(e: number, extraMinutes = 0): number {
    const limit = this.model.limit[e]! * this.model.weeks.length;
    return limit > 0 ? (this.totalMinutes[e]! + extraMinutes) / limit : 0;
  }

  /** The person's placements that clash with shift `s` or leave too little rest around it. */
  clashes(e: number, s: number): number[] {
    const { shifts, restMinutes } = this.model;
    const shift = shifts[s]!;
    return this.shiftsOf[e]!.filter(
      (other) => other !== s && restConflict(shift, shifts[other]!, restMinutes),
    );
  }

  /** May `e` work `s` once `without` (one of their placements) is taken off them? Room aside. */
  fits(e: number, s: number, without = -1): boolean {
    const { model } = this;
    if (model.status[e * model.shifts.length + s] !== FREE || this.isOn(e, s)) return false;
    const shift = model.shifts[s]!;
    const freed =
      without >= 0 && model.shifts[without]!.weekIndex === shift.weekIndex
        ? model.shifts[without]!.duration
        : 0;
    if (this.minutesInWeekOf(e, s) - freed + shift.duration > model.limit[e]!) return false;
    for (const other of this.shiftsOf[e]!)
      if (other !== without && restConflict(shift, model.shifts[other]!, model.restMinutes))
        return false;
    return true;
  }

  canAdd(e: number, s: number): boolean {
    return this.hasRoom(s) && this.fits(e, s);
  }

  /**
   * Calls `visit` with each placement of `e` whose removal alone would let them take `s`: the one
   * clash when there is exactly one, else (hours) any of their placements. Allocates nothing: it
   * runs for every edge of the chain search.
   */
  forEachBlocker(e: number, s: number, visit: (r: number) => void) {
    const { model } = this;
    if (model.status[e * model.shifts.length + s] !== FREE || this.isOn(e, s)) return;
    const shift = model.shifts[s]!;
    const own = this.shiftsOf[e]!;
    let clash = -1;
    for (const other of own) {
      if (!restConflict(shift, model.shifts[other]!, model.restMinutes)) continue;
      if (clash >= 0) return;
      clash = other;
    }
    if (clash >= 0) {
      if (this.fits(e, s, clash)) visit(clash);
      return;
    }
    for (const r of own) if (this.fits(e, s, r)) visit(r);
  }

  add(e: number, s: number) {
    this.onShift[s]!.push(e);
    this.shiftsOf[e]!.push(s);
    this.placed[e * this.model.shifts.length + s] = 1;
    this.placements++;
    this.addMinutes(e, s, 1);
  }

  remove(e: number, s: number) {
    const people = this.onShift[s]!;
    people.splice(people.indexOf(e), 1);
    const own = this.shiftsOf[e]!;
    own.splice(own.indexOf(s), 1);
    this.placed[e * this.model.shifts.length + s] = 0;
    this.placements--;
    this.addMinutes(e, s, -1);
  }

  private addMinutes(e: number, s: number, sign: 1 | -1) {
    const { weekIndex, duration } = this.model.shifts[s]!;
    this.weekMinutes[e * this.model.weeks.length + weekIndex]! += sign * duration;
    this.totalMinutes[e]! += sign * duration;
  }
}
