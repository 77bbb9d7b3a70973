// Which /api routes an organization API token may call, and with which scope. Every mounted route
// must appear here (a test walks the router and fails on one that does not), and the guards refuse
// a token on any route missing from this table, so a forgotten route is closed, never open.
//
// 'session' marks what only a person at the keyboard may do: signing in and out, their own
// password, notifications and share links, their own requests, and managing tokens and webhooks
// (a leaked token must not mint more tokens or redirect the organization's events).
import type { ApiAccess, ApiArea } from '@shared/domain/api-scopes';

export type RouteScope = { area: ApiArea; access: ApiAccess } | 'session';

const read = (area: ApiArea): RouteScope => ({ area, access: 'read' });
const write = (area: ApiArea): RouteScope => ({ area, access: 'write' });

export const ROUTE_SCOPES: Record<string, RouteScope> = {
  // Signing in, the person's own account and notices.
  'GET /api/login': 'session',
  'POST /api/login': 'session',
  'POST /api/logout': 'session',
  'POST /api/register': 'session',
  'GET /api/user': 'session',
  'POST /api/password-reset': 'session',
  'POST /api/password-reset/verify': 'session',
  'GET /api/employee-invitations/verify/:token': 'session',
  'GET /api/notifications': 'session',
  'GET /api/notifications/unread-count': 'session',
  'PUT /api/notifications/:id/read': 'session',
  'PUT /api/notifications/read-all': 'session',
  // A screen's live stream: a signed-in browser's, an integration hears of changes by webhook.
  'GET /api/events': 'session',
  'GET /api/share-token/current': 'session',
  'POST /api/share-token/generate': 'session',
  'POST /api/share-token/regenerate': 'session',
  'DELETE /api/share-token': 'session',
  'GET /api/my-hours': 'session',
  'GET /api/my-shifts/export.csv': 'session',
  'GET /api/time-off-requests/my': 'session',
  // A person's own open-shift claims.
  'GET /api/open-shifts': 'session',
  'GET /api/open-shifts/claims/mine': 'session',
  'POST /api/open-shifts/:shiftId/claims': 'session',
  'DELETE /api/open-shifts/claims/:id': 'session',
  // A person's own time clock: only the person at their device punches for themself.
  'GET /api/clock': 'session',
  'POST /api/clock/in': 'session',
  'POST /api/clock/out': 'session',
  'POST /api/clock/break-start': 'session',
  'POST /api/clock/break-end': 'session',
  'PUT /api/clock/pin': 'session',
  // A kiosk's token is its own credential; an API token has no business there. Creating and
  // revoking kiosks mints and ends credentials, which a leaked token must not do.
  'GET /api/kiosk/board': 'session',
  'POST /api/kiosk/punch': 'session',
  'POST /api/kiosks': 'session',
  'DELETE /api/kiosks/:id': 'session',
  'GET /api/schedule-switch/my': 'session',
  'GET /api/schedule-switch/incoming': 'session',
  'GET /api/schedule-switch/available-shifts': 'session',
  'GET /api/shifts-for-swap': 'session',
  'GET /api/employees/for-swap': 'session',
  'POST /api/schedule-switch': 'session',
  'DELETE /api/schedule-switch/:id': 'session',
  'POST /api/time-off-requests': 'session',
  'DELETE /api/time-off-requests/:id': 'session',
  'POST /api/time-off/check-conflicts': 'session',
  'POST /api/employee-preferences': 'session',
  'DELETE /api/employee-preferences/:id': 'session',
  // Starting an organization, and what concerns the organization as a whole: its first screens,
  // its full export and its deletion are a manager's own acts.
  'GET /api/signup': 'session',
  'POST /api/signup': 'session',
  'POST /api/signup/verify': 'session',
  'POST /api/signup/resend': 'session',
  'GET /api/organization/onboarding': 'session',
  'POST /api/organization/example-week': 'session',
  'GET /api/organization/export.json': 'session',
  'GET /api/organization/export.csv': 'session',
  'DELETE /api/organization': 'session',
  // A person's own devices, notification choices and wanted hours.
  'GET /api/notification-preferences': 'session',
  'PUT /api/notification-preferences': 'session',
  'GET /api/push/public-key': 'session',
  'GET /api/push/subscriptions': 'session',
  'POST /api/push/subscriptions': 'session',
  'DELETE /api/push/subscriptions/:id': 'session',
  'PUT /api/preferences/hours': 'session',
  // The API's own document is public: it needs no token.
  'GET /api/openapi.json': 'session',
  'GET /api/docs': 'session',
  'GET /api/docs/scalar.js': 'session',
  'GET /api/docs/start.js': 'session',
  // Public share links need no token at all.
  'GET /api/public/schedule/:token': 'session',
  'GET /api/public/schedule/:token.ics': 'session',
  // Tokens and webhooks are managed by a signed-in manager only.
  'GET /api/api-tokens': 'session',
  'POST /api/api-tokens': 'session',
  'DELETE /api/api-tokens/:id': 'session',
  'GET /api/webhooks': 'session',
  'POST /api/webhooks': 'session',
  'PATCH /api/webhooks/:id': 'session',
  'DELETE /api/webhooks/:id': 'session',
  'POST /api/webhooks/:id/rotate-secret': 'session',
  'GET /api/webhooks/:id/deliveries': 'session',
  'POST /api/webhooks/:id/deliveries/:deliveryId/redeliver': 'session',

  'GET /api/shifts/week': read('shifts'),
  'GET /api/shifts/range': read('shifts'),
  'GET /api/shifts/export.csv': read('shifts'),
  'GET /api/schedule/drafts': read('shifts'),
  'GET /api/schedule/available-weeks': read('shifts'),
  'GET /api/schedule/copy-preview': read('shifts'),
  'GET /api/auto-schedule/open-places': read('shifts'),
  'POST /api/shifts/validate-assignment': read('shifts'),
  'POST /api/shifts': write('shifts'),
  'POST /api/shifts/recurring': write('shifts'),
  'PUT /api/shifts/:id': write('shifts'),
  'PUT /api/shifts/:id/recurring/:count': write('shifts'),
  'PUT /api/shifts/:id/recurring/all': write('shifts'),
  'DELETE /api/shifts/:id': write('shifts'),
  'DELETE /api/shifts/:id/series': write('shifts'),
  'POST /api/shifts/bulk-delete': write('shifts'),
  'POST /api/shifts/:id/assign': write('shifts'),
  'POST /api/shifts/:id/move': write('shifts'),
  'POST /api/shift-assignments': write('shifts'),
  'POST /api/schedule/copy': write('shifts'),
  'POST /api/schedule/publish': write('shifts'),
  'POST /api/schedule/discard-drafts': write('shifts'),
  'POST /api/auto-schedule/preview': write('shifts'),
  'POST /api/auto-schedule/apply': write('shifts'),
  'POST /api/auto-schedule/undo': write('shifts'),
  'POST /api/shifts/:id/offer': write('shifts'),
  'DELETE /api/shifts/:id/offer': write('shifts'),
  'POST /api/shifts/offers': write('shifts'),
  'GET /api/open-shifts/claims': read('shifts'),
  'POST /api/open-shifts/claims/:id/decision': write('shifts'),
  'GET /api/open-shifts/awards': read('shifts'),
  'POST /api/open-shifts/awards/:id/apply': write('shifts'),

  'GET /api/time-off-requests/all': read('time-off'),
  'GET /api/time-off-requests/pending': read('time-off'),
  'GET /api/time-off-requests/approved-for-range': read('time-off'),
  'PUT /api/time-off-requests/:id': write('time-off'),
  'POST /api/time-off-requests/:id/cancel': write('time-off'),

  'GET /api/schedule-switch/awaiting-approval': read('swaps'),
  'PUT /api/schedule-switch/:id': write('swaps'),

  'GET /api/employees': read('employees'),
  'GET /api/employees/weekly-hours': read('employees'),
  'GET /api/employees/:id/weekly-hours': read('employees'),
  'GET /api/employees/:id/schedule/:date': read('employees'),
  'GET /api/employees/:id/full-availability-check': read('employees'),
  'GET /api/employee-invitations': read('employees'),
  'PUT /api/employees/:id': write('employees'),
  'DELETE /api/users/:id': write('employees'),
  'POST /api/employee-invitations': write('employees'),
  'DELETE /api/employee-invitations/:id': write('employees'),

  'GET /api/locations': read('employees'),
  'POST /api/locations': write('employees'),
  'PUT /api/locations/:id': write('employees'),
  'DELETE /api/locations/:id': write('employees'),

  'GET /api/positions': read('employees'),
  'POST /api/positions': write('employees'),
  'PUT /api/positions/:id': write('employees'),
  'DELETE /api/positions/:id': write('employees'),

  'GET /api/preferences': read('employees'),
  'POST /api/preferences': write('employees'),
  'PUT /api/preferences/:id': write('employees'),
  'DELETE /api/preferences/:id': write('employees'),

  'GET /api/employee-preferences': read('unavailability'),
  'GET /api/employee-preferences/:userId': read('unavailability'),

  'GET /api/reports/hours': read('reports'),
  'GET /api/reports/hours.csv': read('reports'),

  'GET /api/organization-settings': read('settings'),
  'GET /api/kiosks': read('settings'),
  'GET /api/shift-reminder-settings': read('settings'),
  'GET /api/time-off-management-settings': read('settings'),
  'PATCH /api/organization-settings': write('settings'),
  'POST /api/shift-reminder-settings': write('settings'),
  'POST /api/time-off-management-settings': write('settings'),
};
