// Whether one person may take one shift, judged by the hard rules of auto-scheduling: the
// location the shift is worked at, the position it needs, approved
// time off, recurring unavailability, another of their shifts at the same time, too little rest
// between working days, a split shift past its limit and the weekly hours limit. The same pure
// rules manual assignment warns with; the solver and apply both ask here, so a preview and its
// apply can never disagree on what a rule means.
import { restConflict, workDayOf } from '@shared/domain/rest';
import { breaksSplitRule, dayGaps } from '@shared/domain/split-shift';
import {
  intervalsOverlap,
  shiftInterval,
  type Interval,
  type TimedShift,
} from '@shared/domain/shift-time';
import {
  timeOffDuring,
  unavailabilityDuring,
  type ApprovedTimeOff,
  type Unavailability,
} from '@shared/domain/availability-rules';
import type { Rule } from './solver/types';

export type PersonContext = {
  weeklyHoursLimit: number;
  /** The positions they are qualified for: a shift that needs another is not theirs to take. */
  positions: readonly number[];
  /** The locations they work at: a shift elsewhere is not theirs to take. */
  locations: readonly number[];
  timeOffs: ApprovedTimeOff[];
  unavailability: Unavailability[];
  /** The spans of their other shifts near this one. */
  bookings: Interval[];
  /** Minutes they already work in the shift's Monday-to-Sunday week, this shift aside. */
  weekMinutes: number;
  restMinutes: number;
  /**
   * The longest gap allowed between shifts of one day (one gap at most). Absent where the day is
   * judged whole elsewhere: the solver's fixed rules see only the shifts it cannot move, and a
   * placement of its own could still close a gap they leave.
   */
  splitGapMinutes?: number;
};

/** Would `span` leave its day, with the other spans of that day, past the split-shift limit? */
export function breaksSplitDay(
  span: Interval,
  others: readonly Interval[],
  splitGapMinutes: number,
): boolean {
  const day = workDayOf(span);
  const sameDay = others.filter((other) => workDayOf(other) === day);
  return sameDay.length > 0 && breaksSplitRule(dayGaps([span, ...sameDay]), splitGapMinutes);
}

/** The first rule the assignment breaks, or null when it breaks none. */
export function brokenRule(
  shift: TimedShift & { positionId?: number | null; locationId?: number | null },
  person: PersonContext,
  span: Interval = shiftInterval(shift),
): Rule | null {
  if (shift.locationId != null && !person.locations.includes(shift.locationId))
    return 'notAtLocation';
  if (shift.positionId != null && !person.positions.includes(shift.positionId))
    return 'notQualified';
  if (person.timeOffs.length > 0 && timeOffDuring(shift, person.timeOffs).length > 0)
    return 'timeOff';
  if (
    person.unavailability.length > 0 &&
    unavailabilityDuring(shift, person.unavailability).length > 0
  )
    return 'unavailable';
  if (person.bookings.some((other) => intervalsOverlap(span, other))) return 'overlap';
  if (person.bookings.some((other) => restConflict(span, other, person.restMinutes))) return 'rest';
  if (
    person.splitGapMinutes !== undefined &&
    breaksSplitDay(span, person.bookings, person.splitGapMinutes)
  )
    return 'splitShift';
  if (person.weekMinutes + shift.duration > person.weeklyHoursLimit * 60) return 'weeklyLimit';
  return null;
}
