// Who of a shift's free people would have at most a given share of their limit after taking it,
// without scanning them all: evening out the hours asks this for every placement, and only a few
// percent of the people free for a shift ever qualify.
//
// Per list of free people (shifts with one span share one) and duration, the people are kept
// sorted by that share as it was when they were sorted, so the qualifiers then are a prefix found
// by binary search. A share only rises when its person takes a place, which can only drop them
// from the answer; whoever gives a place away is checked on their own until the next sort.
import type { Roster } from './roster';
import { countAtMost } from './sorted';

const TUNING = {
  /** How many people may have given a place away before every list is sorted again. */
  resortAfter: 64,
  /** Above this share of the list qualifying, the answer is the whole list. */
  wholeAbove: 0.25,
};

type Sorted = { people: Int32Array; shares: Float64Array };

export class ShareIndex {
  private readonly sorted = new Map<readonly number[], Map<number, Sorted>>();
  private readonly lowered: number[] = [];
  private readonly isLowered: Uint8Array;

  constructor(
    private readonly roster: Roster,
    private readonly tuning = TUNING,
  ) {
    this.isLowered = new Uint8Array(roster.model.employeeIds.length);
  }

  /**
   * In ascending order, everyone free for `s` whose share after taking it is at most `most`,
   * and perhaps others: the caller judges each.
   */
  atMost(s: number, most: number): ArrayLike<number> & Iterable<number> {
    const { model } = this.roster;
    const E = model.employeeIds.length;
    const { people, shares } = this.sortedFor(s);
    const end = countAtMost(shares, most);
    // Putting many in order costs more than the caller's quick look at everyone.
    if (end > shares.length * this.tuning.wholeAbove) return model.eligible[s]!;
    const found = new Int32Array(end + this.lowered.length);
    let count = 0;
    for (let i = 0; i < end; i++) if (!this.isLowered[people[i]!]) found[count++] = people[i]!;
    for (const e of this.lowered) if (model.freeFor[s * E + e]) found[count++] = e;
    return found.subarray(0, count).sort();
  }

  /** `e` gave a place away: their share dropped, so the sorted lists may now miss them. */
  gaveAway(e: number) {
    if (this.isLowered[e]) return;
    this.isLowered[e] = 1;
    this.lowered.push(e);
    if (this.lowered.length < this.tuning.resortAfter) return;
    for (const person of this.lowered) this.isLowered[person] = 0;
    this.lowered.length = 0;
    this.sorted.clear();
  }

  private sortedFor(s: number): Sorted {
    const { model } = this.roster;
    const list = model.eligible[s]!;
    const { duration } = model.shifts[s]!;
    let byDuration = this.sorted.get(list);
    if (!byDuration) {
      byDuration = new Map();
      this.sorted.set(list, byDuration);
    }
    let sorted = byDuration.get(duration);
    if (!sorted) {
      const after = list.map((e) => this.roster.share(e, duration));
      const order = list.map((_, i) => i).sort((a, b) => after[a]! - after[b]!);
      sorted = {
        people: Int32Array.from(order, (i) => list[i]!),
        shares: Float64Array.from(order, (i) => after[i]!),
      };
      byDuration.set(duration, sorted);
    }
    return sorted;
  }
}
