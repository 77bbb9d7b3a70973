import { expect, test } from '@playwright/test';
import { addDaysIso, todayIn, weekStart, MONDAY } from '@shared/domain/dates';
import { horizonRule } from '@shared/domain/scheduling-horizon';
import { signIn } from './support/sign-in';
import { createAccount, createOrganization } from './support/users';

const SCREENS = 'test-results/screens';

test('a team that schedules two weeks ahead cannot add a shift past that', async ({ page }) => {
  const organizationId = await createOrganization();
  const manager = await createAccount('manager', {}, organizationId);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, manager);

  const section = page.getByRole('combobox', { name: 'Dashboard section' });
  await section.selectOption({ label: 'Settings' });
  const scheduling = page.getByRole('region', { name: 'Scheduling' });
  const advance = scheduling.getByLabel('Advance scheduling');
  await expect(advance).toHaveValue('0');
  await expect(advance.getByRole('option', { name: 'No limit' })).toHaveCount(1);
  await advance.selectOption({ label: '2 weeks' });
  await scheduling.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Scheduling settings have been updated.')).toBeVisible();
  await scheduling.screenshot({ path: `${SCREENS}/advance-scheduling-setting-390.png` });

  // The organization's zone is Central time, the default.
  const horizon = addDaysIso(weekStart(todayIn('America/Chicago'), MONDAY), 2 * 7 + 6);
  await section.selectOption({ label: 'Weekly Schedule' });
  const schedule = page.getByRole('tabpanel', { name: 'Weekly Schedule' });
  await schedule.getByRole('button', { name: 'Add Shift' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Shift' });
  const date = add.getByLabel('Date', { exact: true });
  await expect(date).toHaveAttribute('max', horizon);
  await expect(add.getByText(horizonRule(2, horizon))).toBeVisible();
  await add.getByLabel('Title').fill('Too far');
  await date.fill(addDaysIso(horizon, 1));
  await page.screenshot({ path: `${SCREENS}/advance-scheduling-add-shift-390.png` });
  await add.getByRole('button', { name: 'Create Shift' }).click();
  await page.getByRole('button', { name: 'Create Anyway' }).click();
  await expect(page.getByText('Cannot Create Shift')).toBeVisible();
  await expect(page.getByText(horizonRule(2, horizon)).last()).toBeVisible();
});
