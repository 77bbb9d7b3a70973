// A location's kiosk: a manager creates it in Settings and opens its one-time link on the tablet;
// an employee taps their name, types their PIN and clocks in; revoking the kiosk stops it.
import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { setUpClockDay, signedInApi } from './support/time-clock';

test.use({ timezoneId: 'America/Chicago' });

test('clocks an employee in by PIN at a kiosk made in Settings, until it is revoked', async ({
  page,
  browser,
  baseURL,
}) => {
  const day = await setUpClockDay(browser, baseURL!);
  const employeeApi = await signedInApi(browser, baseURL!, day.employee);
  expect((await employeeApi.put('/api/clock/pin', { data: { pin: '2468' } })).status()).toBe(204);

  await signIn(page, day.manager);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const card = page.getByRole('region', { name: 'Time clock' });
  await expect(card.getByLabel('Pay period', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Create kiosk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create kiosk' });
  await dialog.getByLabel('Name').fill('Front door');
  await dialog.getByRole('button', { name: 'Create kiosk' }).click();
  await expect(dialog.getByText(/will not be shown again/)).toBeVisible();
  const link = await dialog.getByLabel(/^Link for/).inputValue();
  expect(link).toMatch(/\/kiosk#token=[\w-]{40,}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByText('Front door')).toBeVisible();
  await card.screenshot({ path: 'test-results/screens/time-clock-settings-desktop.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await card.screenshot({ path: 'test-results/screens/time-clock-settings-390.png' });

  // The tablet holds no session: a context of its own.
  const tablet = await (
    await browser.newContext({ baseURL, timezoneId: 'America/Chicago' })
  ).newPage();
  await tablet.goto(link);
  await expect(tablet.getByRole('heading', { name: 'Depot' })).toBeVisible();
  await expect(tablet).toHaveURL(/\/kiosk$/);
  await tablet.screenshot({ path: 'test-results/screens/kiosk-board-desktop.png', fullPage: true });
  const name = `${day.employee.firstName} ${day.employee.lastName}`;
  await tablet
    .getByRole('region', { name: 'Expected today' })
    .getByRole('button', { name: new RegExp(name) })
    .click();
  for (const digit of '2468')
    await tablet.getByRole('button', { name: digit, exact: true }).click();
  await tablet.setViewportSize({ width: 390, height: 844 });
  await tablet.screenshot({ path: 'test-results/screens/kiosk-pin-390.png', fullPage: true });
  await tablet.getByRole('button', { name: 'Clock in' }).click();
  await expect(tablet.getByRole('heading', { name: `Thanks, ${name}` })).toBeVisible();
  await expect(tablet.getByText(/^Clocked in at /)).toBeVisible();
  await tablet.getByRole('button', { name: 'Done' }).click();
  await expect(tablet.getByRole('region', { name: 'On now' })).toContainText(name);
  await tablet.screenshot({ path: 'test-results/screens/kiosk-board-390.png', fullPage: true });

  const clock = await (await employeeApi.get('/api/clock')).json();
  expect(clock.state).toBe('in');
  expect(clock.today[0].source).toBe('kiosk');

  await card.getByRole('button', { name: 'Revoke Front door' }).click();
  await expect(card.getByText('No kiosks yet.')).toBeVisible();
  await tablet.reload();
  await expect(tablet.getByRole('alert')).toHaveText('This kiosk is no longer active');
});
