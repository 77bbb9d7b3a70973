// Shifts and people read through the API as the signed-in manager of `page`, for specs that set
// up a schedule before they drive the screen.
import { expect, type Page } from '@playwright/test';
import type { TestAccount } from './users';

interface ShiftFields {
  title: string;
  date: string;
  startTime?: string;
  employeesPerStation?: number;
  employeeIds?: number[];
}

/** Creates a one-station, one-person, two-hour shift at 09:00 unless `fields` say otherwise. */
export async function postShift(page: Page, fields: ShiftFields) {
  const res = await page.request.post('/api/shifts', {
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
export async function employeeIdOf(page: Page, account: TestAccount): Promise<number> {
  const people = (await (await page.request.get('/api/employees')).json()) as {
    id: number;
    email: string;
  }[];
  return people.find((p) => p.email === account.email)!.id;
}
