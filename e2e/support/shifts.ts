// Shifts and people read through the API as a signed-in manager (a page's `request`, or a request
// context of its own), for specs that set up a schedule before they drive the screen.
import { expect, type APIRequestContext } from '@playwright/test';
import type { TestAccount } from './users';

interface ShiftFields {
  title: string;
  date: string;
  startTime?: string;
  duration?: number;
  employeesPerStation?: number;
  employeeIds?: number[];
  notifyEmployees?: boolean;
}

/** Creates a one-station, one-person, two-hour shift at 09:00 unless `fields` say otherwise. */
export async function postShift(request: APIRequestContext, fields: ShiftFields) {
  const res = await request.post('/api/shifts', {
    data: {
      shiftType: 'Standard',
      color: 'teal',
      numberOfStations: 1,
      employeesPerStation: 1,
      startTime: '09:00',
      duration: 120,
      employeeIds: [],
      notifyEmployees: false,
      ...fields,
    },
  });
  expect(res.status()).toBe(201);
}

/** The id the team list gives `account`. */
export async function employeeIdOf(
  request: APIRequestContext,
  account: TestAccount,
): Promise<number> {
  const people = (await (await request.get('/api/employees')).json()) as {
    id: number;
    email: string;
  }[];
  return people.find((p) => p.email === account.email)!.id;
}
