import { expect, test, type Page } from '@playwright/test';
import { todayIn } from '../shared/domain/dates';
import { signIn } from './support/sign-in';
import { createAccount, type TestAccount } from './support/users';

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('an employee reads this week on a phone, shares the schedule, and opens it offline', async ({
  page,
  context,
  browser,
  playwright,
  baseURL,
}) => {
  const manager = await createAccount('manager');
  const employee = await createAccount('employee', { firstName: 'Robin' });
  const coworker = await createAccount('employee', { firstName: 'Casey' });

  // The manager schedules today's shift for both, through the API.
  const api = await playwright.request.newContext({ baseURL });
  await api.post('/api/login', { data: { email: manager.email, password: manager.password } });
  const people: (TestAccount & { id: number })[] = await (await api.get('/api/employees')).json();
  const idOf = (account: TestAccount) => people.find((p) => p.email === account.email)!.id;
  const created = await api.post('/api/shifts', {
    data: {
      title: 'Front Desk',
      shiftType: 'Standard',
      numberOfStations: 1,
      employeesPerStation: 2,
      date: todayIn(),
      startTime: '23:00',
      duration: 60,
      employeeIds: [idOf(employee), idOf(coworker)],
    },
  });
  expect(created.status()).toBe(201);
  await api.dispose();

  await signIn(page, employee);
  const myShifts = page.getByRole('region', { name: 'My shifts for the week' });
  await expect(myShifts.getByText('Front Desk')).toBeVisible();
  await expect(myShifts.getByText(`Working with: Casey ${coworker.lastName}`)).toBeVisible();
  await expect(myShifts.getByRole('button', { name: 'Request Switch' })).toBeEnabled();
  expect(await noSideScroll(page)).toBeLessThanOrEqual(0);

  // The calendar: a day's chip shows its start time; a tap on a day lists its shifts in full.
  await page.getByRole('button', { name: 'Calendar' }).click();
  const calendar = page.getByRole('grid');
  const todayCell = calendar.locator('[role="gridcell"][aria-current="date"]');
  await expect(todayCell.getByText('11p', { exact: true })).toBeVisible();
  const listed = page.getByRole('region', { name: /^Shifts on / });
  await calendar.locator('[role="gridcell"]:not([aria-current])').first().tap();
  await expect(listed).toContainText('No shifts on this day');
  await todayCell.getByText('11p', { exact: true }).tap();
  await expect(listed).toContainText('Front Desk');
  await expect(listed).toContainText('11:00 PM – 12:00 AM');
  await expect(listed).toContainText(`Robin ${employee.lastName}, Casey ${coworker.lastName}`);
  expect(await noSideScroll(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/screens/calendar-employee-390.png', fullPage: true });

  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Your Schedule' });
  await dialog.getByRole('button', { name: 'Generate Link' }).click();
  const shareUrl = await dialog.getByLabel('Share link').inputValue();
  expect(shareUrl).toMatch(/\/public-schedule\/[A-Za-z0-9_-]{43}$/);
  await expect(dialog.getByText('Subscribe in your calendar app')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close dialog' }).click();

  // Someone with the link and no session reads the schedule.
  const stranger = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const publicPage = await stranger.newPage();
  await publicPage.goto(shareUrl);
  await expect(
    publicPage.getByRole('heading', { name: `Robin ${employee.lastName}'s Schedule` }),
  ).toBeVisible();
  await expect(publicPage.getByText('Viewing shared schedule')).toBeVisible();
  await expect(publicPage.getByRole('heading', { name: 'Front Desk' })).toBeVisible();
  await expect(publicPage.getByText('11:00 PM – 12:00 AM')).toBeVisible();
  await expect(publicPage.getByText(coworker.lastName)).toHaveCount(0);
  expect(await noSideScroll(publicPage)).toBeLessThanOrEqual(0);
  await stranger.close();

  // Once the service worker runs, a load of the schedule is kept for offline use.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.getByRole('button', { name: 'List' }).click();
  await expect(myShifts.getByText('Front Desk')).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline. Showing your last loaded schedule.')).toBeVisible();
  await expect(myShifts.getByText('Front Desk')).toBeVisible();

  // What was kept for offline use leaves with the person who signs out.
  await context.setOffline(false);
  const keptForOffline = () =>
    page.evaluate(async () =>
      (await caches.keys()).some((name) => name.startsWith('shynk-user-data-')),
    );
  expect(await keptForOffline()).toBe(true);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect.poll(keptForOffline).toBe(false);
});
