// The manager's timesheet: an employee's punches against their shift, a correction with its
// reason (the original kept beside it), approval and the payroll file.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { DEPOT, setUpClockDay, signedInApi } from './support/time-clock';

test.use({ timezoneId: 'America/Chicago' });

const position = { lat: DEPOT.latitude, lng: DEPOT.longitude, accuracy: 10 };
const key = () => `e2e-${crypto.randomUUID()}`;

test('shows punches against the shift, corrects one with a reason, approves and exports', async ({
  page,
  browser,
  baseURL,
}) => {
  const day = await setUpClockDay(browser, baseURL!);
  const employeeApi = await signedInApi(browser, baseURL!, day.employee);
  const clockIn = await employeeApi.post('/api/clock/in', {
    data: { idempotencyKey: key(), position },
  });
  expect(clockIn.status(), await clockIn.text()).toBe(201);
  const clockOut = await employeeApi.post('/api/clock/out', {
    data: { idempotencyKey: key(), position },
  });
  expect(clockOut.status(), await clockOut.text()).toBe(201);

  await signIn(page, day.manager);
  await page.getByRole('tab', { name: 'Timesheets' }).click();
  const people = page.getByRole('region', { name: 'People' });
  const name = `${day.employee.firstName} ${day.employee.lastName}`;
  await expect(people.getByRole('button', { name, exact: true })).toBeVisible();
  await people.getByRole('button', { name, exact: true }).click();
  await expect(people.getByText(/^Dock, /)).toBeVisible();
  await expect(people.getByText('In', { exact: true })).toBeVisible();
  await expect(people.getByText('Out', { exact: true })).toBeVisible();

  await people.getByRole('button', { name: 'Correct' }).first().click();
  const dialog = page.getByRole('dialog', { name: `Correct ${name}'s punch` });
  const original = await dialog.getByLabel('Time', { exact: true }).inputValue();
  const earlier = original.replace(/T(\d\d):(\d\d)/, (_m, h: string) => `T${h}:00`);
  await dialog
    .getByLabel('Time', { exact: true })
    .fill(earlier === original ? original.replace(/:\d\d$/, ':01') : earlier);
  await dialog.getByLabel('Reason').fill('Tapped late at the door');
  await dialog.getByRole('button', { name: 'Save correction' }).click();
  await expect(dialog).toBeHidden();
  await expect(people.getByText(/Corrected by .*: Tapped late at the door/)).toBeVisible();
  await expect(people.getByLabel(/^Originally /)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/timesheets-desktop.png', fullPage: true });

  await people.getByRole('button', { name: `Approve ${name}'s timesheet` }).click();
  await expect(people.getByText(/Approved by/)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Payroll CSV' }).click();
  const file = await (await download).path();
  expect(fs.readFileSync(file, 'utf8')).toContain(day.employee.lastName);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/timesheets-390.png', fullPage: true });
});

test('an employee proposes a missed punch and the manager, whose browser keeps another zone, approves it', async ({
  browser,
  baseURL,
}) => {
  const day = await setUpClockDay(browser, baseURL!);
  const employeePage = await (
    await browser.newContext({
      baseURL,
      timezoneId: 'America/Chicago',
      viewport: { width: 390, height: 844 },
    })
  ).newPage();
  await signIn(employeePage, day.employee);
  await employeePage.getByRole('combobox', { name: 'Dashboard section' }).selectOption('payroll');
  const sheet = employeePage.getByRole('region', { name: 'My timesheet' });
  await sheet.getByRole('button', { name: 'Propose a missed punch' }).click();
  const dialog = employeePage.getByRole('dialog', { name: 'Propose a missed punch' });
  await dialog.getByLabel('Reason').fill('Phone was dead');
  await dialog.getByRole('button', { name: 'Send to a manager' }).click();
  await expect(dialog).toBeHidden();
  await expect(sheet.getByText(/waiting for a manager/)).toBeVisible();
  await employeePage.screenshot({
    path: 'test-results/screens/my-timesheet-390.png',
    fullPage: true,
  });
  await employeePage.setViewportSize({ width: 1280, height: 800 });
  await employeePage.screenshot({
    path: 'test-results/screens/employee-dashboard-desktop.png',
    fullPage: true,
  });

  // A manager away from the Chicago depot: the proposal reads on the depot's clock, named.
  const page = await (await browser.newContext({ baseURL, timezoneId: 'Asia/Tokyo' })).newPage();
  await signIn(page, day.manager);
  await page.getByRole('tab', { name: 'Timesheets' }).click();
  const name = `${day.employee.firstName} ${day.employee.lastName}`;
  const proposals = page.getByRole('region', { name: /Proposed corrections/ });
  await expect(proposals.getByText(new RegExp(`^${name}: Add in at .*, 9:00 AM$`))).toBeVisible();
  await expect(proposals.getByText('Times in America/Chicago')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/timesheets-proposals-away.png' });
  await page.getByRole('button', { name: `Approve ${name}'s correction` }).click();
  await expect(proposals).toHaveCount(0);
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByText('(added)')).toBeVisible();
  // Typed on the depot's clock, shown on it.
  await page.getByRole('button', { name: 'Add punch' }).first().click();
  const adding = page.getByRole('dialog', { name: `Add a punch for ${name}` });
  const time = adding.getByLabel('Time', { exact: true });
  await expect(time).toHaveAccessibleDescription('Times in America/Chicago');
  await page.screenshot({ path: 'test-results/screens/timesheets-add-punch-away.png' });
  await adding.getByLabel('Punch').selectOption('out');
  await time.fill((await time.inputValue()).replace(/T\d\d:\d\d$/, 'T13:30'));
  await adding.getByLabel('Reason').fill('Left without clocking out');
  await adding.getByRole('button', { name: 'Save correction' }).click();
  await expect(adding).toBeHidden();
  await expect(page.getByRole('region', { name: 'People' }).getByText('1:30 PM')).toBeVisible();
});
