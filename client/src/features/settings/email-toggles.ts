// The eight email notification toggles of the reminder settings, in words a manager knows. Each
// governs the emails of one kind of notification (server: notifier.ts).
import type { ReminderSettings } from '@shared/validators/settings';

type EmailToggle = Extract<keyof ReminderSettings, `emailNotifications${string}`>;

export const EMAIL_TOGGLES: readonly { name: EmailToggle; label: string; hint: string }[] = [
  {
    name: 'emailNotificationsNewShifts',
    label: 'New shift assignments',
    hint: 'When an employee is assigned a shift.',
  },
  {
    name: 'emailNotificationsScheduleChanges',
    label: 'Schedule changes',
    hint: 'When an assigned shift is changed, removed or cancelled.',
  },
  {
    name: 'emailNotificationsTimeOff',
    label: 'Time-off requests',
    hint: 'When an employee asks for time off.',
  },
  {
    name: 'emailNotificationsTimeOffDecisions',
    label: 'Time-off decisions',
    hint: 'When a time-off request is approved or denied.',
  },
  {
    name: 'emailNotificationsSwapRequests',
    label: 'Swap and coverage requests',
    hint: 'When someone asks to swap a shift or for coverage.',
  },
  {
    name: 'emailNotificationsSwapResponses',
    label: 'Swap responses',
    hint: 'When a swap or coverage request is answered.',
  },
  {
    name: 'emailNotificationsWelcome',
    label: 'Welcome emails',
    hint: 'When an invited employee creates their account.',
  },
  {
    name: 'emailNotificationsRecurringUnavailability',
    label: 'Recurring unavailability',
    hint: 'When an employee sets regular times they cannot work.',
  },
];
