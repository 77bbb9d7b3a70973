// Where a notification leads: for each role view, the dashboard tab that holds what it is about.
// The in-app list and the email links both read this one table, so they cannot disagree. The
// tab names are the dashboards' own (no aliases): the employee dashboard shows swaps under
// 'shift-requests' and time off under 'preferences'; the manager dashboard keeps both under
// 'requests'.
import type { NOTIFICATION_TYPES, ROLE_CONTEXTS } from '../schema';

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type RoleContext = (typeof ROLE_CONTEXTS)[number];

const SCHEDULE_NEWS = {
  schedule_assignment: 'schedule',
  schedule_removal: 'schedule',
  schedule_update: 'schedule',
  schedule_cancellation: 'schedule',
  manager_update: 'schedule',
} as const;

export const NOTIFICATION_TABS: Record<RoleContext, Record<NotificationType, string>> = {
  employee: {
    ...SCHEDULE_NEWS,
    swap_request: 'shift-requests',
    swap_response: 'shift-requests',
    cover_request: 'shift-requests',
    time_off: 'preferences',
    time_off_response: 'preferences',
    // The employee's open shifts and requests live on their schedule.
    open_shift_offered: 'schedule',
    open_shift_decision: 'schedule',
    open_shift_claim: 'schedule',
    open_shift_unclaimed: 'schedule',
    // Their own timesheet sits in the Payroll tab.
    time_clock_alert: 'payroll',
  },
  manager: {
    ...SCHEDULE_NEWS,
    swap_request: 'requests',
    swap_response: 'requests',
    cover_request: 'requests',
    time_off: 'requests',
    time_off_response: 'requests',
    open_shift_offered: 'schedule',
    open_shift_decision: 'schedule',
    open_shift_claim: 'requests',
    open_shift_unclaimed: 'schedule',
    // Every time-clock alert is settled on the timesheet: a missing punch, overtime, a punch left open.
    time_clock_alert: 'timesheets',
  },
};

/** Takes any string: a type the client does not know yet still leads to the schedule. */
export function tabForNotification(type: string, roleContext: RoleContext): string {
  return NOTIFICATION_TABS[roleContext][type as NotificationType] ?? 'schedule';
}

/** The dashboard link of a notification, relative to the app's origin. */
export const notificationPath = (type: string, roleContext: RoleContext) =>
  `/?tab=${tabForNotification(type, roleContext)}`;
