// The levels below the fill count, once the search has filled what it can: single placements are
// handed to someone else, two people trade places, or a holder moves to a shift with room, only
// when that is better in
// strict order of priority: (2) fewer of today's assignments moved, (3) more minutes in liked
// windows less minutes in avoided ones, (4) fewer minutes under people's weekly minimum, then
// hours closer to the same share of each person's target; at equal levels, someone who knows the
// work. A move never takes a place away, so
// the count the search reached stands; each move is judged by every rule before it is kept.
import type { Roster } from './roster';
import type { WorkBudget } from './work-budget';

const EPSILON = 1e-9;

/** What a move gains at each level, best first; positive is better. */
export type Gain = [
  kept: number,
  preference: number,
  shortfall: number,
  fairness: number,
  familiar: number,
];

export function better(a: Gain, b: Gain): boolean {
  for (let i = 0; i < a.length; i++) {
    if (a[i]! > b[i]! + EPSILON) return true;
    if (a[i]! < b[i]! - EPSILON) return false;
  }
  return false;
}

export const NOTHING: Gain = [0, 0, 0, 0, 0];

/**
 * Could a move whose first two levels are these beat `best`? Most moves polish weighs lose there,
 * so the levels below (and the array) are only worked out for the rest.
 */
function couldBeat(kept: number, preference: number, best: Gain): boolean {
  if (kept > best[0] + EPSILON) return true;
  if (kept < best[0] - EPSILON) return false;
  return preference >= best[1] - EPSILON;
}

const beating = (gain: Gain, best: Gain): Gain | null => (better(gain, best) ? gain : null);

/** What the levels below the count read of a roster, per person and shift. */
export class LevelScores {
  /** Per person, the minutes their share of hours is measured against over the whole range. */
  readonly measure: Float64Array;
  /**
   * Whose shares the spread is over: those who set a target, or everyone with hours to give when
   * nobody did.
   */
  readonly measured: number[];
  private readonly initially: Set<number>[];
  private readonly bestOf: Float64Array;

  constructor(private readonly roster: Roster) {
    const { model } = roster;
    const W = model.weeks.length;
    this.measure = Float64Array.from(
      model.employeeIds,
      (_, e) => (model.targetMinutes[e]! > 0 ? model.targetMinutes[e]! : model.limit[e]!) * W,
    );
    const anyTarget = model.targetMinutes.some((minutes) => minutes > 0);
    this.measured = model.employeeIds.flatMap((_, e) =>
      (anyTarget ? model.targetMinutes[e]! > 0 : model.limit[e]! > 0) ? [e] : [],
    );
    this.initially = model.initial.map((people) => new Set(people));
    this.bestOf = new Float64Array(model.employeeIds.length).fill(NaN);
  }

  /** Liked minutes less avoided ones of `e` on `s`. */
  preference(e: number, s: number): number {
    const { model } = this.roster;
    const at = e * model.spans + model.spanOf[s]!;
    return model.liked[at]! - model.avoided[at]!;
  }

  /** `e`'s minutes over the range as a share of their measure. */
  share(e: number): number {
    return this.roster.rangeMinutes(e) / Math.max(1, this.measure[e]!);
  }

  /** The measured people whose share is the lowest: only raising theirs narrows the spread. */
  lowest(): Set<number> {
    const shares = this.measured.map((e) => this.share(e));
    const least = Math.min(...shares);
    return new Set(this.measured.filter((_, i) => shares[i]! <= least + EPSILON));
  }

  familiar(e: number, s: number): number {
    return this.roster.model.familiar(e, s) ? 1 : 0;
  }

  /** The most liked-less-avoided minutes any one shift could give `e`. */
  bestPreference(e: number): number {
    let best = this.bestOf[e]!;
    if (Number.isNaN(best)) {
      const { model } = this.roster;
      best = 0;
      for (let span = 0; span < model.spans; span++)
        best = Math.max(
          best,
          model.liked[e * model.spans + span]! - model.avoided[e * model.spans + span]!,
        );
      this.bestOf[e] = best;
    }
    return best;
  }

  kept(e: number, s: number): number {
    return this.initially[s]!.has(e) ? 1 : 0;
  }

