// A day at work for the time clock specs: an organization of its own with a manager, an employee
// and a geofenced location, and a shift for the employee there that started in this quarter hour
// (so its clock-in is open now).
import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { todayIn } from '../../shared/domain/dates';
import * as schema from '../../shared/schema';
import { createAccount, createOrganization, e2eDatabase, type TestAccount } from './users';

export const DEPOT = { latitude: 41.8781, longitude: -87.6298 };
const ZONE = 'America/Chicago';

/** The time in `ZONE` a few minutes ago, as 'HH:mm' on the quarter hour. */
function startedMinutesAgo(minutes: number): string {
  const [h, m] = new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(Date.now() - minutes * 60_000))
    .split(':')
    .map(Number);
  return `${String(h).padStart(2, '0')}:${String(m! - (m! % 15)).padStart(2, '0')}`;
}

export interface ClockDay {
  manager: TestAccount;
  employee: TestAccount;
  employeeId: number;
  locationId: number;
  managerApi: APIRequestContext;
}

export async function signedInApi(browser: Browser, baseURL: string, account: TestAccount) {
  const context = await browser.newContext({ baseURL });
  const api = context.request;
  const res = await api.post('/api/login', {
    data: { email: account.email, password: account.password },
  });
  expect(res.ok()).toBe(true);
  return api;
}

export async function setUpClockDay(browser: Browser, baseURL: string): Promise<ClockDay> {
  const organizationId = await createOrganization();
  const manager = await createAccount('manager', {}, organizationId);
  const employee = await createAccount('employee', { firstName: 'Casey' }, organizationId);
  const managerApi = await signedInApi(browser, baseURL, manager);
  await managerApi.put('/api/organization-settings', { data: { timeZone: ZONE } });
  const location = await managerApi.post('/api/locations', {
    data: { name: 'Depot', timeZone: ZONE, geofence: { ...DEPOT, radiusMeters: 200 } },
  });
  expect(location.status()).toBe(201);
  const locationId = ((await location.json()) as { id: number }).id;
  const people = (await (await managerApi.get('/api/employees')).json()) as {
    id: number;
    email: string;
  }[];
  const employeeId = people.find((person) => person.email === employee.email)!.id;
  // The employee works at the depot, so its kiosk takes their punches.
  await e2eDatabase()
    .insert(schema.employeeLocations)
    .values({ organizationId, employeeId, locationId });
  const shift = await managerApi.post('/api/shifts', {
    data: {
      title: 'Dock',
      shiftType: 'Standard',
      color: 'teal',
      numberOfStations: 1,
      employeesPerStation: 1,
      date: todayIn(ZONE),
      startTime: startedMinutesAgo(0),
      duration: 240,
      locationId,
      employeeIds: [employeeId],
      notifyEmployees: false,
    },
  });
  expect(shift.status(), await shift.text()).toBe(201);
  return { manager, employee, employeeId, locationId, managerApi };
}
