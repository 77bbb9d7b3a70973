import { expect, test } from '@playwright/test';
import { todayIn } from '../shared/domain/dates';
import { employeeIdOf, postShift } from './support/shifts';
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
  const shift = async (title: string, person: TestAccount) =>
    postShift(api, {
      title,
      date: todayIn(),
      startTime: '23:00',
      duration: 60,
      employeeIds: [await employeeIdOf(api, person)],
    });
  await shift('Front Desk', robin);
  await shift('Closing', casey);

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
