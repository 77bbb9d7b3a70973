import { expect, test } from '@playwright/test';
import { dayNumber, todayIn, weekStart, MONDAY } from '../shared/domain/dates';
import { expectNoSideways } from './support/no-sideways';
import { signIn, signInByApi } from './support/sign-in';
import { createAccount } from './support/users';

const SCREENS = 'test-results/screens';

const isoDaysFromNow = (days: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

test('an employee asks for a vacation from a phone, the manager approves it, both see it', async ({
  browser,
  page,
}) => {
  // Two people, two sign-ins and two browsers: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const [manager, employee] = await Promise.all([
    createAccount('manager'),
    createAccount('employee', { firstName: 'Vera' }),
  ]);
  const employeeName = `${employee.firstName} ${employee.lastName}`;
  // Past the default 7-day notice, and clear of any shift.
  const start = isoDaysFromNow(21);
  const end = isoDaysFromNow(23);

  // The employee, on a phone.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const employeePage = await phone.newPage();
  await signIn(employeePage, employee);
  await employeePage
    .getByRole('combobox', { name: 'Dashboard section' })
    .selectOption('preferences');
  await expect(employeePage.getByText('No time off requests yet.')).toBeVisible();
  await employeePage.getByRole('button', { name: 'Request Time Off' }).click();
  const dialog = employeePage.getByRole('dialog', { name: 'Request Time Off' });
  await dialog.getByText('Date Range').click();
  await dialog.getByLabel('Start Date').fill(start);
  await dialog.getByLabel('End Date').fill(end);
  await dialog.getByLabel('Type').selectOption('vacation');
  await expect(dialog.getByRole('switch', { name: 'Requires approval' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Requires approval' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(dialog.getByText('Please provide a reason for your time off request')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Beach week');
  await employeePage.screenshot({ path: `${SCREENS}/time-off-dialog-phone.png` });
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(dialog).toBeHidden();
  const mine = employeePage
    .getByRole('region', { name: 'Time Off Requests' })
    .getByRole('listitem');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Beach week');
  await expect(mine).toContainText('Pending');
  await expectNoSideways(employeePage);
  // Row actions are a thumb's height on a phone.
  const deleteBox = await mine.getByRole('button', { name: /Delete/ }).boundingBox();
  expect(deleteBox!.height).toBeGreaterThanOrEqual(40);
  await employeePage.screenshot({ path: `${SCREENS}/time-away-phone.png`, fullPage: true });

  // The manager, on a desktop.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByApi(page.request, manager);
  await page.goto('/?tab=requests');
  const pending = page.getByRole('region', { name: 'Pending Approvals' });
  await expect(pending).toContainText(employeeName);
  await expect(pending).toContainText('Beach week');
  await page.screenshot({ path: `${SCREENS}/time-away-requests-1280.png`, fullPage: true });
  await pending.getByRole('button', { name: `Approve ${employeeName}'s request` }).click();
  await expect(pending).toContainText('No pending requests.');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText(employeeName);
  // Other specs share the organization: look at this employee's entry only.
  await expect(
    history.getByRole('listitem').filter({ hasText: employeeName }).getByText('Approved'),
  ).toBeVisible();
  await expect(
    history.getByRole('button', { name: `Cancel Time-Off for ${employeeName}` }),
  ).toBeVisible();

  // What the Weekly Schedule's banner reads.
  const banner = await page.request.get(
    `/api/time-off-requests/approved-for-range?startDate=${start}&endDate=${start}`,
  );
  expect(await banner.json()).toEqual([
    expect.objectContaining({ employeeName, startDate: start, endDate: end, reason: 'Beach week' }),
  ]);
  // ... and the banner itself, on the week that holds the vacation's first day.
  const { timeZone } = await (await page.request.get('/api/organization-settings')).json();
  const weeksAhead =
    (dayNumber(weekStart(start, MONDAY)) - dayNumber(weekStart(todayIn(timeZone), MONDAY))) / 7;
  await page.goto('/?tab=schedule');
  for (let week = 0; week < weeksAhead; week++)
    await page.getByRole('button', { name: 'Next week' }).click();
  const weekBanner = page.getByRole('region', { name: 'Approved time off' });
  await expect(weekBanner).toContainText(employeeName);
  await expect(weekBanner).toContainText('Beach week');

  // Back on the phone: the employee sees it approved.
  await employeePage.reload();
  await expect(mine).toContainText('Approved');
  await expect(mine.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await phone.close();
});
