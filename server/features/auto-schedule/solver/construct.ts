// A first schedule: the hardest shifts to staff first (fewest candidates per open place), each
// place to the person who would then have the smallest share of their limit, someone who knows
// the work breaking ties.
import type { Plan } from './lp-bound';
import type { Roster } from './roster';

type Cost = [number, number, number];

/**
 * Lower is better: someone the relaxation's schedule puts on this kind of shift, then the
 * person's share after taking shift `s`, then familiarity.
 */
function placementCost(roster: Roster, e: number, s: number, plan?: Plan): Cost {
  const { model } = roster;
  return [
    -(plan?.wants(e, s) ?? 0),
    roster.share(e, model.shifts[s]!.duration),
    model.familiar(e, s) ? 0 : 1,
  ];
}

const better = (a: Cost, b: Cost) =>
  a[0] < b[0] - 1e-6 ||
  (Math.abs(a[0] - b[0]) <= 1e-6 &&
    (a[1] < b[1] - 1e-9 || (Math.abs(a[1] - b[1]) <= 1e-9 && a[2] < b[2])));

/** The best person who can take a place on `s` now, or -1. */
export function bestTaker(roster: Roster, s: number, plan?: Plan): number {
  let best = -1;
  let bestCost: Cost = [Infinity, Infinity, Infinity];
  for (const e of roster.model.eligible[s]!) {
    if (!roster.fits(e, s)) continue;
    const cost = placementCost(roster, e, s, plan);
    if (better(cost, bestCost)) {
      best = e;
      bestCost = cost;
    }
  }
  return best;
}

export function construct(roster: Roster, plan?: Plan) {
  const { shifts, eligible } = roster.model;
  const order = shifts
    .map((_, s) => s)
    .sort(
      (a, b) =>
        eligible[a]!.length / Math.max(1, shifts[a]!.open) -
          eligible[b]!.length / Math.max(1, shifts[b]!.open) || shifts[a]!.start - shifts[b]!.start,
    );
  for (const s of order) {
    while (roster.hasRoom(s)) {
      const e = bestTaker(roster, s, plan);
      if (e < 0) break;
      roster.add(e, s);
      plan?.take(e, s);
    }
  }
}
