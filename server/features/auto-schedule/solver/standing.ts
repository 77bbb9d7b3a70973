// What a group of people hold at each level below the count, so that a long move (many people,
// many placements) can be judged as a whole by the same strict order as a single one.
import type { Gain, LevelScores } from './polish';
import type { Roster } from './roster';

/** What `people` hold at each level below the count, summed; more is better at each. */
export function standing(roster: Roster, scores: LevelScores, people: readonly number[]): Gain {
  const { model } = roster;
  const total: Gain = [0, 0, 0, 0, 0];
  for (const e of people) {
    for (const s of roster.shiftsOf[e]!) {
      total[0] += scores.kept(e, s);
      total[1] += scores.preference(e, s);
      total[4] += scores.familiar(e, s);
    }
    const min = model.minMinutes[e]!;
    if (min > 0)
      model.weeks.forEach((_, w) => (total[2] -= Math.max(0, min - roster.minutesInWeek(e, w))));
    total[3] -= scores.fairness(e, 0);
  }
  return total;
}

export const minus = (a: Gain, b: Gain): Gain => a.map((x, i) => x - b[i]!) as Gain;
