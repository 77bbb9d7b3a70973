// Shared test helpers: a fresh query client per render, fetch answered by Response objects, and
// factories of whole answers with overrides (the client parses every answer with its schema, so a
// partial one fails the way a server bug would).
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { DEFAULT_TIME_ZONE, MONDAY, todayIn } from '@shared/domain/dates';
import { ORGANIZATION_SETTINGS_DEFAULTS } from '@shared/domain/organization-settings-defaults';
import type { OrganizationSettingsResponse } from '@shared/validators/settings-responses';
import type { ShiftResponse } from '@shared/validators/shifts-responses';
import type { SwapRequestResponse } from '@shared/validators/swaps-responses';
import type {
  InvitationDetailsResponse,
  InvitationResponse,
} from '@shared/validators/invitations-responses';
import type { TimeOffRequestResponse } from '@shared/validators/time-off-responses';
import type { UnavailabilityResponse } from '@shared/validators/unavailability-responses';
import type { DashboardSession } from '@/components/dashboard-shell';
import { Toaster } from '@/components/ui/toaster';
import type { SessionUser } from '@/lib/current-user';
import type { Employee } from '@/lib/employees-query';
import { createQueryClient } from '@/lib/query-client';

export function jsonResponse(body: unknown, init: ResponseInit = {}) {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
  init: RequestInit | undefined;
}

/** Answers every fetch with `handler`; the spy's calls are the requests sent. */
export function mockApi(handler: (call: ApiCall) => Response | Promise<Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler({ method: init?.method ?? 'GET', url, body, init });
  });
}

