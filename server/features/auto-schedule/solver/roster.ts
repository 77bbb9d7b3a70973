// Who the solver has placed where, with the checks every move must pass: a free pair, room on
// the shift, no clash or short rest with the person's other placements, and the weekly limit.
import { restConflict } from '@shared/domain/rest';
import { FREE, type Model } from './model';

export class Roster {
  readonly onShift: number[][];
  readonly shiftsOf: number[][];
  private readonly weekMinutes: Map<number, number>[];

  constructor(readonly model: Model) {
    this.onShift = model.shifts.map(() => []);
    this.shiftsOf = model.employeeIds.map(() => []);
    this.weekMinutes = model.fixedWeek.map((weeks) => new Map(weeks));
    model.initial.forEach((people, s) => people.forEach((e) => this.add(e, s)));
  }

  get filled(): number {
    return this.onShift.reduce((sum, people) => sum + people.length, 0);
  }

  hasRoom(s: number): boolean {
    return this.onShift[s]!.length < this.model.shifts[s]!.open;
  }

  minutesIn(e: number, week: number): number {
    return this.weekMinutes[e]!.get(week) ?? 0;
  }

  /** Minutes over the range's weeks, fixed ones included. */
  rangeMinutes(e: number): number {
    return this.model.weeks.reduce((sum, week) => sum + this.minutesIn(e, week), 0);
  }

  /** Scheduled share of the limit over the range's weeks. */
  share(e: number, extraMinutes = 0): number {
    const limit = this.model.limit[e]! * this.model.weeks.length;
    return limit > 0 ? (this.rangeMinutes(e) + extraMinutes) / limit : 0;
  }

  /** The person's placements that clash with shift `s` or leave too little rest around it. */
  clashes(e: number, s: number): number[] {
    const shift = this.model.shifts[s]!;
    return this.shiftsOf[e]!.filter(
      (other) =>
        other !== s && restConflict(shift, this.model.shifts[other]!, this.model.restMinutes),
    );
  }

  /** May `e` work `s` once `without` (one of their placements) is taken off them? Room aside. */
  fits(e: number, s: number, without = -1): boolean {
    const { model } = this;
    const S = model.shifts.length;
    if (model.status[e * S + s] !== FREE || this.onShift[s]!.includes(e)) return false;
    if (this.clashes(e, s).some((other) => other !== without)) return false;
    const shift = model.shifts[s]!;
    const freed =
      without >= 0 && model.shifts[without]!.week === shift.week
        ? model.shifts[without]!.duration
        : 0;
    return this.minutesIn(e, shift.week) - freed + shift.duration <= model.limit[e]!;
  }

  canAdd(e: number, s: number): boolean {
    return this.hasRoom(s) && this.fits(e, s);
  }

  /** The placements of `e` whose removal alone would let them take `s`. */
  blockers(e: number, s: number): number[] {
    const { model } = this;
    if (model.status[e * model.shifts.length + s] !== FREE || this.onShift[s]!.includes(e))
      return [];
    const clashing = this.clashes(e, s);
    if (clashing.length > 1) return [];
    const options = clashing.length === 1 ? clashing : this.shiftsOf[e]!;
    return options.filter((r) => this.fits(e, s, r));
  }

  add(e: number, s: number) {
    this.onShift[s]!.push(e);
    this.shiftsOf[e]!.push(s);
    this.addMinutes(e, s, 1);
  }

  remove(e: number, s: number) {
    const people = this.onShift[s]!;
    people.splice(people.indexOf(e), 1);
    const own = this.shiftsOf[e]!;
    own.splice(own.indexOf(s), 1);
    this.addMinutes(e, s, -1);
  }

  private addMinutes(e: number, s: number, sign: 1 | -1) {
    const { week, duration } = this.model.shifts[s]!;
    this.weekMinutes[e]!.set(week, this.minutesIn(e, week) + sign * duration);
  }
}
