// A first schedule: the hardest shifts to staff first (fewest candidates per open place), each
// place to the person who would then have the smallest share of their limit, someone who knows
// the work breaking ties.
import type { Plan } from './lp-bound';
import type { Roster } from './roster';

const EPSILON = 1e-9;

/**
 * The best of `takers` (people who can take a place on `s` now), or -1. Best is someone the
 * relaxation's schedule still puts on this kind of shift, then the smallest share of their limit
 * after taking it, then someone who knows the work (looked up only to break a tie: it runs for
 * every candidate).
 */
function pick(
  roster: Roster,
  s: number,
  takers: readonly number[],
  plan?: Plan,
  jitter?: () => number,
): number {
  const { model } = roster;
  const { duration } = model.shifts[s]!;
  let best = -1;
  let bestWant = 0;
  let bestShare = Infinity;
  for (const e of takers) {
    const want = plan ? plan.wants(e, s) : 0;
    if (best >= 0 && want < bestWant - 1e-6) continue;
    // A retry shakes near-equal shares a little, to try other ways to the same fairness.
    const share = roster.share(e, duration) + (jitter ? jitter() * 0.05 : 0);
    const sameWant = best >= 0 && Math.abs(want - bestWant) <= 1e-6;
    if (sameWant && share > bestShare + EPSILON) continue;
    if (
      sameWant &&
      Math.abs(share - bestShare) <= EPSILON &&
      (!model.familiar(e, s) || model.familiar(best, s))
    )
      continue;
    best = e;
    bestWant = want;
    bestShare = share;
  }
  return best;
}

/** Who of those free to be placed on `s` may take it now. */
function takersOf(roster: Roster, s: number): number[] {
  return roster.model.eligible[s]!.filter((e) => roster.fits(e, s));
}

/** The best person who can take a place on `s` now, or -1 (see `pick`). */
export function bestTaker(roster: Roster, s: number, plan?: Plan, jitter?: () => number): number {
  return pick(roster, s, takersOf(roster, s), plan, jitter);
}

/** `jitter` (a retry's random numbers) shakes the order and the choices; without it, none. */
export function construct(roster: Roster, plan?: Plan, jitter?: () => number) {
  const { shifts, eligible } = roster.model;
  const scarcity = shifts.map(
    (shift, s) => (eligible[s]!.length / Math.max(1, shift.open)) * (jitter ? 1 + jitter() : 1),
  );
  const order = shifts
    .map((_, s) => s)
    .sort((a, b) => scarcity[a]! - scarcity[b]! || shifts[a]!.start - shifts[b]!.start);
  for (const s of order) {
    if (!roster.hasRoom(s)) continue;
    // Placing someone on `s` changes whether only they fit it, so who fits is judged once per
    // shift, and whoever is placed leaves the list.
    const takers = takersOf(roster, s);
    while (roster.hasRoom(s)) {
      const e = pick(roster, s, takers, plan, jitter);
      if (e < 0) break;
      roster.add(e, s);
      plan?.take(e, s);
      takers.splice(takers.indexOf(e), 1);
    }
  }
}
