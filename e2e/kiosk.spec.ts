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

test('a kiosk punch made offline is synced on reconnect', async ({ browser, baseURL }) => {
  const day = await setUpClockDay(browser, baseURL!);
  const employeeApi = await signedInApi(browser, baseURL!, day.employee);
  expect((await employeeApi.put('/api/clock/pin', { data: { pin: '2468' } })).status()).toBe(204);
  const created = await day.managerApi.post('/api/kiosks', {
    data: { locationId: day.locationId, name: 'Front door' },
  });
  const { token } = (await created.json()) as { token: string };

  const context = await browser.newContext({
    baseURL,
    timezoneId: 'America/Chicago',
    viewport: { width: 390, height: 844 },
  });
  const tablet = await context.newPage();
  // The key to seal punches with is read while the kiosk is still online.
  const keyRead = tablet.waitForResponse('**/api/kiosk/punch-key');
  await tablet.goto(`/kiosk#token=${token}`);
  await expect(tablet.getByRole('heading', { name: 'Depot' })).toBeVisible();
  expect((await keyRead).status()).toBe(200);

  await context.setOffline(true);
  await expect(tablet.getByRole('status')).toContainText('Offline: punches are saved');
  const name = `${day.employee.firstName} ${day.employee.lastName}`;
  const person = (region: string) =>
    tablet.getByRole('region', { name: region }).getByRole('button', { name: new RegExp(name) });
  const punch = async (region: string, pin: string, action: string) => {
    await person(region).click();
    for (const digit of pin) await tablet.getByRole('button', { name: digit, exact: true }).click();
    await tablet.getByRole('button', { name: action }).click();
  };

  const tappedAt = Date.now();
  await punch('Expected today', '2468', 'Clock in');
  await expect(tablet.getByRole('heading', { name: `Saved, ${name}` })).toBeVisible();
  await expect(tablet.getByText(/^Clocked in at .*, recorded offline$/)).toBeVisible();
  await tablet.screenshot({ path: 'test-results/screens/kiosk-saved-offline-390.png' });
  await tablet.getByRole('button', { name: 'Done' }).click();
  // Then a clock-out with a mistyped PIN: saved too, and refused once checked.
  await punch('On now', '1357', 'Clock out');
  await tablet.getByRole('button', { name: 'Done' }).click();
  await expect(tablet.getByRole('status')).toContainText('2 saved punches wait to be checked');
  await tablet.screenshot({ path: 'test-results/screens/kiosk-board-offline-390.png' });
  // The tablet keeps each punch sealed: who and which PIN only the server can read.
  const waiting = JSON.parse(
    (await tablet.evaluate(() => localStorage.getItem('clockPunchQueue')))!,
  ) as { kiosk: { body: Record<string, string> }[] };
  expect(waiting.kiosk.map((punch) => Object.keys(punch.body).sort())).toEqual([
    ['deviceTime', 'idempotencyKey', 'sealed'],
    ['deviceTime', 'idempotencyKey', 'sealed'],
  ]);

  await context.setOffline(false);
  const refused = tablet.getByRole('alert');
  await expect(refused).toContainText("That PIN doesn't match");
  await expect(refused).not.toContainText(name);
  await expect(tablet.getByRole('status')).toHaveCount(0);
  await expect(tablet.getByRole('region', { name: 'On now' })).toContainText(name);
  await tablet.screenshot({ path: 'test-results/screens/kiosk-refused-390.png' });

  const clock = await (await employeeApi.get('/api/clock')).json();
  expect(clock.state).toBe('in');
  expect(clock.today).toHaveLength(1);
  expect(clock.today[0]).toMatchObject({ kind: 'in', source: 'kiosk', recordedOffline: true });
  expect(Math.abs(Date.parse(clock.today[0].at) - tappedAt)).toBeLessThan(5_000);
  expect(Date.parse(clock.today[0].recordedAt)).toBeGreaterThanOrEqual(
    Date.parse(clock.today[0].at),
  );
  await context.close();
});
