import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';
import { createAccount, createOrganization } from './support/users';

const SCREENS = 'test-results/screens';

async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a manager changes the time zone and reminders, reloads, and finds them kept', async ({
  page,
}) => {
  const manager = await createAccount('manager');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, manager);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/tab=settings/);

  const general = page.getByRole('region', { name: 'General' });
  const timeZone = general.getByRole('combobox', { name: 'Time zone' });
  await timeZone.fill('new york');
  await timeZone.press('Enter');
  await general.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('General settings have been updated.')).toBeVisible();

  const reminders = page.getByRole('region', { name: 'Shift Reminders' });
  await reminders.getByLabel('First reminder').selectOption({ label: '48 hours' });
  await reminders.getByRole('switch', { name: 'Send a second reminder' }).click();
  await reminders
    .getByLabel('Second reminder', { exact: true })
    .selectOption({ label: '30 minutes' });
  await reminders.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Shift reminder settings have been updated.')).toBeVisible();

  await page.reload();
  await expect(timeZone).toHaveValue('ET · America/New York');
  await expect(reminders.getByLabel('First reminder')).toHaveValue('48');
  await expect(reminders.getByRole('switch', { name: 'Send a second reminder' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(reminders.getByLabel('Second reminder', { exact: true })).toHaveValue('0.5');

  await page
    .getByRole('region', { name: 'Coverage Policies' })
    .getByRole('radio', { name: 'Restricted' })
    .check();
  await page.screenshot({ path: `${SCREENS}/settings-1280.png`, fullPage: true });
  await expectNoSideways(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('combobox', { name: 'Dashboard section' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/settings-390.png`, fullPage: true });
  await expectNoSideways(page);
});

test('the bell opens with No notifications for a fresh account', async ({ page }) => {
  // An organization of its own: in the shared one, other tests' shifts and swaps notify every
  // manager (late in the evening, of each shift nobody clocked in for).
  const manager = await createAccount('manager', {}, await createOrganization());
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, manager);

  const bell = page.getByRole('button', { name: 'Notifications', exact: true });
  await bell.click();
  const popup = page.getByRole('dialog', { name: 'Notifications' });
  await expect(popup.getByText('No notifications')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/notifications-popup.png` });

  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(bell).toBeFocused();

  // The employee view has its own notifications, and the same bell.
  await page.getByRole('button', { name: 'Employee', exact: true }).click();
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(popup.getByText('No notifications')).toBeVisible();
});
