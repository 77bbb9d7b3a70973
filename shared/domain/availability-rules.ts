// Pure rules on an employee's time: does a prospective shift cross one of their shifts, their
// approved time off or their recurring unavailability? The caller loads the rows; these only judge.
import { weekdayOf } from '@shared/domain/dates';
import type { TimeOffSpan } from '@shared/domain/time-off';
import {
  dayInterval,
  intervalsOverlap,
  shiftDates,
  shiftInterval,
  wholeDayInterval,
  type TimedShift,
} from '@shared/domain/shift-time';

export type Booking = TimedShift & { shiftId: number; employeeId: number; title: string };

export type ApprovedTimeOff = TimeOffSpan & { employeeId: number | null };

export type Unavailability = {
  employeeId: number;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  effectiveFrom: string | null;
  effectiveUntil: string | null;
};

/** The employee's other shifts that share some minute with `shift` (across midnight too). */
export function overlappingBookings(shift: TimedShift, bookings: Booking[]): Booking[] {
  const span = shiftInterval(shift);
  return bookings.filter((booking) => intervalsOverlap(span, shiftInterval(booking)));
}

/** A multi-date request covers only its listed dates; a range covers every date from start to end. */
function timeOffCovers(timeOff: ApprovedTimeOff, date: string): boolean {
  if (timeOff.multipleDates && timeOff.multipleDates.length > 0)
    return timeOff.multipleDates.includes(date);
  return timeOff.startDate <= date && date <= timeOff.endDate;
}

/** For each approved time off that overlaps `shift`, the date it does so on. */
export function timeOffDuring<T extends ApprovedTimeOff>(shift: TimedShift, timeOffs: T[]) {
  const span = shiftInterval(shift);
  const hits: { timeOff: T; date: string }[] = [];
  for (const timeOff of timeOffs) {
    const date = shiftDates(shift).find((day) => {
      if (!timeOffCovers(timeOff, day)) return false;
      const off =
        timeOff.allDay || !timeOff.startTime || !timeOff.endTime
          ? wholeDayInterval(day)
          : dayInterval(day, timeOff.startTime, timeOff.endTime);
      return intervalsOverlap(span, off);
    });
    if (date) hits.push({ timeOff, date });
  }
  return hits;
}

/** The recurring unavailabilities in force on a date the shift touches that cross its time. */
export function unavailabilityDuring<T extends Unavailability>(
  shift: TimedShift,
  unavailability: T[],
): T[] {
  const span = shiftInterval(shift);
  return unavailability.filter((away) =>
    shiftDates(shift).some(
      (day) =>
        weekdayOf(day) === away.dayOfWeek &&
        (!away.effectiveFrom || away.effectiveFrom <= day) &&
        (!away.effectiveUntil || day <= away.effectiveUntil) &&
        intervalsOverlap(span, dayInterval(day, away.startTime, away.endTime)),
    ),
  );
}
