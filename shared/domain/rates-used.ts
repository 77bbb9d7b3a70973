// How the hours report says which rates a person's cost was priced at. Each of their hours is
// priced by shiftHourlyRate (labour-cost.ts), so someone who worked two positions can have two
// rates: the report then says 'mixed' and lists them, instead of one rate the cost does not match.
import { formatHours } from './hours';

/** Hours of one position (null: none) priced at one rate (null: no rate known). */
export type RateUsed = {
  positionName: string | null;
  hourlyRate: number | null;
  hours: number;
  cost: number | null;
};

/**
 * The one rate all the person's hours in the period were priced at, 'mixed' when they were priced
 * at several, their own rate when they worked nothing (what they would be paid), null when unknown.
 */
export function rateUsed(
  rates: readonly RateUsed[],
  ownRate: number | null,
): number | 'mixed' | null {
  if (rates.length === 0) return ownRate;
  return new Set(rates.map((rate) => rate.hourlyRate)).size > 1 ? 'mixed' : rates[0]!.hourlyRate;
}

/** One part of the breakdown: 'Barista: 2 h at $18.00'. */
export const rateUsedText = (rate: RateUsed, money: (amount: number) => string) =>
  `${rate.positionName ?? 'No position'}: ${formatHours(rate.hours)} h at ${
    rate.hourlyRate === null ? 'no rate' : money(rate.hourlyRate)
  }`;
