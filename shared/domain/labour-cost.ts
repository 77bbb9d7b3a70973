// Which days of a period cost noticeably more than usual. The average is taken over the days
// that have any scheduled hours: a closed Sunday would otherwise pull the average down and make
// every working day look expensive.
export const HIGH_COST_FACTOR = 1.25;

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
