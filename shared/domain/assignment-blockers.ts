// Would putting one person on one shift break a scheduling rule? One list of pure rules judges it
// everywhere: the team grid for every row while a chip is dragged, on data it already holds, and
// the server's assignment checks when the change arrives. Each blocker carries what broke the rule
// (the booking, the time off, the totals), so each side words it in its own place.
import {
  overlappingBookings,
  timeOffDuring,
  unavailabilityDuring,
  type ApprovedTimeOff,
  type Booking,
  type Unavailability,
} from './availability-rules';
import { weekdayOf } from './dates';
import { shortRestBookings } from './rest';
import { normalizeTime, shiftEndTime, shiftInterval, type TimedShift } from './shift-time';
import { breaksSplitRule, dayGaps } from './split-shift';
import { formatMinutesAsHours } from './hours';

type TimeOff = ApprovedTimeOff & { reason?: string | null };
type Unavailable = Unavailability & { notes?: string | null };

/** A broken rule: its kind, what broke it, and a short reason for the grid. */
export type Blocker = { reason: string } & (
  | { kind: 'overlap'; booking: Booking }
  | { kind: 'rest'; booking: Booking; minRestHours: number }
  | { kind: 'split'; date: string; gapMinutes: number[]; maxSplitGapHours: number }
  | { kind: 'time-off'; timeOff: TimeOff; date: string }
  | { kind: 'unavailable'; unavailability: Unavailable }
  | { kind: 'weekly-limit'; totalMinutes: number; limitHours: number }
  | { kind: 'not-qualified'; positionId: number; positionName: string }
  | { kind: 'not-at-location'; locationId: number; locationName: string }
);
export type BlockerKind = Blocker['kind'];

/** Everything known about one person that the rules read. */
export type Candidate = {
  weeklyHoursLimit: number;
  /** The organization's minimum rest between two working days of one person; 0 turns it off. */
  minRestHours: number;
  /** The longest gap allowed between shifts of one day, at most one such gap; 0 allows none. */
  maxSplitGapHours: number;
  /**
   * Their shifts other than the one being placed, from two days before its date to two days
   * after (a shift lasts under a day and the rest at most a day), across week edges too.
   */
  bookings: Booking[];
  timeOffs: TimeOff[];
  unavailability: Unavailable[];
  /** Minutes already scheduled in the shift's Monday-Sunday week, without this shift. */
  weekMinutes: number;
  /** The positions the person is qualified for. */
  positionIds: readonly number[];
  /** The locations the person works at (at least the shift's, when they work there). */
  locationIds: readonly number[];
};

/** The shift being placed: its time, and the position it needs (none: anyone may take it). */
export type JudgedShift = TimedShift & {
  positionId?: number | null;
  /** The position's name, for the reason. */
  positionName?: string | null;
  /** Where the shift is worked; absent: not judged (a time asked about before it has a place). */
  locationId?: number | null;
  /** The location's name, for the reason. */
  locationName?: string | null;
};

export type Rule = (shift: JudgedShift, candidate: Candidate) => Blocker[];

/** More scheduled minutes than the weekly limit allows (reaching it exactly is fine). */
export const exceedsWeeklyLimit = (minutes: number, limitHours: number) =>
  minutes > limitHours * 60;

const range = (start: string, end: string) => `${normalizeTime(start)}-${normalizeTime(end)}`;
const suffix = (text: string | null | undefined) => (text ? `: ${text}` : '');

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const bookingRange = (booking: Booking) =>
  range(booking.startTime, shiftEndTime(booking.startTime, booking.duration));

export const overlapRule: Rule = (shift, { bookings }) =>
  overlappingBookings(shift, bookings).map((booking) => ({
    kind: 'overlap',
    booking,
    reason: `Already working "${booking.title}" ${bookingRange(booking)}`,
  }));

/** Too little rest between this shift and one of theirs (overlaps are the rule above's). */
export const restRule: Rule = (shift, { bookings, minRestHours }) =>
  shortRestBookings(shift, bookings, minRestHours).map((booking) => ({
    kind: 'rest',
    booking,
    minRestHours,
    reason: `Less than ${minRestHours} h of rest next to "${booking.title}" ${WEEKDAYS[weekdayOf(booking.date)]} ${bookingRange(booking)}`,
  }));

/**
 * What is wrong with a day's gaps, for a sentence about it: '2 gaps (at most one allowed)',
 * 'a 6 h gap (at most 5 h allowed)'.
 */
