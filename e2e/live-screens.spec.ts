// Live screens: a change made in one place shows on every open screen of the organization
// without a reload, carried by each tab's event stream.
import { expect, test } from '@playwright/test';
import { todayIn } from '../shared/domain/dates';
import { signIn } from './support/sign-in';
import { createAccount, createOrganization, type TestAccount } from './support/users';

test('an employee’s open schedule and a manager’s open week show another manager’s change at once', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const organizationId = await createOrganization();
  const manager = await createAccount('manager', {}, organizationId);
  const otherManager = await createAccount('manager', {}, organizationId);
  const employee = await createAccount('employee', { firstName: 'Robin' }, organizationId);

  const employeePage = await (await browser.newContext()).newPage();
  await signIn(employeePage, employee);
  const myShifts = employeePage.getByRole('region', { name: 'My shifts for the week' });
  await expect(myShifts).toBeVisible();
  await expect(
    employeePage.getByRole('button', { name: 'Notifications', exact: true }),
  ).toBeVisible();

  const managerPage = await (await browser.newContext()).newPage();
  await signIn(managerPage, manager);
  const week = managerPage.getByRole('tabpanel', { name: 'Weekly Schedule' });
  await expect(week).toBeVisible();

  // Another manager, elsewhere, schedules the employee through the API.
  const api = await playwright.request.newContext({ baseURL });
  await api.post('/api/login', {
    data: { email: otherManager.email, password: otherManager.password },
  });
  const people: (TestAccount & { id: number })[] = await (await api.get('/api/employees')).json();
  const created = await api.post('/api/shifts', {
    data: {
      title: 'Live Desk',
      shiftType: 'Standard',
      numberOfStations: 1,
      employeesPerStation: 1,
      date: todayIn('America/Chicago'),
      startTime: '23:00',
      duration: 60,
      employeeIds: [people.find((p) => p.email === employee.email)!.id],
    },
  });
  expect(created.status()).toBe(201);
  await api.dispose();

  // Neither page reloads: the shift and the employee's notice arrive by themselves.
  await expect(myShifts.getByText('Live Desk')).toBeVisible();
  await expect(
    employeePage.getByRole('button', { name: /^Notifications, 1 unread$/ }),
  ).toBeVisible();
  await expect(week.getByText('Live Desk').first()).toBeVisible();
});
