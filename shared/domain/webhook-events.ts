// The events a webhook endpoint may subscribe to. A new event is one line here and one emit where
// it happens; the settings screen and the input schema read this list.
export const WEBHOOK_EVENTS = {
  'shift.created': 'Shift created',
  'shift.updated': 'Shift changed',
  'shift.deleted': 'Shift deleted',
  'schedule.published': 'Schedule published',
  'time_off.decided': 'Time off decided',
  'swap.decided': 'Swap decided',
  'open_shift_claim.decided': 'Open shift claim decided',
  'timesheet.approved': 'Timesheet approved',
} as const;
export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as [
  WebhookEventType,
  ...WebhookEventType[],
];
