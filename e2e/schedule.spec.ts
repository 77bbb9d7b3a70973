import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';
import { createAccount } from './support/users';

const SCREENS = 'test-results/screens';

async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a manager creates a weekly series for two employees, sees, edits and deletes it', async ({
  page,
  browser,
}) => {
  // A long flow with two people signing in: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const manager = await createAccount('manager');
  const ava = await createAccount('employee', { firstName: 'Ava' });
  const noah = await createAccount('employee', { firstName: 'Noah' });
  const avaName = `${ava.firstName} ${ava.lastName}`;
  const noahName = `${noah.firstName} ${noah.lastName}`;
  const title = `Standup ${ava.lastName.slice(-4)}`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, manager);
  const schedule = page.getByRole('tabpanel', { name: 'Weekly Schedule' });
  // Other specs add shifts to the same organization at the same time, so this one looks only at
  // Ava's shifts, and 'Unleash the Shynk' disabled with no upcoming shifts is a component test.
  await schedule.getByText('Employees: All Employees').click();
  await schedule.getByRole('checkbox', { name: avaName }).check();
  await schedule.getByText('Employees: 1 employee').click();

  await schedule.getByRole('button', { name: 'Add Shift' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Shift' });
  await add.getByLabel('Title').fill(title);
  await add.getByLabel('Number of Stations').selectOption('2');
  await add.getByRole('checkbox', { name: avaName }).check();
  await add.getByRole('checkbox', { name: noahName }).check();
  await add.getByRole('switch', { name: 'Repeat this shift' }).click();
  await add.getByLabel('Repeat Frequency').selectOption('weekly');
  const startDate = await add.getByLabel('Date', { exact: true }).inputValue();
  const end = new Date(`${startDate}T12:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 21);
  await add.getByLabel('Repeat End Date').fill(end.toISOString().slice(0, 10));
  await page.screenshot({ path: `${SCREENS}/schedule-add-1280.png` });
  await add.getByRole('button', { name: 'Create Shift' }).click();
  await expect(page.getByText('Shift created successfully')).toBeVisible();
  await expect(add).toBeHidden();

  const row = schedule.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(avaName);
  await expect(row).toContainText(noahName);
  await expect(row).not.toContainText('Understaffed');
  await expect(schedule.getByRole('button', { name: 'Unleash the Shynk' })).toBeEnabled();
  await page.screenshot({ path: `${SCREENS}/schedule-list-1280.png`, fullPage: true });
  await expectNoSideways(page);

  // The assigned employee finds the news in the bell, on their phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const employeePage = await phone.newPage();
  await signIn(employeePage, ava);
  await employeePage.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const bell = employeePage.getByRole('dialog', { name: 'Notifications' });
  await expect(bell).toContainText('New shift assigned');
  await expect(bell).toContainText(`You have been assigned to "${title}"`);
  await employeePage.screenshot({ path: `${SCREENS}/schedule-employee-bell-390.png` });
  await phone.close();

  await schedule.getByRole('button', { name: 'Calendar' }).click();
  const chips = schedule.getByRole('grid').getByRole('button', { name: new RegExp(title) });
  await expect(chips.first()).toContainText('Ava, Noah');
  await page.screenshot({ path: `${SCREENS}/schedule-calendar-1280.png`, fullPage: true });

  await chips.first().click();
  const edit = page.getByRole('dialog', { name: 'Edit Shift' });
  await expect(edit.getByRole('button', { name: 'No Changes' })).toBeDisabled();
  await expect(edit.getByText('Date cannot be changed for recurring shifts')).toBeVisible();
  await edit.getByRole('radio', { name: 'Update a number of shifts' }).check();
  await edit.getByRole('spinbutton', { name: 'Number of shifts' }).fill('2');
  await edit.getByLabel('Title').fill(`${title} edited`);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Shift updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(chips.first()).toContainText(`${title} edited`);

  // On a phone the month is a grid of days with dots and the chosen day's shifts below it.
  await page.setViewportSize({ width: 390, height: 844 });
  const day = new Date(`${startDate}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  await schedule.getByRole('gridcell', { name: new RegExp(`^${day}: \\d+ shifts?`) }).click();
  await expect(schedule.getByRole('region', { name: `Shifts on ${day}` })).toContainText(
    `${title} edited`,
  );
  await page.screenshot({ path: `${SCREENS}/schedule-calendar-390.png`, fullPage: true });
  await expectNoSideways(page);

  await schedule.getByRole('button', { name: 'List' }).click();
  await expect(schedule.getByRole('list', { name: 'Shifts' })).toContainText(`${title} edited`);
  await page.screenshot({ path: `${SCREENS}/schedule-cards-390.png`, fullPage: true });
  await expectNoSideways(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await schedule.getByRole('button', { name: `Delete ${title} edited` }).click();
  const remove = page.getByRole('dialog', { name: 'Delete Shift' });
  await remove.getByRole('radio', { name: 'The whole series' }).check();
  await remove.getByRole('button', { name: 'Delete Series' }).click();
  await expect(page.getByText('Shift deleted successfully')).toBeVisible();
  await expect(schedule.getByText('No shifts scheduled for this week')).toBeVisible();
  await schedule.getByRole('button', { name: 'Next week' }).click();
  await expect(schedule.getByText('No shifts scheduled for this week')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await schedule.getByRole('button', { name: 'Add Shift' }).click();
  await page.screenshot({ path: `${SCREENS}/schedule-add-390.png` });
  await page.keyboard.press('Escape');
  await page.screenshot({ path: `${SCREENS}/schedule-list-390.png`, fullPage: true });
  await expectNoSideways(page);
});
