// Would putting one person on one shift break a scheduling rule? The team grid asks this for
// every row while a chip is dragged, on data it already holds, so the rules are pure and cheap:
// the caller passes only that person's nearby shifts, time off and unavailability. The server
// judges the same rules (availability-rules, exceedsWeeklyLimit) when the change arrives.
import {
  overlappingBookings,
  timeOffDuring,
  unavailabilityDuring,
  type ApprovedTimeOff,
  type Booking,
  type Unavailability,
} from './availability-rules';
import { normalizeTime, shiftEndTime, type TimedShift } from './shift-time';

export type BlockerKind = 'overlap' | 'time-off' | 'unavailable' | 'weekly-limit';
export type Blocker = { kind: BlockerKind; reason: string };

/** Everything known about one person that the rules read. */
export type Candidate = {
  weeklyHoursLimit: number;
  /** Their shifts near the date, other than the one being placed. */
  bookings: Booking[];
  timeOffs: (ApprovedTimeOff & { reason?: string | null })[];
  unavailability: (Unavailability & { notes?: string | null })[];
  /** Minutes already scheduled in the shift's Monday-Sunday week, without this shift. */
  weekMinutes: number;
};

export type Rule = (shift: TimedShift, candidate: Candidate) => Blocker[];

/** More scheduled minutes than the weekly limit allows (reaching it exactly is fine). */
export const exceedsWeeklyLimit = (minutes: number, limitHours: number) =>
  minutes > limitHours * 60;

/** Hours with at most two decimals and no trailing zeros: 42.5, 40, 7.75. */
export const formatHours = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100);

const range = (start: string, end: string) => `${normalizeTime(start)}-${normalizeTime(end)}`;
const suffix = (text: string | null | undefined) => (text ? `: ${text}` : '');

export const overlapRule: Rule = (shift, { bookings }) =>
  overlappingBookings(shift, bookings).map((booking) => ({
    kind: 'overlap',
    reason: `Already working "${booking.title}" ${range(booking.startTime, shiftEndTime(booking.startTime, booking.duration))}`,
  }));

export const timeOffRule: Rule = (shift, { timeOffs }) =>
  timeOffDuring(shift, timeOffs).map(({ timeOff: off }) => {
    const hours =
      off.allDay || !off.startTime || !off.endTime ? '' : ` ${range(off.startTime, off.endTime)}`;
    return { kind: 'time-off', reason: `Approved time off${hours}${suffix(off.reason)}` };
  });

export const unavailableRule: Rule = (shift, { unavailability }) =>
  unavailabilityDuring(shift, unavailability).map((p) => ({
    kind: 'unavailable',
    reason: `Unavailable ${range(p.startTime, p.endTime)}${suffix(p.notes)}`,
  }));

export const weeklyLimitRule: Rule = (shift, { weekMinutes, weeklyHoursLimit }) => {
  const total = weekMinutes + shift.duration;
  if (!exceedsWeeklyLimit(total, weeklyHoursLimit)) return [];
  return [
    {
      kind: 'weekly-limit',
      reason: `Would have ${formatHours(total)} h of ${weeklyHoursLimit} h this week`,
    },
  ];
};

/**
 * The rules, in the order their reasons are shown. Minimum rest between shifts joins this list
 * as one more Rule once it exists in shared/domain; nothing else needs to change.
 */
export const ASSIGNMENT_RULES: readonly Rule[] = [
  overlapRule,
  timeOffRule,
  unavailableRule,
  weeklyLimitRule,
];

/** Every rule the placement would break, with a reason each; empty when it is fine. */
export function assignmentBlockers(
  shift: TimedShift,
  candidate: Candidate,
  rules: readonly Rule[] = ASSIGNMENT_RULES,
): Blocker[] {
  return rules.flatMap((rule) => rule(shift, candidate));
}
