// A valid request for every /api route, keyed as the router declares it ('PUT /api/shifts/:id'),
// for the input gate's property tests to spoil one value at a time. The test fails when a mounted
// route has no entry here, so a new route cannot skip the gate unnoticed.
import type { z } from 'zod';
import {
  organizationSettingsSchema,
  reminderSettingsSchema,
  timeOffSettingsSchema,
} from '@shared/validators/settings';
import { TIME_CLOCK_SETTINGS_DEFAULTS } from '@shared/domain/time-clock-settings-defaults';
import type { TestContext } from './app';
import { createShift, createUser } from './factories';
import { shiftBody, signedInManager } from './shifts';
import { vacation } from './time-off';

export type GateCase = {
  /** Valid path parameters by name. */
  params?: Record<string, string>;
  /** A valid query string. */
  query?: Record<string, string>;
  /** A valid JSON body. */
  body?: Record<string, unknown>;
  /**
   * Body fields where null has a meaning of its own (the shared schema says which): the only
   * places null is not malformed.
   */
  nullable?: string[];
  /** Called without a session (sign-in, registration, public links). */
  anonymous?: boolean;
  /** What a malformed path parameter answers, when it is not 400 (with the reason). */
  malformedParamStatus?: number;
  /**
   * An answer that never ends (the live stream): a test that sends every valid request skips it,
   * and its own tests prove its organization wall.
   */
  endless?: boolean;
};

/** Far past any id the tests create: a well-formed id of nothing. */
const NO_SUCH_ID = '2000000000';
const WEEK = { start: '2030-01-07', end: '2030-01-13' };
const DATE_RANGE = { startDate: '2030-01-07', endDate: '2030-01-13' };
const preferenceWindow = {
  dayOfWeek: 1,
  startTime: '09:00',
  endTime: '10:00',
  kind: 'like',
  effectiveFrom: '2030-01-07',
  effectiveUntil: '2030-02-07',
};

