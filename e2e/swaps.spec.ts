import { expect, test, type Browser, type Page } from '@playwright/test';
import { employeeIdOf } from './support/shifts';
import { signInByApi } from './support/sign-in';
import { createAccount, type TestAccount } from './support/users';

const SCREENS = 'test-results/screens';

async function signedInPage(browser: Browser, account: TestAccount, phone = false) {
  const context = await browser.newContext(
    phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {},
  );
  // Signing in is not what these flows test: the session comes through the API, and each caller
  // opens the screen it needs first, without the sign-in screen and the dashboard before it.
  await signInByApi(context.request, account);
  return context.newPage();
}

/** A date a week ahead: future in any time zone. */
function nextWeek() {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 7);
  return date.toISOString().slice(0, 10);
}

/** The employee's cards for next week's shifts (the shifts in this spec are a week ahead). */
async function nextWeekCards(page: Page) {
  await page.goto('/?tab=schedule');
  await page.getByRole('button', { name: 'Next week' }).click();
  return page.getByRole('region', { name: 'My shifts for the week' });
}

async function openShiftRequests(page: Page) {
  await page.goto('/?tab=shift-requests');
  return page.getByRole('tabpanel', { name: 'Shift Requests' });
}

test('employees swap shifts with a manager’s approval, and both schedules show the exchange', async ({
  browser,
}) => {
  // Three people in three browsers, each step a round trip: more than the default 30 s allows.
  test.slow();
  const manager = await createAccount('manager');
  const ann = await createAccount('employee', { firstName: 'Ann' });
  const ben = await createAccount('employee', { firstName: 'Ben' });
  const annName = `${ann.firstName} ${ann.lastName}`;
  const benName = `${ben.firstName} ${ben.lastName}`;
  const tag = ann.lastName.slice(-4);

  // The manager puts each of them on a shift next week.
  const managerPage = await signedInPage(browser, manager);
  const people: { id: number; email: string }[] = await (
    await managerPage.request.get('/api/employees')
  ).json();
  const idOf = (account: TestAccount) => people.find((p) => p.email === account.email)!.id;
  const date = nextWeek();
  const shiftBody = (title: string, startTime: string, employeeId: number) => ({
    title,
    shiftType: 'Standard',
    numberOfStations: 1,
    employeesPerStation: 1,
    date,
    startTime,
    duration: 90,
    employeeIds: [employeeId],
    notifyEmployees: false,
  });
  for (const [title, time, who] of [
    [`Morning ${tag}`, '08:00', ann],
    [`Evening ${tag}`, '17:00', ben],
  ] as const) {
    const res = await managerPage.request.post('/api/shifts', {
      data: shiftBody(title, time, idOf(who)),
    });
    expect(res.status()).toBe(201);
  }

  // Ann asks Ben to swap, through the 3-step wizard.
  const annPage = await signedInPage(browser, ann, true);
  const annTab = await openShiftRequests(annPage);
  await expect(annTab.getByText('No outgoing requests.')).toBeVisible();
  await annTab.getByRole('button', { name: 'Request Swap' }).click();
  const wizard = annPage.getByRole('dialog', { name: 'Request Shift Swap' });
  await wizard.getByRole('radio', { name: new RegExp(`Morning ${tag}`) }).check();
  await wizard.getByLabel('Employee').selectOption({ label: benName });
  await wizard.getByRole('button', { name: 'Next', exact: true }).click();
  await wizard.getByRole('radio', { name: new RegExp(`Evening ${tag}`) }).check();
  await annPage.screenshot({ path: `${SCREENS}/swap-wizard-390.png` });
  await wizard.getByRole('button', { name: 'Next', exact: true }).click();
  await wizard.getByRole('button', { name: 'Send Swap Request' }).click();
  await expect(wizard.getByRole('alert')).toHaveText('Please complete all fields');
  await annPage.screenshot({ path: `${SCREENS}/swap-reason-390.png` });
  await wizard.getByLabel('Reason').fill('Family dinner');
  await wizard.getByRole('button', { name: 'Send Swap Request' }).click();
  await expect(wizard).toBeHidden();
  const annRequest = annTab.getByRole('region', { name: 'My Requests' }).getByRole('listitem');
  await expect(annRequest).toContainText(`To: ${benName}`);
  await expect(annRequest).toContainText('Pending');
  await expect(annRequest).toContainText(`You give: Morning ${tag}`);

  // Ben hears of it through the bell and approves.
  const benPage = await signedInPage(browser, ben);
  await benPage.goto('/');
  await benPage.getByRole('button', { name: /Notifications, 1 unread/ }).click();
  await benPage
    .getByRole('dialog', { name: 'Notifications' })
    .getByText('Shift swap request')
    .click();
  await expect(benPage).toHaveURL(/tab=shift-requests/);
  const benRequest = benPage.getByRole('region', { name: 'Requests to Me' }).getByRole('listitem');
  await expect(benRequest).toContainText(`From: ${annName}`);
  await expect(benRequest).toContainText('“Family dinner”');
  await benPage.screenshot({ path: `${SCREENS}/swap-requests-1280.png`, fullPage: true });
  await benRequest.getByRole('button', { name: /Approve/ }).click();
  await expect(benRequest).toContainText('Awaiting Manager Approval');

  // The organization requires a manager's approval of swaps (the default).
  await managerPage.goto('/?tab=requests');
  const approvals = managerPage.getByRole('region', { name: 'Shift Swap Approvals' });
  const queued = approvals.getByRole('listitem').filter({ hasText: annName });
  await expect(queued).toContainText(`Morning ${tag}`);
  await managerPage.screenshot({ path: `${SCREENS}/swap-approvals-1280.png`, fullPage: true });
  await queued.getByRole('button', { name: /Approve/ }).click();
  await expect(queued).toBeHidden();

  // Both see the decision, and the schedule holds the exchange.
  await annPage.reload();
  await expect(annRequest).toContainText('Approved');
  await benPage.reload();
  await expect(benRequest).toContainText('Approved');
  const annShifts: { title: string }[] = await (
    await annPage.request.get(`/api/shifts-for-swap?userId=${idOf(ann)}`)
  ).json();
  expect(annShifts.map((s) => s.title)).toEqual([`Evening ${tag}`]);
  const benShifts: { title: string }[] = await (
    await benPage.request.get(`/api/shifts-for-swap?userId=${idOf(ben)}`)
  ).json();
  expect(benShifts.map((s) => s.title)).toEqual([`Morning ${tag}`]);

  // Both schedules show the exchange.
  const annCards = await nextWeekCards(annPage);
  await expect(annCards.getByRole('listitem')).toHaveCount(1);
  await expect(annCards.getByRole('listitem')).toContainText(`Evening ${tag}`);
  const benCards = await nextWeekCards(benPage);
  await expect(benCards.getByRole('listitem')).toHaveCount(1);
  await expect(benCards.getByRole('listitem')).toContainText(`Morning ${tag}`);
});

