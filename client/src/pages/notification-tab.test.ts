// Every notification, in the list or by email, opens the tab of its recipient's dashboard that
// shows what it is about.
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '@shared/schema';
import {
  notificationPath,
  tabForNotification,
  type NotificationType,
  type RoleContext,
} from '@shared/domain/notification-tab';
import { EMPLOYEE_TAB_RULES } from './employee-dashboard/employee-tabs';
import { MANAGER_TAB_RULES } from './manager-dashboard/manager-tabs';

const SWAPS: NotificationType[] = ['swap_request', 'swap_response', 'cover_request'];
const TIME_OFF: NotificationType[] = ['time_off', 'time_off_response'];
const OPEN_SHIFTS: NotificationType[] = [
  'open_shift_offered',
  'open_shift_decision',
  'open_shift_claim',
  'open_shift_unclaimed',
];
const SCHEDULE: NotificationType[] = [
  'schedule_assignment',
  'schedule_removal',
  'schedule_update',
  'schedule_cancellation',
  'manager_update',
];

/** What each dashboard tab shows (see the tab panels). */
const HOLDS: Record<RoleContext, Record<string, NotificationType[]>> = {
  // The employee's open shifts and requests sit above their schedule.
  employee: {
    schedule: [...SCHEDULE, ...OPEN_SHIFTS],
    'shift-requests': SWAPS,
    preferences: TIME_OFF,
    // Their own timesheet, where a punch the clock closed for them shows.
    payroll: ['time_clock_alert'],
  },
  manager: {
    schedule: [...SCHEDULE, 'open_shift_offered', 'open_shift_decision', 'open_shift_unclaimed'],
    requests: [...SWAPS, ...TIME_OFF, 'open_shift_claim'],
    // A missed clock-in, hours nearing overtime, a punch left open: all settled on the timesheet.
    timesheets: ['time_clock_alert'],
  },
};
const TABS: Record<RoleContext, readonly string[]> = {
  employee: EMPLOYEE_TAB_RULES.tabs,
  manager: MANAGER_TAB_RULES.tabs,
};

describe.each(['employee', 'manager'] as const)('a notification to a %s', (role) => {
  it.each(NOTIFICATION_TYPES)('of type %s opens the tab that holds it', (type) => {
    const tab = tabForNotification(type, role);
    // A tab of that dashboard by its own name, not an alias that lands somewhere else.
    expect(TABS[role]).toContain(tab);
    expect(HOLDS[role][tab]).toContain(type);
  });
});

describe('notificationPath', () => {
  it('links the dashboard tab, and an unknown type to the schedule', () => {
    // The audit's case: an employee's swap email opened Time Away.
    expect(notificationPath('swap_request', 'employee')).toBe('/?tab=shift-requests');
    expect(notificationPath('time_off_response', 'manager')).toBe('/?tab=requests');
    expect(notificationPath('something_new', 'employee')).toBe('/?tab=schedule');
  });
});