export function splitGapText(gapMinutes: readonly number[], maxSplitGapHours: number): string {
  if (gapMinutes.length > 1) return `${gapMinutes.length} gaps (at most one allowed)`;
  const gap = `a ${formatMinutesAsHours(Math.max(...gapMinutes))} h gap`;
  return maxSplitGapHours === 0
    ? `${gap} (split shifts are not allowed)`
    : `${gap} (at most ${maxSplitGapHours} h allowed)`;
}

/** The shift would leave their day with more than one gap, or one too long. */
export const splitShiftRule: Rule = (shift, { bookings, maxSplitGapHours }) => {
  const sameDay = bookings.filter((booking) => booking.date === shift.date);
  if (sameDay.length === 0) return [];
  const gaps = dayGaps([shift, ...sameDay].map(shiftInterval));
  if (!breaksSplitRule(gaps, maxSplitGapHours * 60)) return [];
  return [
    {
      kind: 'split',
      date: shift.date,
      gapMinutes: gaps,
      maxSplitGapHours,
      reason: `Split shift ${WEEKDAYS[weekdayOf(shift.date)]} with ${splitGapText(gaps, maxSplitGapHours)}`,
    },
  ];
};

export const timeOffRule: Rule = (shift, { timeOffs }) =>
  timeOffDuring(shift, timeOffs).map(({ timeOff, date }) => {
    const hours =
      timeOff.allDay || !timeOff.startTime || !timeOff.endTime
        ? ''
        : ` ${range(timeOff.startTime, timeOff.endTime)}`;
    return {
      kind: 'time-off',
      timeOff,
      date,
      reason: `Approved time off${hours}${suffix(timeOff.reason)}`,
    };
  });

export const unavailableRule: Rule = (shift, { unavailability }) =>
  unavailabilityDuring(shift, unavailability).map((p) => ({
    kind: 'unavailable',
    unavailability: p,
    reason: `Unavailable ${range(p.startTime, p.endTime)}${suffix(p.notes)}`,
  }));

export const weeklyLimitRule: Rule = (shift, { weekMinutes, weeklyHoursLimit }) => {
  const total = weekMinutes + shift.duration;
  if (!exceedsWeeklyLimit(total, weeklyHoursLimit)) return [];
  return [
    {
      kind: 'weekly-limit',
      totalMinutes: total,
      limitHours: weeklyHoursLimit,
      reason: `Would have ${formatMinutesAsHours(total)} h of ${weeklyHoursLimit} h this week`,
    },
  ];
};

/**
 * The shift needs a position the person is not qualified for. It reads only the positions, so a
 * trade, which knows nothing else about the people, judges it too.
 */
export const qualificationRule = (
  shift: JudgedShift,
  { positionIds }: Pick<Candidate, 'positionIds'>,
): Blocker[] => {
  const { positionId } = shift;
  if (positionId === null || positionId === undefined || positionIds.includes(positionId))
    return [];
  const positionName = shift.positionName ?? 'this position';
  return [
    {
      kind: 'not-qualified',
      positionId,
      positionName,
      reason: `Not qualified for ${positionName}`,
    },
  ];
};

/** The shift is worked at a location the person does not work at (read alone by trades too). */
export const locationRule = (
  shift: JudgedShift,
  { locationIds }: Pick<Candidate, 'locationIds'>,
): Blocker[] => {
  const { locationId } = shift;
  if (locationId === null || locationId === undefined || locationIds.includes(locationId))
    return [];
  const locationName = shift.locationName ?? 'this location';
  return [
    {
      kind: 'not-at-location',
      locationId,
      locationName,
      reason: `Doesn't work at ${locationName}`,
    },
  ];
};

/** The rules, in the order their reasons are shown. A new rule added here is judged everywhere. */
export const ASSIGNMENT_RULES: readonly Rule[] = [
  locationRule,
  qualificationRule,
  overlapRule,
  restRule,
  splitShiftRule,
  timeOffRule,
  unavailableRule,
  weeklyLimitRule,
];

/** Every rule the placement would break, with a reason each; empty when it is fine. */
export function assignmentBlockers(
  shift: JudgedShift,
  candidate: Candidate,
  rules: readonly Rule[] = ASSIGNMENT_RULES,
): Blocker[] {
  return rules.flatMap((rule) => rule(shift, candidate));
}
