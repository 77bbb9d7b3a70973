// Shared test helpers: a fresh query client per render, fetch answered by Response objects, and
// factories of whole answers with overrides (the client parses every answer with its schema, so a
// partial one fails the way a server bug would).
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { DEFAULT_TIME_ZONE } from '@shared/domain/dates';
import { ORGANIZATION_SETTINGS_DEFAULTS } from '@shared/domain/organization-settings-defaults';
import type { OrganizationSettingsResponse } from '@shared/validators/settings-responses';
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
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A team member as a manager reads them: a user with the hourly rate. */
export function makeEmployee(overrides: Partial<Employee> = {}): Employee {
  return { ...makeUser(overrides), hourlyRate: null, ...overrides };
}

/** The organization's settings as GET /api/organization-settings answers them. */
export function makeOrganizationSettings(
  overrides: Partial<OrganizationSettingsResponse> = {},
): OrganizationSettingsResponse {
  return {
    ...ORGANIZATION_SETTINGS_DEFAULTS,
    businessName: 'My Organization',
    timeZone: DEFAULT_TIME_ZONE,
    updatedAt: '2025-06-01T00:00:00.000Z',
    ...overrides,
  };
}

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
  const client = createQueryClient();
  const result = render(
    <QueryClientProvider client={client}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return { client, ...result };
}

/**
 * Answers the calls a dashboard's frame makes by itself (the notifications bell), with nothing
 * unread; undefined for any other call. Tests about something else chain their own answers.
 */
export function quietDashboardApi({ url }: ApiCall): Response | undefined {
  if (url.startsWith('/api/notifications/unread-count')) return jsonResponse({ count: 0 });
  if (url.startsWith('/api/notifications')) return jsonResponse([]);
  return undefined;
}
