// The fill's result in words: the summary line and why a place stayed empty.
import type { AutoSchedulePreview, FillRule } from '@shared/validators/auto-schedule';

/**
 * 'Fills 312 of 340 open slots — the most any schedule can fill', or how close the fill is proven
 * to be to the best.
 */
export function summaryLine({ filled, openSlots, upperBound }: AutoSchedulePreview): string {
  if (openSlots === 0 && filled === 0) return 'No open slots in this range';
  const fills = `Fills ${filled} of ${openSlots} open ${openSlots === 1 ? 'slot' : 'slots'}`;
  if (filled >= upperBound) return `${fills} — the most any schedule can fill`;
  // Rounded down, so the share never claims more than the bound proves.
  const share = Math.floor((filled / upperBound) * 100);
  return `${fills} — at least ${share}% of the best possible: no schedule can fill more than ${upperBound}`;
}

const RULE_WORDS: Record<FillRule, (n: number) => string> = {
  notAtLocation: (n) => `${n} working at another location`,
  notQualified: (n) => `${n} not qualified`,
  timeOff: (n) => `${n} on approved time off`,
  unavailable: (n) => `${n} unavailable then`,
  overlap: (n) => `${n} already working then`,
  rest: (n) => `${n} without enough rest`,
  splitShift: (n) => `${n} past the split-shift limit`,
  weeklyLimit: (n) => `${n} at their weekly limit`,
};

/** '2 on approved time off, 1 at their weekly limit', or that nobody is on the team. */
export function reasonWords(reasons: Record<FillRule, number>): string {
  const parts = (Object.keys(RULE_WORDS) as FillRule[])
    .filter((rule) => reasons[rule] > 0)
    .map((rule) => RULE_WORDS[rule](reasons[rule]));
  return parts.length > 0 ? parts.join(', ') : 'no employees to place';
}
