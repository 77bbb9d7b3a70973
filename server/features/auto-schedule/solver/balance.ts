// Evening out the hours without losing a place: hand a placement to someone else when that lowers
// the sum of squared shares of the limit, each weighted by that limit (the spread follows), or at equal fairness when the new
// person knows the work, or when it gives a rebalanced shift back to who had it.
import type { Roster } from './roster';
import { ShareIndex } from './share-index';

const EPSILON = 1e-9;

export function balance(roster: Roster, deadline: number, maxPasses = 20) {
  const { model } = roster;
  const initially = model.initial.map((people) => new Set(people));
  // What a placement costs: fairness first, then unfamiliar work, then a change from today.
  const rank = (e: number, s: number) =>
    (model.familiar(e, s) ? 0 : 1) + (initially[s]!.has(e) ? 0 : 0.5);
  const byShare = new ShareIndex(roster);

  for (let pass = 0; pass < maxPasses; pass++) {
    let moved = false;
    for (let s = 0; s < model.shifts.length; s++) {
      if (Date.now() >= deadline) return;
      const { duration } = model.shifts[s]!;
      for (const e of [...roster.onShift[s]!]) {
        const from = roster.share(e);
        const fromAfter = roster.share(e, -duration);
        let best = -1;
        let bestGain = 0;
        let bestRank = rank(e, s);
        // Only a move that narrows the gap between the two can lower the squares.
        for (const other of byShare.atMost(s, from + EPSILON)) {
          if (other === e) continue;
          const to = roster.share(other);
          const toAfter = roster.share(other, duration);
          if (toAfter > from + EPSILON) continue;
          // Squares weighted by the limits: at a fixed total of hours their sum is least when
          // every share is the same, whatever the limits.
          const gain =
            model.limit[e]! * (from * from - fromAfter * fromAfter) +
            model.limit[other]! * (to * to - toAfter * toAfter);
          // The rank breaks ties only, and the rules are judged only for a winner: this loop runs
          // for every placement and everyone free for its shift.
          if (gain < bestGain - EPSILON) continue;
          const otherRank = rank(other, s);
          const wins = gain > bestGain + EPSILON || otherRank < bestRank;
          if (!wins || !roster.fits(other, s)) continue;
          best = other;
          bestGain = gain;
          bestRank = otherRank;
        }
        if (best < 0) continue;
        roster.remove(e, s);
        roster.add(best, s);
        // Taking the middle shift of a day off them can open a gap there.
        if (!roster.dayHolds(e, s)) {
          roster.remove(best, s);
          roster.add(e, s);
          continue;
        }
        byShare.gaveAway(e);
        moved = true;
      }
    }
    if (!moved) return;
  }
}