test('an employee asks a colleague to cover a shift from its card, and the colleague refuses', async ({
  browser,
  playwright,
  baseURL,
}) => {
  // Two people in two browsers, each step a round trip.
  test.slow();
  const manager = await createAccount('manager');
  const ann = await createAccount('employee', { firstName: 'Ann' });
  const ben = await createAccount('employee', { firstName: 'Ben' });
  const benName = `${ben.firstName} ${ben.lastName}`;
  const tag = ann.lastName.slice(-4);

  // The manager's part is the other flow's: here the shift is made through the API.
  const api = await playwright.request.newContext({ baseURL });
  await signInByApi(api, manager);
  const annId = await employeeIdOf(api, ann);
  const made = await api.post('/api/shifts', {
    data: {
      title: `Evening ${tag}`,
      shiftType: 'Standard',
      numberOfStations: 1,
      employeesPerStation: 1,
      date: nextWeek(),
      startTime: '17:00',
      duration: 90,
      employeeIds: [annId],
      notifyEmployees: false,
    },
  });
  expect(made.status()).toBe(201);
  await api.dispose();

  const annPage = await signedInPage(browser, ann, true);
  const benPage = await signedInPage(browser, ben);
  const annTab = annPage.getByRole('tabpanel', { name: 'Shift Requests' });
  const annCards = await nextWeekCards(annPage);
  await expect(annCards.getByRole('listitem')).toContainText(`Evening ${tag}`);

  // Ann asks Ben to cover her new shift from its card; Ben denies; Ann sees it denied.
  await annCards.getByRole('button', { name: 'Request Coverage' }).click();
  const cover = annPage.getByRole('dialog', { name: 'Request Coverage' });
  await expect(cover).toContainText(`Evening ${tag}`);
  await cover.getByLabel('Employee').selectOption({ label: benName });
  await cover.getByLabel('Reason').fill('Exam');
  await annPage.screenshot({ path: `${SCREENS}/cover-dialog-390.png` });
  await cover.getByRole('button', { name: 'Send Coverage Request' }).click();
  await expect(cover).toBeHidden();
  await openShiftRequests(annPage);
  const coverRequest = annTab
    .getByRole('region', { name: 'My Requests' })
    .getByRole('listitem')
    .filter({ hasText: 'Needs Coverage:' });
  await expect(coverRequest).toContainText('Pending');

  await openShiftRequests(benPage);
  const coverAsk = benPage
    .getByRole('region', { name: 'Requests to Me' })
    .getByRole('listitem')
    .filter({ hasText: 'Wants Coverage For:' });
  await coverAsk.getByRole('button', { name: /Deny/ }).click();
  await expect(coverAsk).toContainText('Denied');

  await annPage.reload();
  await expect(coverRequest).toContainText(/denied/i);
  await expect(coverRequest.getByRole('button', { name: 'Cancel Request' })).toHaveCount(0);
  await annPage.screenshot({ path: `${SCREENS}/swap-requests-390.png`, fullPage: true });
});