  /** Minutes `e` would be under their weekly minimum in the week of `s` with `change` more. */
  shortfall(e: number, s: number, change: number): number {
    const min = this.roster.model.minMinutes[e]!;
    return min > 0 ? Math.max(0, min - this.roster.minutesInWeekOf(e, s) - change) : 0;
  }

  /** Hours squared over the measure: at a fixed total, least when every share is the same. */
  fairness(e: number, change: number): number {
    const minutes = this.roster.rangeMinutes(e) + change;
    return (minutes * minutes) / Math.max(1, this.measure[e]!);
  }

  /** The gain of handing `e`'s place on `s` to `other`, when it beats `best` (else null). */
  handOver(e: number, other: number, s: number, best: Gain): Gain | null {
    const kept = this.kept(other, s) - this.kept(e, s);
    const preference = this.preference(other, s) - this.preference(e, s);
    if (!couldBeat(kept, preference, best)) return null;
    const d = this.roster.model.shifts[s]!.duration;
    return beating(
      [
        kept,
        preference,
        this.shortfall(e, s, 0) -
          this.shortfall(e, s, -d) +
          this.shortfall(other, s, 0) -
          this.shortfall(other, s, d),
        this.fairness(e, 0) -
          this.fairness(e, -d) +
          this.fairness(other, 0) -
          this.fairness(other, d),
        // Last, someone who knows the work.
        this.familiar(other, s) - this.familiar(e, s),
      ],
      best,
    );
  }

  /**
   * What `who` gains in shortfall leaving `from` (`dFrom` minutes) for `to` (`dTo`): in one week
   * the difference moves; across two, each week changes.
   */
  private shortfallTraded(
    sameWeek: boolean,
    who: number,
    from: number,
    to: number,
    dFrom: number,
    dTo: number,
  ): number {
    return sameWeek
      ? this.shortfall(who, from, 0) - this.shortfall(who, from, dTo - dFrom)
      : this.shortfall(who, from, 0) -
          this.shortfall(who, from, -dFrom) +
          this.shortfall(who, to, 0) -
          this.shortfall(who, to, dTo);
  }

  /** The gain of `e` on `s` and `other` on `t` trading places, when it beats `best` (else null). */
  trade(e: number, s: number, other: number, t: number, best: Gain): Gain | null {
    const kept = this.kept(e, t) + this.kept(other, s) - this.kept(e, s) - this.kept(other, t);
    const preference =
      this.preference(e, t) +
      this.preference(other, s) -
      this.preference(e, s) -
      this.preference(other, t);
    if (!couldBeat(kept, preference, best)) return null;
    const { shifts } = this.roster.model;
    const ds = shifts[s]!.duration;
    const dt = shifts[t]!.duration;
    const sameWeek = shifts[s]!.weekIndex === shifts[t]!.weekIndex;
    return beating(
      [
        kept,
        preference,
        this.shortfallTraded(sameWeek, e, s, t, ds, dt) +
          this.shortfallTraded(sameWeek, other, t, s, dt, ds),
        this.fairness(e, 0) -
          this.fairness(e, dt - ds) +
          this.fairness(other, 0) -
          this.fairness(other, ds - dt),
        this.familiar(e, t) +
          this.familiar(other, s) -
          this.familiar(e, s) -
          this.familiar(other, t),
      ],
      best,
    );
  }

  /** The gain of `e` leaving `s` for `t`, which has room, when it beats `best` (else null). */
  moveOver(e: number, s: number, t: number, best: Gain): Gain | null {
    const kept = this.kept(e, t) - this.kept(e, s);
    const preference = this.preference(e, t) - this.preference(e, s);
    if (!couldBeat(kept, preference, best)) return null;
    const { shifts } = this.roster.model;
    const ds = shifts[s]!.duration;
    const dt = shifts[t]!.duration;
    const sameWeek = shifts[s]!.weekIndex === shifts[t]!.weekIndex;
    const shortfallAfter = sameWeek
      ? this.shortfall(e, s, dt - ds)
      : this.shortfall(e, s, -ds) + this.shortfall(e, t, dt);
    const shortfallBefore = sameWeek
      ? this.shortfall(e, s, 0)
      : this.shortfall(e, s, 0) + this.shortfall(e, t, 0);
    return beating(
      [
        kept,
        preference,
        shortfallBefore - shortfallAfter,
        this.fairness(e, 0) - this.fairness(e, dt - ds),
        this.familiar(e, t) - this.familiar(e, s),
      ],
      best,
    );
  }
}