/** A signed-in manager, the rows the valid requests name, and a case for every route. */
export async function gateCases(ctx: TestContext) {
  const { agent } = await signedInManager(ctx);
  const [employee, colleague] = [await createUser(ctx.db), await createUser(ctx.db)];
  const shift = await createShift(ctx.db, { date: '2030-01-08', employeeIds: [employee.id] });
  const location = shift.locationId;
  const { body: reminders } = await agent.get('/api/shift-reminder-settings').expect(200);
  const { body: timeOff } = await agent.get('/api/time-off-management-settings').expect(200);
  const { body: organization } = await agent.get('/api/organization-settings').expect(200);
  const { body: share } = await agent.post('/api/share-token/generate').expect(200);
  const shareToken = String(share.shareUrl).split('/').at(-1)!;
  // What the settings routes read, limited to the fields their schemas take.
  const pick = (from: Record<string, unknown>, schema: z.ZodObject) =>
    Object.fromEntries(Object.keys(schema.shape).map((key) => [key, from[key]]));
  const shiftId = { id: String(shift.id) };
  const employeeId = { id: String(employee.id) };
  const nothing = { id: NO_SUCH_ID };
  const previewId = { previewId: '5b0c3a56-0d7e-4c1a-9d3e-2f1a6b7c8d9e' };

  const cases: Record<string, GateCase> = {
    // Accounts and sign-in.
    'GET /api/user': {},
    'GET /api/login': { anonymous: true },
    'POST /api/login': { anonymous: true, body: { email: 'a@b.co', password: 'secret1' } },
    'POST /api/logout': { anonymous: true },
    'POST /api/register': {
      anonymous: true,
      body: {
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.co',
        password: 'secret1',
        invitationToken: 'x'.repeat(43),
      },
    },
    'POST /api/password-reset': { anonymous: true, body: { email: 'a@b.co' } },
    'GET /api/signup': { anonymous: true },
    'POST /api/signup': {
      anonymous: true,
      body: {
        businessName: 'Gate Café',
        timeZone: 'Europe/London',
        firstName: 'A',
        lastName: 'B',
        email: 'gate-signup@b.co',
        password: 'secret1',
      },
    },
    'POST /api/signup/verify': { anonymous: true, body: { token: 'x'.repeat(43) } },
    'POST /api/signup/resend': {},
    'GET /api/organization/onboarding': {},
    'POST /api/organization/example-week': {},
    'GET /api/organization/export.json': {},
    'GET /api/organization/export.csv': {},
    // Well formed, and not the organization's name: nothing is deleted.
    'DELETE /api/organization': { body: { confirmName: 'Not this organization' } },
    'POST /api/password-reset/verify': {
      anonymous: true,
      body: { token: 'x'.repeat(43), newPassword: 'secret1' },
    },
    'GET /api/employee-invitations': {},
    'POST /api/employee-invitations': {
      body: { email: 'new@b.co', firstName: 'A', lastName: 'B' },
    },
    'DELETE /api/employee-invitations/:id': { params: nothing },
    'GET /api/employee-invitations/verify/:token': {
      anonymous: true,
      params: { token: 'x'.repeat(43) },
    },

    // People.
    'GET /api/employees': {},
    'GET /api/employees/for-swap': { query: { shiftId: String(shift.id) } },
    'PUT /api/employees/:id': {
      params: employeeId,
      body: {
        weeklyHoursLimit: 30,
        employeeType: 'hourly',
        role: 'employee',
        hourlyRate: 15,
        minHours: 10,
        targetHours: 20,
      },
      nullable: ['hourlyRate', 'minHours', 'targetHours'],
    },
    'DELETE /api/users/:id': { params: nothing },
    'GET /api/locations': {},
    'POST /api/locations': {
      body: {
        name: 'Gate location',
        address: '1 Gate St',
        timeZone: 'Europe/London',
        geofence: { latitude: 51.5, longitude: -0.1, radiusMeters: 150 },
      },
      nullable: ['address', 'geofence'],
    },
    'PUT /api/locations/:id': {
      params: nothing,
      body: { name: 'Gate location', address: null, timeZone: 'Europe/London', geofence: null },
      nullable: ['address', 'geofence'],
    },
    'DELETE /api/locations/:id': { params: nothing },
    'GET /api/positions': {},
    'POST /api/positions': {
      body: { name: 'Gate position', color: 'blue', hourlyRate: 15 },
      nullable: ['hourlyRate'],
    },
    'PUT /api/positions/:id': {
      params: nothing,
      body: { name: 'Gate position', color: 'blue', hourlyRate: 15 },
      nullable: ['hourlyRate'],
    },
    'DELETE /api/positions/:id': { params: nothing, query: { clearShifts: 'true' } },
    'GET /api/employees/weekly-hours': { query: DATE_RANGE },
    'GET /api/employees/:id/weekly-hours': { params: employeeId, query: DATE_RANGE },
    'GET /api/employees/:id/schedule/:date': { params: { ...employeeId, date: '2030-01-08' } },
    'GET /api/employees/:id/full-availability-check': {
      params: employeeId,
      query: { date: '2030-01-08', startTime: '09:00', duration: '60' },
    },
    'GET /api/employee-preferences': {},
    'GET /api/employee-preferences/:userId': { params: { userId: String(employee.id) } },
    'POST /api/employee-preferences': {
      body: {
        employeeId: employee.id,
        dayOfWeek: 1,
        startTime: '09:00',
        endTime: '10:00',
        effectiveFrom: '2030-01-07',
        effectiveUntil: '2030-02-07',
        notes: 'n',
      },
      nullable: ['effectiveFrom', 'effectiveUntil', 'notes'],
    },
    'DELETE /api/employee-preferences/:id': { params: nothing },
    'GET /api/preferences': { query: { employeeId: String(employee.id), ...WEEK } },
    'POST /api/preferences': {
      body: { employeeId: employee.id, ...preferenceWindow },
      nullable: ['effectiveFrom', 'effectiveUntil'],
    },
    'PUT /api/preferences/hours': {
      body: { minHours: 10, targetHours: 20 },
      nullable: ['minHours', 'targetHours'],
    },
    'PUT /api/preferences/:id': {
      params: nothing,
      body: preferenceWindow,
      nullable: ['effectiveFrom', 'effectiveUntil'],
    },
    'DELETE /api/preferences/:id': { params: nothing },

    // Notifications and settings.
    'GET /api/notifications': { query: { roleContext: 'manager', limit: '10' } },
    'GET /api/notifications/unread-count': { query: { roleContext: 'manager' } },
    'GET /api/events': { endless: true },
    'PUT /api/notifications/read-all': { body: { roleContext: 'manager' } },
    'PUT /api/notifications/:id/read': { params: nothing },
    'GET /api/notification-preferences': { query: { employeeId: String(employee.id) } },
    'PUT /api/notification-preferences': {
      body: {
        channels: { schedule: { inApp: true, email: false, push: true } },
        quietHours: { start: '22:00', end: '07:00' },
      },
      // null: no quiet hours.
      nullable: ['quietHours'],
    },
    'GET /api/push/public-key': {},
    'GET /api/push/subscriptions': {},
    'POST /api/push/subscriptions': {
      body: {
        endpoint: 'https://push.example.com/send/gate',
        keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4', auth: 'tBHItJI5svbpez7KI4CCXg' },
      },
    },
    'DELETE /api/push/subscriptions/:id': { params: nothing },
    'GET /api/shift-reminder-settings': {},
    'POST /api/shift-reminder-settings': { body: pick(reminders, reminderSettingsSchema) },
    'GET /api/time-off-management-settings': {},
    'POST /api/time-off-management-settings': { body: pick(timeOff, timeOffSettingsSchema) },
    'GET /api/organization-settings': {},
    'PATCH /api/organization-settings': { body: pick(organization, organizationSettingsSchema) },

    // Shifts.
    'GET /api/shifts/week': { query: { date: '2030-01-08' } },
    'POST /api/shifts/:id/offer': {
      params: shiftId,
      body: { claimMode: 'approval' },
      nullable: ['claimMode'],
    },
    'DELETE /api/shifts/:id/offer': { params: shiftId },
    'POST /api/shifts/offers': { body: WEEK },
    'GET /api/open-shifts': { query: WEEK },
    'GET /api/open-shifts/claims/mine': {},
    'GET /api/open-shifts/claims': { query: WEEK },
    'POST /api/open-shifts/:shiftId/claims': { params: { shiftId: String(shift.id) } },
    'DELETE /api/open-shifts/claims/:id': { params: nothing },
    'GET /api/open-shifts/awards': {},
    // The time clock: punches are the caller's own (a manager has a clock too).
    'GET /api/clock': {},
    'POST /api/clock/in': {
      body: { idempotencyKey: 'gate-case-key-0001', reason: 'Covering a colleague' },
    },
    'POST /api/clock/out': { body: { idempotencyKey: 'gate-case-key-0002' } },
    'POST /api/clock/break-start': { body: { idempotencyKey: 'gate-case-key-0003' } },
    'POST /api/clock/break-end': { body: { idempotencyKey: 'gate-case-key-0004' } },
    'PUT /api/clock/pin': { body: { pin: '4321' } },
    'GET /api/settings/time-clock': {},
    'PUT /api/settings/time-clock': { body: { ...TIME_CLOCK_SETTINGS_DEFAULTS } },
    'GET /api/kiosks': {},
    'POST /api/kiosks': { body: { locationId: location, name: 'Front door' } },
    'DELETE /api/kiosks/:id': { params: nothing },
    // Kiosk requests carry the device's token, not a session: without one they answer 401.
    'GET /api/kiosk/board': { anonymous: true },
    'POST /api/kiosk/punch': {
      anonymous: true,
      body: {
        employeeId: employee.id,
        pin: '1234',
        kind: 'in',
        idempotencyKey: 'gate-case-key-0005',
        reason: 'Covering',
      },
    },
    'GET /api/kiosk/punch-key': { anonymous: true },
    'POST /api/kiosk/offline-punch': { anonymous: true, body: { sealed: 'c2VhbGVk' } },
    'POST /api/open-shifts/awards/:id/apply': { params: nothing },
    'POST /api/open-shifts/claims/:id/decision': {
      params: nothing,
      body: { decision: 'decline', reason: 'Covered' },
      nullable: ['reason'],
    },
    'GET /api/shifts/range': { query: WEEK },
    'GET /api/shifts/export.csv': { query: { ...WEEK, publishedOnly: 'true' } },
    'POST /api/shifts': {
      body: shiftBody({ notes: 'n', employeeIds: [employee.id] }),
      nullable: ['notes'],
    },
    'POST /api/shifts/recurring': {
      body: shiftBody({ repeatFrequency: 'weekly', repeatEndDate: '2030-01-21', customDays: [1] }),
      // A series needs a frequency; without an end it runs a year.
      nullable: ['repeatEndDate'],
    },
    'POST /api/shifts/validate-assignment': {
      body: {
        employeeId: employee.id,
        date: '2030-01-08',
        startTime: '09:00',
        duration: 60,
        skipShiftId: shift.id,
      },
      nullable: ['skipShiftId'],
    },
    'POST /api/shifts/:id/assign': {
      params: shiftId,
      body: { employeeId: colleague.id, allowOverride: false },
    },
    'POST /api/shifts/:id/move': {
      params: shiftId,
      body: { fromEmployeeId: employee.id, toEmployeeId: colleague.id, allowOverride: false },
      nullable: ['fromEmployeeId', 'toEmployeeId'],
    },
    'POST /api/shift-assignments': {
      body: { shiftId: shift.id, employeeIds: [employee.id] },
    },
    'PUT /api/shifts/:id': {
      params: shiftId,
      body: { title: 'T', duration: 60, notes: 'n', notifyEmployees: false },
      nullable: ['notes'],
    },
    'PUT /api/shifts/:id/recurring/all': {
      params: shiftId,
      body: { title: 'T', notes: 'n' },
      nullable: ['notes'],
    },
    'PUT /api/shifts/:id/recurring/:count': {
      params: { ...shiftId, count: '2' },
      body: { title: 'T', shiftType: 'PVF', notes: 'n' },
      nullable: ['notes'],
    },
    'POST /api/shifts/bulk-delete': { body: { shiftIds: [shift.id], notifyEmployees: false } },
    'DELETE /api/shifts/:id': { params: shiftId, body: { notifyEmployees: false } },
    'DELETE /api/shifts/:id/series': { params: shiftId, body: { notifyEmployees: false } },

    // Copying, drafts and the automatic fill.
    'GET /api/schedule/available-weeks': {},
    'GET /api/schedule/copy-preview': { query: { sourceWeek: '2030-01-07' } },
    'POST /api/schedule/copy': {
      body: {
        sourceWeek: '2030-01-07',
        targetWeek: '2030-01-14',
        selectedShiftIds: [shift.id],
        copyOptions: { keepAssignments: true },
      },
    },
    'GET /api/schedule/drafts': { query: WEEK },
    'POST /api/schedule/publish': { body: { ...WEEK, notify: false } },
    'POST /api/schedule/discard-drafts': { body: WEEK },
    'GET /api/auto-schedule/open-places': {},
    'POST /api/auto-schedule/preview': { body: { ...WEEK, rebalance: false } },
    'POST /api/auto-schedule/apply': { body: previewId },
    'POST /api/auto-schedule/undo': { body: previewId },

    // Reports.
    'GET /api/reports/hours': { query: { ...WEEK, publishedOnly: 'true' } },
    'GET /api/reports/hours.csv': { query: { ...WEEK, publishedOnly: 'false' } },
    'GET /api/my-shifts/export.csv': { query: WEEK },
    'GET /api/my-hours': { query: WEEK },

    // Timesheets.
    'GET /api/timesheets/period': { query: { date: '2030-01-08' } },
    'GET /api/timesheets': { query: { ...WEEK, employeeId: String(employee.id) } },
    'GET /api/timesheets/:employeeId': {
      params: { employeeId: String(employee.id) },
      query: WEEK,
    },
    'POST /api/timesheets/corrections': {
      body: {
        employeeId: employee.id,
        action: 'add',
        kind: 'in',
        at: '2030-01-08T15:00:00Z',
        shiftId: shift.id,
        reason: 'Forgot to clock in',
      },
    },
    'POST /api/timesheets/corrections/:id/decision': {
      params: nothing,
      body: { decision: 'approve' },
    },
    'POST /api/timesheets/approve': { body: { employeeId: employee.id, ...WEEK } },
    // A period of its own: locking the gate's week would refuse its corrections.
    'POST /api/timesheets/lock': { body: { start: '2031-01-06', end: '2031-01-12' } },
    'GET /api/timesheets/export/payroll.csv': { query: WEEK },
    'GET /api/timesheets/export/gusto.csv': { query: WEEK },
    'GET /api/timesheets/export/punches.csv': { query: WEEK },
    'POST /api/timesheets/unlock': {
      body: { start: '2031-01-06', end: '2031-01-12', reason: 'Reopened' },
    },

    // Swaps and time off.
    'POST /api/schedule-switch': {
      body: {
        targetEmployeeId: employee.id,
        requestingShiftId: shift.id,
        targetShiftId: shift.id,
        requestType: 'cover',
        reason: 'r',
      },
      // Nothing in return: a cover request (a swap needs a shift).
      nullable: ['targetShiftId'],
    },
    'GET /api/schedule-switch/my': {},
    'GET /api/schedule-switch/incoming': {},
    'GET /api/schedule-switch/awaiting-approval': {},
    'GET /api/schedule-switch/available-shifts': { query: DATE_RANGE },
    'PUT /api/schedule-switch/:id': { params: nothing, body: { status: 'approved' } },
    'DELETE /api/schedule-switch/:id': { params: nothing },
    'GET /api/shifts-for-swap': {
      query: { userId: String(employee.id), ...DATE_RANGE, excludeShiftId: String(shift.id) },
    },
    'POST /api/time-off-requests': {
      body: vacation({ employeeId: employee.id, multipleDates: ['2030-01-07'] }),
      nullable: ['startDate', 'endDate', 'multipleDates', 'startTime', 'endTime'],
    },
    'GET /api/time-off-requests/my': {},
    'GET /api/time-off-requests/pending': {},
    'GET /api/time-off-requests/all': {},
    'GET /api/time-off-requests/approved-for-range': { query: DATE_RANGE },
    'PUT /api/time-off-requests/:id': {
      params: nothing,
      body: { status: 'denied', reviewerNotes: 'n' },
      nullable: ['reviewerNotes'],
    },
    'POST /api/time-off-requests/:id/cancel': { params: nothing, body: { reason: 'r' } },
    'DELETE /api/time-off-requests/:id': { params: nothing },
    'POST /api/time-off/check-conflicts': {
      body: {
        employeeId: employee.id,
        startDate: '2030-01-07',
        endDate: '2030-01-08',
        startTime: '09:00',
        endTime: '10:00',
      },
      nullable: ['multipleDates', 'startTime', 'endTime'],
    },

    // Sharing. A malformed link is answered like an unknown one: the page says the link is invalid.
    'GET /api/share-token/current': {},
    'POST /api/share-token/generate': {},
    'POST /api/share-token/regenerate': {},
    'DELETE /api/share-token': {},
    'GET /api/public/schedule/:token.ics': {
      anonymous: true,
      params: { token: shareToken },
      malformedParamStatus: 404,
    },
    'GET /api/public/schedule/:token': {
      anonymous: true,
      params: { token: shareToken },
      query: WEEK,
      malformedParamStatus: 404,
    },

    // The API's own document and its reference page.
    'GET /api/openapi.json': { anonymous: true },
    'GET /api/docs': { anonymous: true },
    'GET /api/docs/scalar.js': { anonymous: true },
    'GET /api/docs/start.js': { anonymous: true },
    // API tokens and webhooks.
    'GET /api/api-tokens': {},
    'POST /api/api-tokens': {
      body: { name: 'Gate', scopes: ['read'], expiresAt: '2030-01-01T00:00:00Z' },
      nullable: ['expiresAt'],
    },
    'DELETE /api/api-tokens/:id': { params: nothing },
    'GET /api/webhooks': {},
    'POST /api/webhooks': {
      body: { url: 'https://hooks.example.com/shynk', events: ['shift.created'] },
    },
    'PATCH /api/webhooks/:id': { params: nothing, body: { enabled: true } },
    'DELETE /api/webhooks/:id': { params: nothing },
    'POST /api/webhooks/:id/rotate-secret': { params: nothing },
    'GET /api/webhooks/:id/deliveries': { params: nothing },
    'POST /api/webhooks/:id/deliveries/:deliveryId/redeliver': {
      params: { id: NO_SUCH_ID, deliveryId: NO_SUCH_ID },
    },
  };
  return { agent, cases };
}

/** The path with its parameters filled in from `params`. */
export function fillPath(path: string, params: Record<string, string> = {}) {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return value;
  });
}
