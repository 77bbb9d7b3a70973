// The baseline peers use: shifts in date order, each place to the eligible person with the fewest
// hours so far. Same rules (the solver's own model and roster), no look-ahead, no repair.
import { buildModel } from '../../server/features/auto-schedule/solver/model';
import { Roster } from '../../server/features/auto-schedule/solver/roster';
import type { SolverInput } from '../../server/features/auto-schedule/solver/types';

export function greedyByDate(input: SolverInput) {
  const model = buildModel(input);
  const roster = new Roster(model);
  const order = model.shifts
    .map((_, s) => s)
    .sort((a, b) => model.shifts[a]!.start - model.shifts[b]!.start);
  for (const s of order) {
    while (roster.hasRoom(s)) {
      let best = -1;
      for (const e of model.eligible[s]!)
        if (roster.fits(e, s) && (best < 0 || roster.share(e) < roster.share(best) - 1e-9))
          best = e;
      if (best < 0) break;
      roster.add(best, s);
    }
  }
  return {
    filled: roster.filled,
    shares: model.employeeIds.map((_, e) => roster.share(e)),
  };
}

/** Max minus min share of the limit, over people with a limit. */
export function spread(shares: number[], limits: number[]) {
  const counted = shares.filter((_, i) => limits[i]! > 0);
  return counted.length ? Math.max(...counted) - Math.min(...counted) : 0;
}