/**
 * May `e` (on `s`) and `other` (on `t`) trade? Judged on the roster with both taken off, every
 * rule and each day they leave; the roster is as it was afterwards.
 */
function tradeHolds(roster: Roster, e: number, s: number, other: number, t: number): boolean {
  // Each one's new shift with their old one taken off: what the trade asks of each alone. Most
  // trades worth weighing fail here, before the roster is touched.
  if (!roster.fits(e, t, s) || !roster.fits(other, s, t)) return false;
  // The days they leave must still keep the split-shift rule once both have moved.
  roster.remove(e, s);
  roster.remove(other, t);
  roster.add(e, t);
  roster.add(other, s);
  const holds = roster.dayHolds(e, s) && roster.dayHolds(other, t);
  roster.remove(e, t);
  roster.remove(other, s);
  roster.add(e, s);
  roster.add(other, t);
  return holds;
}

/** Hands over, trades or moves single placements while one is better by the levels; within `budget`. */
export function polish(roster: Roster, budget: WorkBudget, maxPasses = 20) {
  const { model } = roster;
  const scores = new LevelScores(roster);
  const E = model.employeeIds.length;
  for (let pass = 0; pass < maxPasses && budget.left(); pass++) {
    let moved = false;
    const lowest = scores.lowest();
    const withRoom = model.shifts.flatMap((_, s) => (roster.hasRoom(s) ? [s] : []));
    for (let s = 0; s < model.shifts.length; s++) {
      if (!budget.left()) return;
      for (const e of [...roster.onShift[s]!]) {
        budget.spend(1 + model.eligible[s]!.length + withRoom.length);
        let best = NOTHING;
        let to = -1;
        let taker = -1;
        // The gains are plain arithmetic; the rules are judged only for a move that would win.
        for (const other of model.eligible[s]!) {
          if (other === e || roster.isOn(other, s)) continue;
          const gain = scores.handOver(e, other, s, best);
          if (gain && roster.fits(other, s)) {
            best = gain;
            taker = other;
            to = -1;
          }
        }
        for (const t of withRoom) {
          if (!roster.hasRoom(t)) continue;
          const gain = scores.moveOver(e, s, t, best);
          if (gain && roster.fits(e, t, s)) {
            best = gain;
            to = t;
            taker = -1;
          }
        }
        // Trades: someone free for `s` gives `e` one of their shifts that `e` is free for. Only
        // tried where a preference is at stake, or for those with the lowest share of hours (a
        // longer shift for a shorter one can raise them where a weekly limit bars any more), as
        // only these make a trade worth more than the hand-overs above.
        let partner = -1;
        let partnerShift = -1;
        if (scores.preference(e, s) < scores.bestPreference(e) || lowest.has(e))
          for (const other of model.eligible[s]!) {
            if (other === e || roster.isOn(other, s)) continue;
            for (const t of roster.shiftsOf[other]!) {
              if (model.freeFor[t * E + e] !== 1 || roster.isOn(e, t)) continue;
              budget.spend(1);
              const gain = scores.trade(e, s, other, t, best);
              if (gain && tradeHolds(roster, e, s, other, t)) {
                best = gain;
                partner = other;
                partnerShift = t;
                taker = -1;
                to = -1;
              }
            }
          }
        if (partner >= 0) {
          roster.remove(e, s);
          roster.remove(partner, partnerShift);
          roster.add(e, partnerShift);
          roster.add(partner, s);
          moved = true;
        } else if (taker >= 0) {
          roster.remove(e, s);
          roster.add(taker, s);
          // Taking the middle shift of a day off them can open a gap there.
          if (roster.dayHolds(e, s)) moved = true;
          else {
            roster.remove(taker, s);
            roster.add(e, s);
          }
        } else if (to >= 0) {
          roster.remove(e, s);
          roster.add(e, to);
          if (roster.dayHolds(e, s)) {
            moved = true;
            withRoom.push(s);
          } else {
            roster.remove(e, to);
            roster.add(e, s);
          }
        }
      }
    }
    if (!moved) return;
  }
}
