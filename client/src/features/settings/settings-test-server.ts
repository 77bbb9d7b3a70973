// A fake settings API for the Settings tab's tests: the server's defaults, saves that answer
// with what was sent, and switchable failures.
import type {
  OrganizationSettings,
  ReminderSettings,
  TimeOffSettings,
} from '@shared/validators/settings';
import { MONDAY } from '@shared/domain/dates';
import { TIME_CLOCK_SETTINGS_DEFAULTS } from '@shared/domain/time-clock-settings-defaults';
import { jsonResponse, makeOrganizationSettings, mockApi } from '@/test/utils';

export const DEFAULT_ORGANIZATION: OrganizationSettings = {
  ...makeOrganizationSettings(),
  weekStartsOn: MONDAY,
};

export const DEFAULT_REMINDERS: ReminderSettings = {
  remindersEnabled: true,
  firstReminderHours: 24,
  secondReminderEnabled: false,
  secondReminderHours: 2,
  emailNotificationsNewShifts: true,
  emailNotificationsTimeOff: true,
  emailNotificationsScheduleChanges: true,
  emailNotificationsTimeOffDecisions: true,
  emailNotificationsSwapRequests: true,
  emailNotificationsSwapResponses: true,
  emailNotificationsWelcome: true,
  emailNotificationsRecurringUnavailability: true,
};

export const DEFAULT_TIME_OFF: TimeOffSettings = {
  maxConcurrentTimeOff: 2,
  timeOffAdvanceNoticeDays: 7,
  blockTimeOffDuringBusyPeriods: false,
  busyPeriodDefinition: 'weekends',
};

const STAMP = '2025-06-01T00:00:00.000Z';

interface FakeSettings {
  organization?: Partial<OrganizationSettings>;
  reminders?: Partial<ReminderSettings>;
  timeOff?: Partial<TimeOffSettings>;
  /** Every save answers 500. */
  failSaves?: boolean;
  /** Saves never answer, so the form stays busy. */
  hangSaves?: boolean;
}

export function serveSettings(fake: FakeSettings = {}) {
  // The server adds bookkeeping fields to its answers; the client must not send them back.
  const row = { id: 1, organizationId: 1, createdAt: STAMP, updatedAt: STAMP };
  const stored: Record<string, object> = {
    '/api/organization-settings': makeOrganizationSettings(fake.organization),
    '/api/shift-reminder-settings': {
      ...row,
      ...DEFAULT_REMINDERS,
      ...fake.reminders,
    },
    '/api/settings/time-clock': { ...TIME_CLOCK_SETTINGS_DEFAULTS },
    '/api/time-off-management-settings': {
      ...row,
      ...DEFAULT_TIME_OFF,
      ...fake.timeOff,
    },
  };
  return mockApi(({ method, url, body }) => {
    if (url === '/api/kiosks') return jsonResponse([]);
    const current = stored[url];
    if (!current) throw new Error(`unexpected ${method} ${url}`);
    if (method === 'GET') return jsonResponse(current);
    if (fake.hangSaves) return new Promise<Response>(() => {});
    if (fake.failSaves) return jsonResponse({ message: 'Database unavailable' }, { status: 500 });
    stored[url] = { ...current, ...(body as object) };
    return jsonResponse(stored[url]);
  });
}

/** The bodies sent to `url` with `method`, in order. */
export function sentBodies(spy: ReturnType<typeof serveSettings>, method: string, url: string) {
  return spy.mock.calls
    .filter(([input, init]) => input === url && init?.method === method)
    .map(([, init]) => JSON.parse(init!.body as string) as unknown);
}
