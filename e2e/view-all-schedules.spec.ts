import { expect, test } from '@playwright/test';
import { todayIn } from '../shared/domain/dates';
import { signIn } from './support/sign-in';
import { createAccount, createOrganization, type TestAccount } from './support/users';

test('an employee sees only their own shifts until the manager allows all schedules', async ({
  page,
  playwright,
  baseURL,
}) => {
  // An organization of its own: the setting changes what its employees read.
  const organizationId = await createOrganization();
  const manager = await createAccount('manager', {}, organizationId);
  const robin = await createAccount('employee', { firstName: 'Robin' }, organizationId);
  const casey = await createAccount('employee', { firstName: 'Casey' }, organizationId);

  const api = await playwright.request.newContext({ baseURL });
  await api.post('/api/login', { data: { email: manager.email, password: manager.password } });
  const people: (TestAccount & { id: number })[] = await (await api.get('/api/employees')).json();
  const idOf = (account: TestAccount) => people.find((p) => p.email === account.email)!.id;
  const shift = (title: string, person: TestAccount) =>
    api.post('/api/shifts', {
      data: {
        title,
        shiftType: 'Standard',
        numberOfStations: 1,
        employeesPerStation: 1,
        date: todayIn(),
        startTime: '23:00',
        duration: 60,
        employeeIds: [idOf(person)],
      },
    });
  expect((await shift('Front Desk', robin)).status()).toBe(201);
  expect((await shift('Closing', casey)).status()).toBe(201);

  await signIn(page, robin);
  await expect(page.getByRole('table').getByText('Front Desk')).toBeVisible();
  await expect(page.getByText('Closing')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'All Shifts' })).toHaveCount(0);

  const allowed = await api.patch('/api/organization-settings', {
    data: { allowViewAllSchedules: true },
  });
  expect(allowed.status()).toBe(200);
  await api.dispose();

  await page.reload();
  await page.getByRole('button', { name: 'All Shifts' }).click();
  await expect(page.getByRole('table').getByText('Closing')).toBeVisible();
});
