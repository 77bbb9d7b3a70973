// One phone, two people: what the service worker keeps for offline use belongs to one person. The
// first person's session ends without a sign-out (the cookie is simply gone), the second signs in
// on the same browser, and offline the second person sees their own schedule and never the
// first person's, not even for a week only the first person had opened.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { addDaysIso, todayIn, weekStart, MONDAY } from '../shared/domain/dates';
import { signIn } from './support/sign-in';
import { createAccount, endSessionsOf, type TestAccount } from './support/users';

// Generous waits: a busy machine slows the run down instead of failing it.
const expect = baseExpect.configure({ timeout: 20_000 });

async function scheduleFor(
  request: import('@playwright/test').APIRequest,
  baseURL: string,
  shifts: { account: TestAccount; title: string; date: string }[],
) {
  const manager = await createAccount('manager');
  const api = await request.newContext({ baseURL });
  await api.post('/api/login', { data: { email: manager.email, password: manager.password } });
  const people: { id: number; email: string }[] = await (await api.get('/api/employees')).json();
  for (const { account, title, date } of shifts) {
    const created = await api.post('/api/shifts', {
      data: {
        title,
        shiftType: 'Standard',
        numberOfStations: 1,
        employeesPerStation: 1,
        date,
        startTime: '23:00',
        duration: 60,
        employeeIds: [people.find((p) => p.email === account.email)!.id],
      },
    });
    expect(created.status()).toBe(201);
  }
  await api.dispose();
}

/** Signs in and loads the schedule once under the service worker's control, so it is kept. */
/** The service worker's per-person caches of kept reads. */
const keptFor = (page: Page) =>
  page.evaluate(async () =>
    (await caches.keys()).filter((name) => name.startsWith('shynk-user-data-')),
  );

async function signInUnderWorker(page: Page, account: TestAccount) {
  await signIn(page, account);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test("a second person on the same phone never sees the first person's schedule offline", async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // A name no date on screen contains ('Frida' was found in every Friday).
  const first = await createAccount('employee', { firstName: 'Zora' });
  const second = await createAccount('employee', { firstName: 'Sami' });
  const today = todayIn();
  const nextWeek = addDaysIso(weekStart(today, MONDAY), 7);
  await scheduleFor(playwright.request, baseURL!, [
    { account: first, title: 'Zora Today', date: today },
    { account: first, title: 'Zora Next Week', date: nextWeek },
    { account: second, title: 'Sami Today', date: today },
  ]);
  const myShifts = page.getByRole('region', { name: 'My shifts for the week' });

  // The first person looks at this week and the next: both are kept for offline use.
  await signInUnderWorker(page, first);
  await expect(myShifts.getByText('Zora Today')).toBeVisible();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(myShifts.getByText('Zora Next Week')).toBeVisible();
  const firstCaches = await keptFor(page);
  expect(firstCaches).toHaveLength(1);

  // Their session ends without a sign-out; the second person signs in on the same browser.
  await endSessionsOf(first);
  await signInUnderWorker(page, second);
  await expect(myShifts.getByText('Sami Today')).toBeVisible();
  // Kept under the second person's name only.
  await expect.poll(() => keptFor(page)).toHaveLength(1);
  expect(await keptFor(page)).not.toEqual(firstCaches);

  // Offline: the second person's own week, and nothing of the first person's anywhere.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline. Showing your last loaded schedule.')).toBeVisible();
  await expect(myShifts.getByText('Sami Today')).toBeVisible();
  await expect(page.getByText(/Zora/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByText('Zora Next Week')).toHaveCount(0);
  await expect(page.getByText(/Zora/)).toHaveCount(0);

  // Back online, the server says the session is gone: nothing is kept for anyone after that.
  await endSessionsOf(second);
  await context.setOffline(false);
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
  await expect.poll(() => keptFor(page)).toEqual([]);
});
