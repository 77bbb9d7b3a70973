// How a weekly window (recurring unavailability, a preference) reads in lists and forms.
import { formatDate } from './format-date';

/** 'Effective Jan 1, 2030 - Mar 1, 2030', 'From Jan 1, 2030', 'Until ...' or nothing. */
export function describeEffective(p: {
  effectiveFrom: string | null;
  effectiveUntil: string | null;
}) {
  if (p.effectiveFrom && p.effectiveUntil)
    return `Effective ${formatDate(p.effectiveFrom)} - ${formatDate(p.effectiveUntil)}`;
  if (p.effectiveFrom) return `From ${formatDate(p.effectiveFrom)}`;
  if (p.effectiveUntil) return `Until ${formatDate(p.effectiveUntil)}`;
  return 'Ongoing';
}
