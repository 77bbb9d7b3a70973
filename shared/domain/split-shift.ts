// Shifts of one day with a gap between them are a split shift: a morning and an evening shift,
// normal in gyms and restaurants. A day may have at most one gap, of at most the organization's
// maxSplitGapHours (0 allows none). Shifts that touch or overlap make one stretch of work (an
// overlap is the overlap rule's to judge). A shift belongs to the date it starts on, as for rest.
import { ORGANIZATION_SETTINGS_DEFAULTS } from './organization-settings-defaults';
import type { Interval } from './shift-time';

export const DEFAULT_MAX_SPLIT_GAP_HOURS = ORGANIZATION_SETTINGS_DEFAULTS.maxSplitGapHours;
export const MAX_MAX_SPLIT_GAP_HOURS = 16;

/** The gaps, in minutes and time order, between the stretches of work these spans make. */
export function dayGaps(spans: readonly Interval[]): number[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const gaps: number[] = [];
  let end = -Infinity;
  for (const span of sorted) {
    if (end !== -Infinity && span.start > end) gaps.push(span.start - end);
    end = Math.max(end, span.end);
  }
  return gaps;
}

/** More than one gap in the day, or a gap longer than the limit. */
export const breaksSplitRule = (gaps: readonly number[], maxGapMinutes: number) =>
  gaps.length > 1 || gaps.some((gap) => gap > maxGapMinutes);
