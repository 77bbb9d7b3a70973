import { expect, test, type Page } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { addDaysIso, todayIn, weekStart, MONDAY } from '@shared/domain/dates';
import { weekLabel } from '@shared/domain/week-label';
import { employeeIdOf, postShift } from './support/shifts';
import { signIn, signInByApi } from './support/sign-in';
import { createAccount, createOrganization } from './support/users';

const SCREENS = 'test-results/screens';
// A page's first load on a machine shared with other runs can take longer than expect's default.
const LOADED = { timeout: 20_000 };

test('a week copied as drafts reaches the employee only when the manager publishes it', async ({
  page,
  browser,
}) => {
  // Two browsers and a copy wizard on a machine shared with other runs: more than the default.
  test.setTimeout(120_000);
  // Drafts are turned on for this organization alone.
  const organizationId = await createOrganization();
  const manager = await createAccount('manager', {}, organizationId);
  const employee = await createAccount('employee', { firstName: 'Eve' }, organizationId);
  const thisMonday = weekStart(todayIn(), MONDAY);
  const lastMonday = addDaysIso(thisMonday, -7);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, manager);
  const eveId = await employeeIdOf(page.request, employee);
  // Last week, published as it was built (drafts were still off).
  for (const [title, day] of [
    ['Weekend open', 5],
    ['Weekend close', 6],
  ] as const)
    await postShift(page.request, {
      title,
      date: addDaysIso(lastMonday, day),
      startTime: '21:00',
      employeeIds: [eveId],
    });

  // The manager turns drafts on in Settings.
  await page.getByRole('tab', { name: 'Settings' }).click();
  const scheduling = page.getByRole('region', { name: 'Scheduling' });
  const drafts = scheduling.getByRole('switch', { name: 'Build schedules as drafts' });
  await expect(drafts).toBeVisible(LOADED);
  await drafts.click();
  await scheduling.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/drafts-setting-1280.png` });

  // The employee's phone, open before anything is copied.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const employeePage = await phone.newPage();
  await signIn(employeePage, employee);
  const myShifts = employeePage.getByRole('region', { name: 'My shifts for the week' });
  await expect(myShifts).toBeVisible(LOADED);

  // The manager copies last week into this one.
  await page.getByRole('tab', { name: 'Weekly Schedule' }).click();
  const schedule = page.getByRole('tabpanel', { name: 'Weekly Schedule' });
  await schedule.getByRole('button', { name: 'Copy Schedule' }).click();
  const wizard = page.getByRole('dialog', { name: 'Copy Schedule' });
  await wizard.getByRole('radio', { name: new RegExp(weekLabel(lastMonday)) }).check();
  // The week's shifts load after it is chosen: a Next before they arrive finds no shift selected
  // and stays on this step, so the target week's radio never shows.
  await expect(wizard.getByRole('checkbox', { name: /Weekend close/ })).toBeChecked(LOADED);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('radio', { name: new RegExp(weekLabel(thisMonday)) }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('checkbox', { name: /Keep employee assignments/ })).toBeChecked();
  await wizard.getByRole('button', { name: 'Copy Schedule' }).click();
  await expect(wizard.getByText('Schedule Copied Successfully!')).toBeVisible(LOADED);
  await wizard.getByRole('button', { name: 'Done' }).click();

  const draftRow = schedule.getByRole('row').filter({ hasText: 'Weekend open' });
  await expect(draftRow).toContainText('Draft', LOADED);
  const publish = schedule.getByRole('button', { name: 'Publish 2 changes' });
  await expect(publish).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/drafts-list-1280.png`, fullPage: true });
  await schedule.getByRole('button', { name: 'Calendar' }).click();
  await expect(
    schedule
      .getByRole('grid')
      .getByRole('button', { name: /Draft.*Weekend open/ })
      .first(),
  ).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/drafts-calendar-1280.png`, fullPage: true });
  await schedule.getByRole('button', { name: 'List' }).click();

  // Nothing new on the phone.
  await employeePage.reload();
  await expect(myShifts).toBeVisible(LOADED);
  await expect(myShifts.getByText('Weekend open')).toHaveCount(0);
  await expect(employeePage.getByRole('button', { name: 'Notifications' })).toBeVisible();
  await employeePage.screenshot({ path: `${SCREENS}/drafts-employee-before-390.png` });

  await publish.click();
  const confirm = page.getByRole('dialog', { name: 'Publish schedule' });
  await expect(confirm.getByRole('list', { name: 'Will be notified' })).toContainText(
    `Eve ${employee.lastName}`,
  );
  await page.screenshot({ path: `${SCREENS}/drafts-publish-1280.png` });
  await confirm.getByRole('button', { name: 'Publish and notify' }).click();
  await expect(page.getByText('Schedule published')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(publish).toBeHidden();
  await expect(draftRow).not.toContainText('Draft');

  await employeePage.reload();
  await expect(myShifts.getByText('Weekend open')).toBeVisible(LOADED);
  await expect(myShifts.getByText('Weekend close')).toBeVisible();
  await expectOneNotification(employeePage);
  await employeePage.screenshot({ path: `${SCREENS}/drafts-employee-after-390.png` });
  await phone.close();
});

test('drafts publish from Team mode (the week) and Calendar mode (the month), warning of open places', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const organizationId = await createOrganization();
  const manager = await createAccount('manager', {}, organizationId);
  const employee = await createAccount('employee', { firstName: 'Tess' }, organizationId);
  // Five weeks out: further ahead than the four weeks of one fill.
  const later = addDaysIso(weekStart(todayIn(), MONDAY), 35);
  // The month a week belongs to is the month of its Thursday.
  const month = `${addDaysIso(later, 3).slice(0, 7)}-01`;
  // A day of that month outside the week: only the month on screen holds it.
  const monthOnly = [month, addDaysIso(month, 14), addDaysIso(month, 27)].find(
    (date) => date < later || date > addDaysIso(later, 6),
  )!;

  await page.setViewportSize({ width: 1440, height: 900 });
  // Drafts and shifts through the API before the first load: the first flow turns drafts on in
  // Settings.
  await signInByApi(page.request, manager);
  const settings = await (await page.request.get('/api/organization-settings')).json();
  const saved = await page.request.patch('/api/organization-settings', {
    data: { ...settings, buildAsDrafts: true },
  });
  expect(saved.status()).toBe(200);
  const tessId = await employeeIdOf(page.request, employee);
  // Two places each; the week's shift has one taken, so publishing it leaves one open.
  await postShift(page.request, {
    title: 'Team draft',
    date: addDaysIso(later, 2),
    employeesPerStation: 2,
    employeeIds: [tessId],
  });
  await postShift(page.request, { title: 'Month draft', date: monthOnly, employeesPerStation: 2 });
  await page.goto('/');

  const schedule = page.getByRole('tabpanel', { name: 'Weekly Schedule' });
  await schedule.getByRole('button', { name: 'Team' }).click(LOADED);
  for (let i = 0; i < 5; i++) await schedule.getByRole('button', { name: 'Next week' }).click();
  await expect(schedule.getByRole('heading', { name: weekLabel(later) })).toBeVisible();
  const publishOne = schedule.getByRole('button', { name: 'Publish 1 change' });
  await expect(publishOne).toBeVisible(LOADED);
  await expect(schedule.getByRole('button', { name: 'Discard drafts' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/drafts-team-1440.png` });
  await publishOne.click();
  const confirm = page.getByRole('dialog', { name: 'Publish schedule' });
  await expect(confirm).toContainText(
    '1 place is still open on 1 draft shift. Employees see them unfilled once published.',
  );
  await page.screenshot({ path: `${SCREENS}/drafts-publish-open-places-1440.png` });
  await confirm.getByRole('button', { name: 'Publish without notifying' }).click();
  await expect(page.getByText('Schedule published')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(publishOne).toBeHidden();

  // The calendar opens on the month of that week, where the other draft waits.
  await schedule.getByRole('button', { name: 'Calendar' }).click();
  await expect(
    schedule.getByRole('grid', { name: format(parseISO(month), 'MMMM yyyy') }),
  ).toBeVisible(LOADED);
  await expect(publishOne).toBeVisible(LOADED);
  await page.screenshot({ path: `${SCREENS}/drafts-calendar-publish-1440.png`, fullPage: true });
  await publishOne.click();
  await expect(confirm).toContainText('2 places are still open on 1 draft shift');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/drafts-publish-open-places-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await confirm.getByRole('button', { name: 'Publish without notifying' }).click();
  await expect(confirm).toBeHidden();
  await expect(publishOne).toBeHidden();

  const read = await page.request.get(
    `/api/schedule/drafts?start=${addDaysIso(later, -42)}&end=${addDaysIso(later, 42)}`,
  );
  expect(await read.json()).toMatchObject({ changes: 0 });
});

/**
 * One 'Schedule published' notification. The bell may hold more unread: a published shift that
 * starts within a day (this week's weekend, on a Friday or Saturday) also earns its reminder.
 */
async function expectOneNotification(page: Page) {
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click(LOADED);
  const bell = page.getByRole('dialog', { name: 'Notifications' });
  await expect(bell).toContainText('Schedule published');
  await expect(bell.getByText('Schedule published')).toHaveCount(1);
  await expect(bell).toContainText('2 new or changed shifts');
}
