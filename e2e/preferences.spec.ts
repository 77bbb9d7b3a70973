import { expect, test } from '@playwright/test';
import { todayIn, weekdayOf } from '../shared/domain/dates';
import { expectNoSeriousViolations } from './support/axe';
import { expectNoSideways } from './support/no-sideways';
import { signIn } from './support/sign-in';
import { createAccount, createOrganization } from './support/users';

const SCREENS = 'test-results/screens';
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

test('an employee sets a preference and wanted hours on a phone, and the manager sees the mark in the team grid', async ({
  browser,
  page,
}) => {
  // Two people, two sign-ins and two browsers: more than the default on a busy machine.
  test.setTimeout(180_000);
  const tag = Math.random().toString(36).slice(2, 7);
  const organizationId = await createOrganization();
  const [manager, employee] = await Promise.all([
    createAccount('manager', {}, organizationId),
    createAccount('employee', { firstName: 'Pia', lastName: `Pref${tag}` }, organizationId),
  ]);
  // Today's weekday: the mark then shows in the week the grid opens on.
  const today = todayIn('America/Chicago');
  const weekday = DAYS[weekdayOf(today)]!;

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
  const preferences = employeePage.getByRole('region', { name: 'Preferences' });
  await expect(preferences.getByText('No preferences yet.')).toBeVisible();
  await preferences.getByRole('button', { name: 'Add Preference' }).click();
  const dialog = employeePage.getByRole('dialog', { name: 'Add Preference' });
  await dialog.getByRole('button', { name: 'Avoid' }).click();
  await dialog.getByLabel('Day of Week').selectOption(weekday);
  await dialog.getByLabel('Start Time').fill('17:00');
  await dialog.getByLabel('End Time').fill('16:00');
  await dialog.getByRole('button', { name: 'Add Preference' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Start time must be before end time');
  await dialog.getByLabel('End Time').fill('22:00');
  await employeePage.screenshot({ path: `${SCREENS}/preference-dialog-phone.png` });
  await expectNoSeriousViolations(employeePage, 'Add Preference dialog, phone');
  await dialog.getByRole('button', { name: 'Add Preference' }).click();
  await expect(dialog).toBeHidden();
  const day = preferences.getByRole('region', { name: weekday });
  await expect(day).toContainText('Avoid');
  await expect(day).toContainText('17:00 - 22:00');
  // Row actions are a thumb's height on a phone.
  const editBox = await day.getByRole('button', { name: /Edit preference/ }).boundingBox();
  expect(editBox!.height).toBeGreaterThanOrEqual(40);

  const hours = employeePage.getByRole('region', { name: 'Weekly Hours' });
  await expect(hours).toContainText('Your limit is 40 h a week.');
  await hours.getByLabel('Minimum hours').fill('20');
  await hours.getByLabel('Target hours').fill('41');
  await hours.getByRole('button', { name: 'Save Hours' }).click();
  await expect(hours.getByRole('alert')).toHaveText(
    'Target hours cannot be more than the weekly hours limit (40 h)',
  );
  await hours.getByLabel('Target hours').fill('32.5');
  await hours.getByRole('button', { name: 'Save Hours' }).click();
  await expect(hours.getByRole('button', { name: 'Save Hours' })).toBeDisabled();
  await expectNoSideways(employeePage);
  await preferences.scrollIntoViewIfNeeded();
  await employeePage.screenshot({ path: `${SCREENS}/preferences-phone.png`, fullPage: true });
  await expectNoSeriousViolations(employeePage, 'Time Away with preferences, phone');
  const me = await (await employeePage.request.get('/api/user')).json();
  expect(me).toMatchObject({ minHours: 20, targetHours: 32.5 });

  // The manager, on a desktop: the team grid marks the avoided day.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, manager);
  const schedule = page.getByRole('tabpanel', { name: 'Weekly Schedule' });
  await schedule.getByRole('button', { name: 'Team' }).click();
  const grid = schedule.locator('[data-team-grid]');
  const row = grid.locator('tr').filter({ has: page.getByRole('rowheader', { name: /Pia/ }) });
  const cell = row.locator('td').nth((weekdayOf(today) + 6) % 7);
  const mark = cell.getByRole('img', { name: 'Would rather avoid 17:00–22:00' });
  await expect(mark).toBeVisible();
  await expect(mark).toHaveAttribute('title', 'Would rather avoid 17:00–22:00');
  await page.screenshot({ path: `${SCREENS}/preferences-team-grid-1280.png` });
  await cell.screenshot({ path: `${SCREENS}/preferences-team-cell.png` });

  // ... and the person's profile lists it with the hours they want.
  await page.goto('/?tab=coaches');
  await page
    .getByRole('button', { name: `Edit Pia Pref${tag}` })
    .first()
    .click();
  const profile = page.getByRole('dialog', { name: 'Edit Employee' });
  await expect(profile.getByLabel('Target hours wanted')).toHaveValue('32.5');
  await expect(profile.getByRole('region', { name: weekday })).toContainText('17:00 - 22:00');
  await page.screenshot({ path: `${SCREENS}/preferences-profile-1280.png`, fullPage: true });
  await expectNoSeriousViolations(page, 'Edit Employee with preferences');
  await phone.close();
});
