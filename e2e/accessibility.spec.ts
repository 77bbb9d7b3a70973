// Every screen at phone and desktop width, as its users meet it: axe finds no serious or critical
// violation, the layout does not jump once the data arrives (cumulative layout shift at most 0.1),
// and each dialog, opened from its button, hands focus back to that button when it closes.
import {
  expect as baseExpect,
  test,
  type APIRequest,
  type Locator,
  type Page,
} from '@playwright/test';
import { addDaysIso, todayIn } from '../shared/domain/dates';
import { expectNoSeriousViolations } from './support/axe';
import { readLayoutShift, watchLayoutShift } from './support/layout-shift';
import { waitForLink } from './support/outbox';
import { signInByApi } from './support/sign-in';
import { createAccount } from './support/users';

const MAX_LAYOUT_SHIFT = 0.1;
// Generous waits: a busy machine slows the run down instead of failing it.
const expect = baseExpect.configure({ timeout: 20_000 });

/** Waits until no loading indicator is left and two frames have been drawn. */
async function settle(page: Page) {
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/**
 * Opens `url` fresh and checks the screen once `ready` shows and the loading is over: its layout
 * shift over the whole load, and axe on the page, or only on what `within` selects.
 */
async function checkScreen(
  page: Page,
  name: string,
  url: string,
  ready: (page: Page) => Locator,
  within?: string,
) {
  await page.goto(url);
  await expect(ready(page)).toBeVisible();
  await settle(page);
  const shift = await readLayoutShift(page);
  expect(shift.value, `layout shift on ${name}: ${shift.sources.join(', ')}`).toBeLessThanOrEqual(
    MAX_LAYOUT_SHIFT,
  );
  await expectNoSeriousViolations(page, name, within);
}

/** Opens a dialog with its button, checks it, closes it with Escape: focus is back on the button. */
async function checkDialog(page: Page, opener: Locator, title: string | RegExp) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await settle(page);
  // The screen behind was checked on its own: scanning only the dialog keeps each check short.
  await expectNoSeriousViolations(page, `the ${String(title)} dialog`, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

/**
 * A manager and an employee with one shift (through the API, as the app makes them), and
 * `alsoToday` more of the employee's shifts today, to crowd the calendar's focusable day.
 */
async function teamWithShift(
  request: APIRequest,
  baseURL: string,
  shift: {
    firstName: string;
    title: string;
    date: string;
    startTime: string;
    alsoToday?: number;
    /** One more shift of the same title and time on this date. */
    alsoOn?: string;
  },
) {
  const manager = await createAccount('manager');
  const employee = await createAccount('employee', { firstName: shift.firstName });
  const api = await request.newContext({ baseURL });
  await api.post('/api/login', { data: { email: manager.email, password: manager.password } });
  const people: { id: number; email: string }[] = await (await api.get('/api/employees')).json();
  const employeeId = people.find((p) => p.email === employee.email)!.id;
  // Two hours apart: one person's shifts may not overlap.
  const today = Array.from({ length: shift.alsoToday ?? 0 }, (_, i) => ({
    date: todayIn(),
    startTime: `${String(2 * i).padStart(2, '0')}:00`,
  }));
  const also = shift.alsoOn ? [{ date: shift.alsoOn, startTime: shift.startTime }] : [];
  for (const { date, startTime } of [shift, ...today, ...also]) {
    const created = await api.post('/api/shifts', {
      data: {
        title: shift.title,
        shiftType: 'Standard',
        numberOfStations: 1,
        employeesPerStation: 2,
        date,
        startTime,
        duration: 60,
        employeeIds: [employeeId],
      },
    });
    expect(created.status()).toBe(201);
  }
  await api.dispose();
  return { manager, employee };
}

/**
 * Each tab loaded fresh, for its layout shift. axe checks the whole page on the first and only the
 * tab's panel on the others: the header and tab list around it are the same on every tab.
 */
async function checkTabs(
  page: Page,
  role: 'manager' | 'employee',
  tabs: readonly (readonly [string, string])[],
) {
  for (const [i, [tab, name]] of tabs.entries())
    await checkScreen(
      page,
      `the ${role}'s ${name} tab`,
      `/?tab=${tab}`,
      (p) => p.getByRole('tabpanel', { name }),
      i === 0 ? undefined : '[role="tabpanel"]',
    );
}

const tomorrow = () => addDaysIso(todayIn(), 1);
const MANAGER_TABS = [
  ['schedule', 'Weekly Schedule'],
  ['requests', 'Time Away Requests'],
  ['coaches', 'Employee Management'],
  ['side-hustles', 'Side Hustles'],
  ['payroll', 'Reports'],
  ['settings', 'Settings'],
] as const;
const EMPLOYEE_TABS = [
  ['schedule', 'My Schedule'],
  ['shift-requests', 'Shift Requests'],
  ['preferences', 'Time Away'],
  ['payroll', 'Payroll'],
  ['side-hustles', 'Side Hustles'],
  ['settings', 'Settings'],
] as const;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => {
      // Several screens per test, each waiting for lazily loaded code on a shared machine.
      test.setTimeout(300_000);
      await watchLayoutShift(page);
    });

    test('sign-in and invitation', async ({ page, playwright, baseURL }) => {
      const manager = await createAccount('manager');
      const api = await playwright.request.newContext({ baseURL });
      await api.post('/api/login', { data: { email: manager.email, password: manager.password } });
      const invitee = `invitee-${manager.lastName.toLowerCase()}-${viewport.width}@e2e.test`;
      const invited = await api.post('/api/employee-invitations', {
        data: { email: invitee, firstName: 'Ina', lastName: 'Vited' },
      });
      expect(invited.ok()).toBe(true);
      await api.dispose();

      await checkScreen(page, '/auth', '/auth', (p) => p.getByRole('heading', { name: 'Sign In' }));
      await checkDialog(
        page,
        page.getByRole('button', { name: 'Forgot your password?' }),
        'Reset Password',
      );
      // The inline errors of an empty submit.
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
      await expectNoSeriousViolations(page, '/auth with errors');

      const inviteLink = new URL(await waitForLink(invitee, '/invite/')).pathname;
      await checkScreen(page, 'the invitation', inviteLink, (p) => p.getByText('Valid Invitation'));
      await page.getByRole('button', { name: 'Accept Invitation & Join Team' }).click();
      await expect(page.getByRole('heading', { name: 'Complete Your Registration' })).toBeVisible();
      await settle(page);
      await expectNoSeriousViolations(page, 'the registration card');
    });

    test('the password reset page', async ({ page, playwright, baseURL }) => {
      const employee = await createAccount('employee');
      const api = await playwright.request.newContext({ baseURL });
      const reset = await api.post('/api/password-reset', { data: { email: employee.email } });
      expect(reset.ok()).toBe(true);
      await api.dispose();
      const resetLink = new URL(await waitForLink(employee.email, '/reset-password/')).pathname;
      await checkScreen(page, 'password reset', resetLink, (p) =>
        p.getByLabel('New Password', { exact: true }),
      );
    });

    test("the manager's tabs", async ({ page, playwright, baseURL }) => {
      const { manager } = await teamWithShift(playwright.request, baseURL!, {
        firstName: 'Axel',
        title: 'Axe Tabs',
        date: tomorrow(),
        startTime: '09:00',
      });
      await signInByApi(page.request, manager);
      await checkTabs(page, 'manager', MANAGER_TABS);
    });

    test("the manager's dialogs and calendar", async ({ page, playwright, baseURL }) => {
      const { manager, employee } = await teamWithShift(playwright.request, baseURL!, {
        firstName: 'Axel',
        title: `Axe ${viewport.width}`,
        date: tomorrow(),
        startTime: '09:00',
      });
      await signInByApi(page.request, manager);
      await page.goto('/');
      const schedule = page.getByRole('tabpanel', { name: 'Weekly Schedule' });
      await expect(schedule.getByRole('button', { name: 'Add Shift' })).toBeVisible();
      await settle(page);
      await checkDialog(page, schedule.getByRole('button', { name: 'Add Shift' }), 'Add New Shift');
      await checkDialog(
        page,
        schedule.getByRole('button', { name: 'Copy Schedule' }),
        'Copy Schedule',
      );
      await checkDialog(
        page,
        page.getByRole('button', { name: /^Notifications/ }),
        'Notifications',
      );
      await schedule.getByRole('button', { name: 'Calendar' }).click();
      await settle(page);
      // The page around the tab is the tabs flow's to check.
      await expectNoSeriousViolations(page, "the manager's calendar", '[role="tabpanel"]');

      await page.goto('/?tab=coaches');
      const team = page.getByRole('tabpanel', { name: 'Employee Management' });
      await checkDialog(
        page,
        team.getByRole('button', { name: 'Invite Employee' }),
        'Invite New Employee',
      );
      const edit = team.getByRole('button', {
        name: `Edit ${employee.firstName} ${employee.lastName}`,
      });
      await checkDialog(page, edit.first(), 'Edit Employee');

      await page.goto('/?tab=settings');
      const settings = page.getByRole('tabpanel', { name: 'Settings' });
      await checkDialog(
        page,
        settings.getByRole('button', { name: 'Create token' }),
        'Create API token',
      );
      await checkDialog(
        page,
        settings.getByRole('button', { name: 'Add endpoint' }),
        'Add webhook endpoint',
      );
    });

    test("the employee's tabs", async ({ page, playwright, baseURL }) => {
      const { employee } = await teamWithShift(playwright.request, baseURL!, {
        firstName: 'Emma',
        title: 'Front Desk',
        date: tomorrow(),
        startTime: '09:00',
      });
      await signInByApi(page.request, employee);
      await checkTabs(page, 'employee', EMPLOYEE_TABS);
    });

    test("the employee's dialogs and calendar", async ({ page, playwright, baseURL }) => {
      const { employee } = await teamWithShift(playwright.request, baseURL!, {
        firstName: 'Emma',
        title: 'Front Desk',
        date: tomorrow(),
        startTime: '09:00',
        alsoToday: 3,
      });
      await signInByApi(page.request, employee);
      await page.goto('/');
      const mine = page.getByRole('tabpanel', { name: 'My Schedule' });
      // Phones list the week as cards, wider screens as a table: both are in the page.
      await expect(mine.getByText('Front Desk').filter({ visible: true }).first()).toBeVisible();
      await settle(page);
      await checkDialog(page, mine.getByRole('button', { name: 'Share' }), 'Share Your Schedule');
      await mine.getByRole('button', { name: 'Calendar' }).click();
      await expect(mine.getByRole('grid')).toBeVisible();
      await settle(page);
      await expectNoSeriousViolations(page, "the employee's calendar", '[role="tabpanel"]');

      await page.goto('/?tab=shift-requests');
      const requests = page.getByRole('tabpanel', { name: 'Shift Requests' });
      await expect(requests.getByRole('button', { name: 'Request Swap' })).toBeEnabled();
      await checkDialog(
        page,
        requests.getByRole('button', { name: 'Request Swap' }),
        'Request Shift Swap',
      );
      await checkDialog(
        page,
        requests.getByRole('button', { name: 'Request Coverage' }),
        'Choose a Shift to Cover',
      );

      await page.goto('/?tab=preferences');
      const away = page.getByRole('tabpanel', { name: 'Time Away' });
      await checkDialog(
        page,
        away.getByRole('button', { name: 'Request Time Off' }),
        'Request Time Off',
      );
      await checkDialog(
        page,
        away.getByRole('button', { name: 'Add Unavailability' }),
        'Add Recurring Unavailability',
      );
    });

    test('the public schedule', async ({ page, playwright, baseURL }) => {
      const { employee } = await teamWithShift(playwright.request, baseURL!, {
        firstName: 'Pia',
        title: 'Stockroom',
        date: todayIn(),
        startTime: '23:00',
        alsoOn: addDaysIso(todayIn(), -7),
      });
      const own = await playwright.request.newContext({ baseURL });
      await own.post('/api/login', {
        data: { email: employee.email, password: employee.password },
      });
      const share: { shareUrl: string } = await (
        await own.post('/api/share-token/generate')
      ).json();
      await own.dispose();

      await checkScreen(page, 'the public schedule', new URL(share.shareUrl).pathname, (p) =>
        p.getByRole('heading', { name: 'Stockroom' }).first(),
      );
      // Last week's shift carries the 'Past' tag; the calendar lists the chosen day below it.
      await page.getByRole('button', { name: 'Previous week' }).click();
      await expect(page.getByText('Past', { exact: true })).toBeVisible();
      await settle(page);
      await expectNoSeriousViolations(page, "the public schedule's past week");
      await page.getByRole('button', { name: 'Calendar' }).click();
      await expect(page.getByRole('region', { name: /^Shifts on / })).toBeVisible();
      await settle(page);
      await expectNoSeriousViolations(page, "the public schedule's calendar");
    });
  });
}
