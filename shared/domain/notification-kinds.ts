// The kinds of notification a person chooses channels for. A notification's kind follows from its
// type and the role view it belongs to: a manager's swap or time-off notice waits for their
// approval, an employee's is about their own request. Reminders are named by the job that sends
// them, since their type is that of any news about one's own shifts.
import type { NotificationType, RoleContext } from './notification-tab';

export const NOTIFICATION_KINDS = [
  'schedule',
  'requests',
  'time_off',
  'reminders',
  'approvals',
  'open_shifts',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['inApp', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type ChannelChoice = Record<NotificationChannel, boolean>;

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  schedule: 'Schedule published, changed or cancelled',
  requests: 'Swap and cover requests and decisions',
  time_off: 'Time-off decisions',
  reminders: 'Shift reminders',
  approvals: 'Waiting for your approval',
  open_shifts: 'Open shifts offered and decisions',
};

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  inApp: 'In-app',
  email: 'Email',
  push: 'Push',
};

/** Only managers approve; everyone may work shifts, so the other kinds concern both roles. */
export const kindsForRole = (role: 'manager' | 'employee'): readonly NotificationKind[] =>
  role === 'manager' ? NOTIFICATION_KINDS : NOTIFICATION_KINDS.filter((k) => k !== 'approvals');

const EMPLOYEE_KINDS: Record<NotificationType, NotificationKind> = {
  schedule_assignment: 'schedule',
  schedule_update: 'schedule',
  schedule_removal: 'schedule',
  schedule_cancellation: 'schedule',
  manager_update: 'schedule',
  swap_request: 'requests',
  cover_request: 'requests',
  swap_response: 'requests',
  time_off: 'time_off',
  time_off_response: 'time_off',
  open_shift_offered: 'open_shifts',
  open_shift_decision: 'open_shifts',
  // Only managers receive these two; they wait for a manager's action like any approval.
  open_shift_claim: 'approvals',
  open_shift_unclaimed: 'approvals',
  // Only managers receive it: a clock that needs their look.
  time_clock_alert: 'approvals',
};

export function notificationKind(type: NotificationType, roleContext: RoleContext) {
  const requestForManager =
    type === 'time_off' ||
    type === 'swap_request' ||
    type === 'cover_request' ||
    type === 'open_shift_claim' ||
    type === 'open_shift_unclaimed' ||
    type === 'time_clock_alert';
  return roleContext === 'manager' && requestForManager ? 'approvals' : EMPLOYEE_KINDS[type];
}

/** With nothing chosen, every channel is on (email still within the organization's toggles). */
export const DEFAULT_CHANNEL_CHOICE: ChannelChoice = { inApp: true, email: true, push: true };
