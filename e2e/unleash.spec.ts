import { expect, test } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { addDaysIso, todayIn, weekStart, MONDAY } from '@shared/domain/dates';
import { postShift } from './support/shifts';
import { signIn, signInByApi } from './support/sign-in';
import { createAccount, createOrganization } from './support/users';

const SCREENS = 'test-results/screens';
// Four accounts through the CLI and a solve: more than the default on a busy machine.
test.setTimeout(120_000);

test('Unleash the Shynk fills a week, shows the preview, applies it and undoes it', async ({
  page,
}) => {
  // An organization of its own: the fill takes every open place of the organization's week.
  const organizationId = await createOrganization();
  const manager = await createAccount('manager', {}, organizationId);
  const team = [];
  for (const firstName of ['Uma', 'Ulf', 'Una'])
    team.push(await createAccount('employee', { firstName }, organizationId));
  const tag = team[0]!.lastName.slice(-4);
  // Three weeks ahead: upcoming, so the button is on.
  const monday = addDaysIso(weekStart(todayIn(), MONDAY), 21);
  const titles = [0, 2, 4].map((day) => ({ title: `Fill ${day} ${tag}`, day }));

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, manager);
  for (const { title, day } of titles)
    await postShift(page.request, { title, date: addDaysIso(monday, day) });

  const schedule = page.getByRole('tabpanel', { name: 'Weekly Schedule' });
  for (let i = 0; i < 3; i++) await schedule.getByRole('button', { name: 'Next week' }).click();
  const row = (title: string) => schedule.getByRole('row', { name: new RegExp(title) });
  for (const { title } of titles) await expect(row(title)).toContainText('No Employee');

  await schedule.getByRole('button', { name: 'Unleash the Shynk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unleash the Shynk' });
  await dialog.getByLabel('From', { exact: true }).fill(monday);
  await dialog.getByLabel('To', { exact: true }).fill(addDaysIso(monday, 6));
  await dialog.getByRole('button', { name: 'Preview' }).click();
  // The first solve also starts the server's solver thread.
  await expect(
    dialog.getByText(/Fills 3 of 3 open slots — the most any schedule can fill/),
  ).toBeVisible({ timeout: 30_000 });
  await expect(dialog.locator('mark')).toHaveCount(3);
  await page.screenshot({ path: `${SCREENS}/unleash-preview-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/unleash-preview-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });

  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await expect(toasts).toContainText('Schedule filled');
  for (const { title } of titles) await expect(row(title)).not.toContainText('No Employee');
  await page.screenshot({ path: `${SCREENS}/unleash-applied-1280.png` });

  await toasts.getByRole('button', { name: 'Undo' }).click();
  await expect(toasts).toContainText('Fill undone');
  for (const { title } of titles) await expect(row(title)).toContainText('No Employee');
});

test("'Unleash the Shynk' follows the period on screen, five weeks out, and checks its dates before asking", async ({
  page,
}) => {
  // An organization of its own: the button answers for the whole organization's open places.
  const organizationId = await createOrganization();
  const manager = await createAccount('manager', {}, organizationId);
  await createAccount('employee', { firstName: 'Vik' }, organizationId);
  const later = addDaysIso(weekStart(todayIn(), MONDAY), 35);
  const title = `Far ${later}`;

  await page.setViewportSize({ width: 1280, height: 900 });
  // The shift comes through the API before the first load: no screen is drawn twice.
  await signInByApi(page.request, manager);
  await postShift(page.request, { title, date: addDaysIso(later, 3) });
  await page.goto('/');

  const schedule = page.getByRole('tabpanel', { name: 'Weekly Schedule' });
  const unleash = schedule.getByRole('button', { name: 'Unleash the Shynk' });
  // Today's week: the open place lies later, so there is work to do.
  await expect(unleash).toBeEnabled();
  for (let i = 0; i < 5; i++) await schedule.getByRole('button', { name: 'Next week' }).click();
  await expect(schedule.getByRole('row', { name: new RegExp(title) })).toContainText('No Employee');
  await expect(unleash).toBeEnabled();
  await page.screenshot({ path: `${SCREENS}/unleash-five-weeks-out-1280.png` });

  // Watch every range the dialog asks for from here on.
  const ranges: { start: string; end: string }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/shifts/range')
      ranges.push({ start: url.searchParams.get('start')!, end: url.searchParams.get('end')! });
  });
  await unleash.click();
  const dialog = page.getByRole('dialog', { name: 'Unleash the Shynk' });
  const from = dialog.getByLabel('From', { exact: true });
  const to = dialog.getByLabel('To', { exact: true });
  await expect(from).toHaveValue(later);
  await expect(to).toHaveValue(addDaysIso(later, 6));

  await to.fill(addDaysIso(later, -3));
  await expect(to).toHaveAccessibleDescription('The end date cannot be before the start date');
  await expect(dialog.getByRole('button', { name: 'Preview' })).toBeDisabled();
  await page.screenshot({ path: `${SCREENS}/unleash-range-error-1280.png` });
  await to.fill(addDaysIso(later, 6));
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(
    dialog.getByText(/Fills 1 of 1 open slot — the most any schedule can fill/),
  ).toBeVisible({ timeout: 30_000 });
  expect(ranges.filter((range) => range.end < range.start)).toEqual([]);
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();

  // A week past the last open place: nothing to fill there or later.
  await schedule.getByRole('button', { name: 'Next week' }).click();
  await expect(unleash).toBeDisabled();
  await expect(unleash).toHaveAccessibleDescription('Add current or upcoming shifts first');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/unleash-disabled-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Calendar mode shows that week's month, and the dialog starts at it.
  await schedule.getByRole('button', { name: 'Previous week' }).click();
  await schedule.getByRole('button', { name: 'Calendar' }).click();
  const month = `${addDaysIso(later, 3).slice(0, 7)}-01`;
  await expect(
    schedule.getByRole('grid', { name: format(parseISO(month), 'MMMM yyyy') }),
  ).toBeVisible();
  await unleash.click();
  await expect(from).toHaveValue(month);
  await page.screenshot({ path: `${SCREENS}/unleash-calendar-1280.png` });
});
