// The three month calendars (the manager's, the employee's and the shared page's) at 1280 px:
// the keyboard reaches each month once, on today, and the arrows move by day and week.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { addMonths, format, parseISO } from 'date-fns';
import { todayIn } from '../shared/domain/dates';
import { expectCalendarKeys } from './support/calendar-keys';
import { employeeIdOf, postShift } from './support/shifts';
import { signIn } from './support/sign-in';
import { createAccount } from './support/users';

const SCREENS = 'test-results/screens';

/** A manager and an employee with a shift today, made through the API. */
async function teamWithShiftToday(request: APIRequestContext, title: string) {
  const manager = await createAccount('manager');
  const employee = await createAccount('employee', { firstName: 'Kira' });
  await request.post('/api/login', { data: { email: manager.email, password: manager.password } });
  await postShift(request, {
    title,
    date: todayIn(),
    startTime: '23:00',
    duration: 60,
    employeeIds: [await employeeIdOf(request, employee)],
  });
  await request.post('/api/logout');
  return { manager, employee };
}

test.use({ viewport: { width: 1280, height: 900 } });

test("the manager's month", async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const { manager } = await teamWithShiftToday(api, 'Keys manager');
  await api.dispose();
  await signIn(page, manager);
  const schedule = page.getByRole('tabpanel', { name: 'Weekly Schedule' });
  const calendar = schedule.getByRole('button', { name: 'Calendar' });
  await calendar.click();
  await expect(
    schedule.getByRole('grid').getByRole('button', { name: /Keys manager/ }),
  ).toBeVisible();
  await expectCalendarKeys(page, calendar, todayIn());
  // Enter moves into the day's chips (other specs' shifts may share the day), and Enter on a chip
  // opens Edit Shift.
  await page.keyboard.press('Enter');
  await expect(schedule.locator('[aria-current="date"] button:focus')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Edit Shift' })).toBeVisible();
});

test("the employee's month", async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const { employee } = await teamWithShiftToday(api, 'Keys employee');
  await api.dispose();
  await signIn(page, employee);
  const mine = page.getByRole('tabpanel', { name: 'My Schedule' });
  const calendar = mine.getByRole('button', { name: 'Calendar' });
  await calendar.click();
  await expect(mine.getByRole('grid')).toContainText('11:00 PM Keys employee');
  await expectCalendarKeys(page, calendar, todayIn());
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const listed = mine.getByRole('region', { name: /^Shifts on / });
  await expect(listed).toContainText('No shifts on this day');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press(' ');
  await expect(listed).toContainText('Keys employee');
  await expect(listed).toContainText('11:00 PM – 12:00 AM');
  await page.screenshot({ path: `${SCREENS}/calendar-employee-1280.png`, fullPage: true });
});

test('the shared month', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const { employee } = await teamWithShiftToday(api, 'Keys shared');
  await api.post('/api/login', { data: { email: employee.email, password: employee.password } });
  const share: { shareUrl: string } = await (await api.post('/api/share-token/generate')).json();
  await api.dispose();
  await page.goto(new URL(share.shareUrl).pathname);
  const calendar = page.getByRole('button', { name: 'Calendar' });
  await calendar.click();
  await expect(page.getByRole('grid')).toContainText('11:00 PM Keys shared');
  await expectCalendarKeys(page, calendar, todayIn());
  // PageDown shows the next month, PageUp this one again, with focus on the same date.
  const monthAway = (months: number) => format(addMonths(parseISO(todayIn()), months), 'MMMM yyyy');
  await page.keyboard.press('PageDown');
  await expect(page.getByRole('grid', { name: monthAway(1) })).toBeVisible();
  await page.keyboard.press('PageUp');
  await expect(page.getByRole('grid', { name: monthAway(0) })).toBeVisible();
  await expect(page.locator('[role="gridcell"]:focus')).toHaveAttribute('aria-current', 'date');
  await page.screenshot({ path: `${SCREENS}/calendar-shared-1280.png`, fullPage: true });
});
