// Time-off rules both sides use: which types need approval, which dates
// a request covers, what its status reads as, and what an employee or manager may still do with it.
import { addDaysIso, dayNumber, weekdayOf } from './dates';
import { dayInterval, intervalsOverlap, wholeDayInterval } from './shift-time';

/** The type decides whether a manager must approve; the client's toggle only shows it. */
export const TIME_OFF_REQUIRES_APPROVAL = {
  vacation: true,
  sick: true,
  appointment: false,
  personal: false,
  'time-off': true,
} as const;
export type TimeOffType = keyof typeof TIME_OFF_REQUIRES_APPROVAL;
export const TIME_OFF_TYPES = Object.keys(TIME_OFF_REQUIRES_APPROVAL) as [
  TimeOffType,
  ...TimeOffType[],
];

export const TIME_OFF_TYPE_LABELS: Record<TimeOffType, string> = {
  vacation: 'Vacation',
  sick: 'Sick Leave',
  appointment: 'Appointment',
  personal: 'Personal',
  'time-off': 'Time Off',
};

export const requiresApprovalFor = (type: TimeOffType) => TIME_OFF_REQUIRES_APPROVAL[type];

export type TimeOffStatus =
  'pending' | 'approved' | 'denied' | 'acknowledged' | 'cancelled' | 'informational';

/** Acknowledged informational entries read as 'Unavailable'. */
export function timeOffStatusLabel(status: TimeOffStatus): string {
  if (status === 'acknowledged') return 'Unavailable';
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** When time off falls, as every read of it carries it: a date range or
 * listed dates, all day or between two times. */
export type TimeOffSpan = {
  startDate: string;
  endDate: string;
  allDay: boolean;
  startTime: string | null;
  endTime: string | null;
  multipleDates: string[] | null;
};

type DatedRequest = { startDate: string; endDate: string; multipleDates?: string[] | null };

/** A multi-date request covers only its listed dates; a range covers every date from start to end. */
export function coveredDates(request: DatedRequest): string[] {
  if (request.multipleDates && request.multipleDates.length > 0) return request.multipleDates;
  const days = dayNumber(request.endDate) - dayNumber(request.startDate);
  return Array.from({ length: days + 1 }, (_, i) => addDaysIso(request.startDate, i));
}

export const hasEnded = (request: { endDate: string }, today: string) => request.endDate < today;

/** The owner may withdraw a request nobody decided yet, or an informational entry. */
export const ownerMayDelete = (request: { status: string; requiresApproval: boolean }) =>
  request.status === 'pending' || !request.requiresApproval;

/** A manager may cancel approved time off that has not ended. */
export const managerMayCancel = (request: { status: string; endDate: string }, today: string) =>
  request.status === 'approved' && !hasEnded(request, today);

/** Peak hours of the busy-period setting: 4 to 8 PM. */
export const PEAK_HOURS = { startTime: '16:00', endTime: '20:00' } as const;

type TimedRequest = DatedRequest & {
  allDay: boolean;
  startTime?: string | null;
  endTime?: string | null;
};

/**
 * Why a request touches the organization's busy period, or null. Weekends are Saturday and
 * Sunday; peak hours are 4-8 PM on any day. No holidays are defined yet, so none block.
 */
export function busyPeriodProblem(request: TimedRequest, definition: string): string | null {
  const dates = coveredDates(request);
  if (definition === 'weekends') {
    const weekend = dates.find((date) => weekdayOf(date) === 0 || weekdayOf(date) === 6);
    return weekend
      ? `Time off cannot be requested during busy periods: ${weekend} falls on a weekend`
      : null;
  }
  if (definition === 'peak-hours') {
    const touches = dates.some((date) =>
      intervalsOverlap(
        request.allDay || !request.startTime || !request.endTime
          ? wholeDayInterval(date)
          : dayInterval(date, request.startTime, request.endTime),
        dayInterval(date, PEAK_HOURS.startTime, PEAK_HOURS.endTime),
      ),
    );
    return touches
      ? 'Time off cannot be requested during busy periods: it overlaps peak hours (4-8 PM)'
      : null;
  }
  return null;
}