let nextUserId = 1;

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  const id = overrides.id ?? nextUserId++;
  return {
    id,
    organizationId: 1,
    email: `user${id}@example.com`,
    firstName: 'Sam',
    lastName: 'Rivera',
    profileImageUrl: null,
    role: 'employee',
    employeeType: 'hourly',
    weeklyHoursLimit: 40,
    minHours: null,
    targetHours: null,
    managesAllLocations: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A team member as a manager reads them: a user with the hourly rate and qualifications. */
export function makeEmployee(overrides: Partial<Employee> = {}): Employee {
  return {
    ...makeUser(overrides),
    hourlyRate: null,
    positions: [],
    locationIds: [1],
    ...overrides,
  };
}

/** The organization's settings as GET /api/organization-settings answers them. */
export function makeOrganizationSettings(
  overrides: Partial<OrganizationSettingsResponse> = {},
): OrganizationSettingsResponse {
  return {
    ...ORGANIZATION_SETTINGS_DEFAULTS,
    businessName: 'My Organization',
    timeZone: DEFAULT_TIME_ZONE,
    weekStartsOn: MONDAY,
    updatedAt: '2025-06-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A swap or cover request as the swap reads answer it, between Ann (7) and Ben (8). */
export function makeSwapRequest(overrides: Partial<SwapRequestResponse> = {}): SwapRequestResponse {
  return {
    id: 1,
    requestingEmployeeId: 7,
    targetEmployeeId: 8,
    requestingShiftId: 1,
    targetShiftId: 2,
    requestType: 'swap',
    reason: 'Family dinner',
    status: 'pending',
    reviewedBy: null,
    reviewedAt: null,
    parentRequestId: null,
    createdAt: '2030-03-01T10:00:00.000Z',
    updatedAt: '2030-03-01T10:00:00.000Z',
    requestingShift: {
      id: 1,
      title: 'Morning',
      date: '2030-03-04',
      startTime: '08:00',
      duration: 90,
    },
    targetShift: { id: 2, title: 'Evening', date: '2030-03-05', startTime: '17:00', duration: 90 },
    requestingEmployee: { id: 7, firstName: 'Ann', lastName: 'Lee' },
    targetEmployee: { id: 8, firstName: 'Ben', lastName: 'Ray' },
    ...overrides,
  };
}

const STAMP = '2030-01-01T00:00:00.000Z';

/** An invitation as made (POST /api/employee-invitations), open for a week. */
export function makeInvitation(overrides: Partial<InvitationResponse> = {}): InvitationResponse {
  return {
    id: 9,
    organizationId: 1,
    email: 'ivy@example.com',
    firstName: 'Ivy',
    lastName: 'Nguyen',
    role: 'employee',
    invitationToken: 'tok-abc',
    invitedBy: 1,
    locationIds: [],
    status: 'pending',
    expiresAt: '2030-01-08T00:00:00.000Z',
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

/** What an open invitation tells the page that accepts it. */
export function makeInvitationDetails(
  overrides: Partial<InvitationDetailsResponse> = {},
): InvitationDetailsResponse {
  return {
    email: 'ivy@example.com',
    firstName: 'Ivy',
    lastName: 'Nguyen',
    role: 'employee',
    firstManager: false,
    expiresAt: '2030-01-08T00:00:00.000Z',
    ...overrides,
  };
}

/** A pending all-day vacation request by employee 7. */
export function makeTimeOffRequest(
  overrides: Partial<TimeOffRequestResponse> = {},
): TimeOffRequestResponse {
  return {
    id: 1,
    employeeId: 7,
    employeeName: 'Ivy Nguyen',
    startDate: '2030-03-04',
    endDate: '2030-03-04',
    startTime: null,
    endTime: null,
    allDay: true,
    type: 'vacation',
    reason: 'Family trip',
    requiresApproval: true,
    status: 'pending',
    reviewedBy: null,
    reviewedAt: null,
    reviewerNotes: null,
    multipleDates: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

/** Employee 7's recurring unavailability: Mondays 9 to 5. */
export function makeUnavailability(
  overrides: Partial<UnavailabilityResponse> = {},
): UnavailabilityResponse {
  return {
    id: 1,
    employeeId: 7,
    dayOfWeek: 1,
    startTime: '09:00',
    endTime: '17:00',
    effectiveFrom: null,
    effectiveUntil: null,
    notes: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

/** A shift as the manager's reads answer it: an hour starting at 8 + id o'clock today, nobody on it. */
export const testShift = (
  id: number,
  title: string,
  overrides: Partial<ShiftResponse> = {},
): ShiftResponse => ({
  id,
  title,
  shiftType: 'Standard',
  color: 'teal',
  numberOfStations: 1,
  employeesPerStation: 1,
  date: todayIn(),
  startTime: `${String(8 + id).padStart(2, '0')}:00`,
  endTime: `${String(9 + id).padStart(2, '0')}:00`,
  duration: 60,
  notes: null,
  positionId: null,
  positionName: null,
  positionColor: null,
  locationId: 1,
  locationName: 'Main',
  locationTimeZone: DEFAULT_TIME_ZONE,
  recurringSeriesId: null,
  offeredAt: null,
  claimMode: null,
  bidDeadline: null,
  pendingClaims: 0,
  createdBy: null,
  published: true,
  assignments: [],
  assignedEmployees: [],
  ...overrides,
});

/** What the home page hands a dashboard; the callbacks are spies. */
export function makeSession(overrides: Partial<DashboardSession> = {}): DashboardSession {
  return {
    user: makeUser({ role: 'manager' }),
    roles: ['manager', 'employee'],
    roleView: 'manager',
    onRoleViewChange: vi.fn(),
    onSignOut: vi.fn(),
    signingOut: false,
    ...overrides,
  };
}

/** Renders with a fresh query client and the toaster, as the app does. */
export function renderWithProviders(ui: ReactNode) {
  const client = createQueryClient({ retryDelay: () => 0 });
  const result = render(
    <QueryClientProvider client={client}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return { client, ...result };
}

/** The only location of an organization that has one. */
export const ONE_LOCATION = {
  id: 1,
  name: 'Main',
  address: null,
  timeZone: DEFAULT_TIME_ZONE,
  geofence: null,
};

/**
 * Answers the calls a dashboard's frame makes by itself (the notifications bell), with nothing
 * unread; undefined for any other call. Tests about something else chain their own answers.
 */
export function quietDashboardApi({ url }: ApiCall): Response | undefined {
  if (url.startsWith('/api/notifications/unread-count')) return jsonResponse({ count: 0 });
  if (url.startsWith('/api/notifications')) return jsonResponse([]);
  // A confirmed organization that already has a schedule: no banner, no example-week offer.
  if (url.startsWith('/api/organization/onboarding'))
    return jsonResponse({ verified: true, canLoadExampleWeek: false });
  // One site: the location picker and the shift dialogs' Location select stay away.
  if (url === '/api/locations') return jsonResponse([ONE_LOCATION]);
  return undefined;
}
