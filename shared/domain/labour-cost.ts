// Which days of a period cost noticeably more than usual. The average is taken over the days
// that have any scheduled hours: a closed Sunday would otherwise pull the average down and make
// every working day look expensive.
export const HIGH_COST_FACTOR = 1.25;

/** The rates that may price one person's hour on one shift; null where none is set. */
export type ShiftRates = {
  /** The person's own rate for the position the shift needs. */
  qualificationRate: number | null;
  /** The person's own rate. */
  personalRate: number | null;
  /** The default rate of the position the shift needs. */
  positionRate: number | null;
};

/**
 * What an hour of this person on this shift costs: what they earn in that position if it was
 * agreed, else what they earn anyway, else what the position usually pays; null when nothing is
 * known (the hour then adds no cost). The hours report's query applies the same order.
 */
export const shiftHourlyRate = ({ qualificationRate, personalRate, positionRate }: ShiftRates) =>
  qualificationRate ?? personalRate ?? positionRate;

export type DayCost = { date: string; hours: number; cost: number | null };

const cents = (amount: number) => Math.round(amount * 100) / 100;

export function averageDailyCost(days: readonly DayCost[]): number | null {
  const working = days.filter((day) => day.hours > 0);
  if (!working.some((day) => day.cost !== null)) return null;
  return cents(working.reduce((sum, day) => sum + (day.cost ?? 0), 0) / working.length);
}

/** Each day with `highCost`: its cost is above the average by more than 25%. */
export function markHighCostDays<T extends DayCost>(days: readonly T[]) {
  const average = averageDailyCost(days);
  return {
    averageDailyCost: average,
    days: days.map((day) => ({
      ...day,
      highCost: average !== null && day.cost !== null && day.cost > average * HIGH_COST_FACTOR,
    })),
  };
}
