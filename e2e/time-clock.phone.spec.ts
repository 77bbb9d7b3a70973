// The employee's clock on a phone: clock in inside the location's area, take a break, clock out;
// a clock-in made with no connection, kept on the phone and sent when it is back; and signing out
// with one still waiting asks first (ADR 18).
import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { DEPOT, setUpClockDay, signedInApi } from './support/time-clock';

// The phone is where the location is: its clock reads the location's time.
test.use({ timezoneId: 'America/Chicago' });

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ ...DEPOT, accuracy: 15 });
});

test('clocks in inside the area, takes a break and clocks out', async ({
  page,
  browser,
  baseURL,
}) => {
  const day = await setUpClockDay(browser, baseURL!);
  await signIn(page, day.employee);
  const card = page.getByRole('region', { name: 'Time clock' });
  await expect(card.getByText(/Shift: Dock/)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/clock-out-390.png', fullPage: true });

  await card.getByRole('button', { name: 'Clock in' }).click();
  await expect(card.getByText('Clocked in', { exact: false }).first()).toBeVisible();
  await expect(card.getByRole('timer')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/clock-in-390.png', fullPage: true });

  await card.getByRole('button', { name: 'Start break' }).click();
  await expect(card.getByRole('button', { name: 'End break' })).toBeVisible();
  await card.getByRole('button', { name: 'End break' }).click();
  await card.getByRole('button', { name: 'Clock out' }).click();
  await expect(card.getByText("You're clocked out")).toBeVisible();
  const today = card.getByRole('list');
  await expect(today.getByRole('listitem')).toHaveCount(4);
  await expect(today).not.toContainText('outside the area');

  const clock = await (await page.request.get('/api/clock')).json();
  expect(
    clock.today.map((punch: { kind: string; geofence: string }) => [punch.kind, punch.geofence]),
  ).toEqual([
    ['in', 'inside'],
    ['break_start', 'inside'],
    ['break_end', 'inside'],
    ['out', 'inside'],
  ]);
});

test('a clock-in made offline is kept with its time and sent on reconnect', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const day = await setUpClockDay(browser, baseURL!);
  await signIn(page, day.employee);
  const card = page.getByRole('region', { name: 'Time clock' });
  await expect(card.getByRole('button', { name: 'Clock in' })).toBeVisible();

  await context.setOffline(true);
  const tappedAt = Date.now();
  await card.getByRole('button', { name: 'Clock in' }).click();
  await expect(card.getByText(/Recorded offline, will send/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Clock out' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/clock-offline-390.png', fullPage: true });

  await context.setOffline(false);
  await expect(card.getByText(/Recorded offline, will send/)).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Clock out' })).toBeVisible();
  const clock = await (await page.request.get('/api/clock')).json();
  expect(clock.state).toBe('in');
  expect(clock.today).toHaveLength(1);
  expect(clock.today[0].recordedOffline).toBe(true);
  expect(Math.abs(Date.parse(clock.today[0].at) - tappedAt)).toBeLessThan(5_000);
});

test('signing out offline with a punch not yet sent asks first; back online it goes before the sign-out', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const day = await setUpClockDay(browser, baseURL!);
  await signIn(page, day.employee);
  const card = page.getByRole('region', { name: 'Time clock' });
  await expect(card.getByRole('button', { name: 'Clock in' })).toBeVisible();

  await context.setOffline(true);
  await card.getByRole('button', { name: 'Clock in' }).click();
  await expect(card.getByText(/Recorded offline, will send/)).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Punches not sent yet' });
  await expect(dialog).toContainText('1 punch is waiting to be sent: there is no connection.');
  await page.screenshot({ path: 'test-results/screens/unsent-punches-sign-out-390.png' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByText(/Recorded offline, will send/)).toBeVisible();

  // Back online, the punch goes out first and signing out asks nothing.
  await context.setOffline(false);
  await expect(card.getByText(/Recorded offline, will send/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  const employeeApi = await signedInApi(browser, baseURL!, day.employee);
  const clock = await (await employeeApi.get('/api/clock')).json();
  expect(clock.today).toEqual([expect.objectContaining({ kind: 'in', recordedOffline: true })]);
});
