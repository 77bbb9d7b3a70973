// The organization's email toggles decide, for each kind of notification, whether email may be
// used at all: a person's choice of email is a further "no", never a "yes" the toggles refuse.
import type { NotificationKind } from '@shared/domain/notification-kinds';
import type { ReminderSettings } from '@shared/validators/settings';

/** A boolean of the organization's reminder settings that decides whether an email goes out. */
export type EmailToggle =
  Extract<keyof ReminderSettings, `emailNotifications${string}`> | 'remindersEnabled';

/** The toggles of the notification types of each kind: email is allowed if any is on. */
export const EMAIL_TOGGLES_BY_KIND: Record<NotificationKind, EmailToggle[]> = {
  schedule: ['emailNotificationsNewShifts', 'emailNotificationsScheduleChanges'],
  requests: ['emailNotificationsSwapRequests', 'emailNotificationsSwapResponses'],
  time_off: ['emailNotificationsTimeOffDecisions'],
  reminders: ['remindersEnabled'],
  approvals: [
    'emailNotificationsTimeOff',
    'emailNotificationsSwapRequests',
    'emailNotificationsRecurringUnavailability',
  ],
  // Offered places are new shifts one may take; decisions answer one's request.
  open_shifts: ['emailNotificationsNewShifts', 'emailNotificationsSwapResponses'],
};

export const emailAllowedFor = (
  kind: NotificationKind,
  settings: Pick<ReminderSettings, EmailToggle>,
) => EMAIL_TOGGLES_BY_KIND[kind].some((toggle) => settings[toggle]);
