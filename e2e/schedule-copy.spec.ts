import { expect, test } from '@playwright/test';
import { addDaysIso, todayIn, weekStart, MONDAY } from '@shared/domain/dates';
import { weekLabel } from '@shared/domain/week-label';
import { signIn } from './support/sign-in';
import { createAccount } from './support/users';

const SCREENS = 'test-results/screens';

test('a manager copies last week into next week with one shift deselected', async ({ page }) => {
  const manager = await createAccount('manager');
  const ava = await createAccount('employee', { firstName: 'Ava' });
  const tag = ava.lastName.slice(-4);
  const thisMonday = weekStart(todayIn(), MONDAY);
  const lastMonday = addDaysIso(thisMonday, -7);
  const nextMonday = addDaysIso(thisMonday, 7);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, manager);
  // Last week's shifts, made through the API with the manager's session.
  const employees = (await (await page.request.get('/api/employees')).json()) as {
    id: number;
    email: string;
  }[];
  const avaId = employees.find((e) => e.email === ava.email)!.id;
  const shifts = [
    { title: `Open ${tag}`, day: 0, employeeIds: [avaId] },
    { title: `Skip ${tag}`, day: 2, employeeIds: [] },
    { title: `Close ${tag}`, day: 4, employeeIds: [avaId] },
  ];
  for (const { title, day, employeeIds } of shifts) {
    const res = await page.request.post('/api/shifts', {
      data: {
        title,
        shiftType: 'Standard',
        color: 'teal',
        numberOfStations: 1,
        employeesPerStation: 1,
        date: addDaysIso(lastMonday, day),
        startTime: '09:00',
        duration: 120,
        employeeIds,
        notifyEmployees: false,
      },
    });
    expect(res.status()).toBe(201);
  }

  const schedule = page.getByRole('tabpanel', { name: 'Weekly Schedule' });
  await schedule.getByRole('button', { name: 'Copy Schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy Schedule' });
  await dialog.getByRole('radio', { name: new RegExp(weekLabel(lastMonday)) }).check();
  const skip = dialog.getByRole('checkbox', { name: new RegExp(`Skip ${tag}`) });
  await expect(skip).toBeChecked();
  await skip.uncheck();
  await page.screenshot({ path: `${SCREENS}/copy-source-1280.png` });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('radio', { name: new RegExp(weekLabel(nextMonday)) }).check();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/copy-target-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('checkbox', { name: /Keep employee assignments/ })).toBeChecked();
  await page.screenshot({ path: `${SCREENS}/copy-options-1280.png` });
  await dialog.getByRole('button', { name: 'Copy Schedule' }).click();
  await expect(dialog.getByText('Schedule Copied Successfully!')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/copy-result-1280.png` });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  await schedule.getByRole('button', { name: 'Calendar' }).click();
  // Next Monday's month, whose grid holds the whole of next week.
  if (nextMonday.slice(0, 7) !== todayIn().slice(0, 7))
    await schedule.getByRole('button', { name: 'Next month' }).click();
  const grid = schedule.getByRole('grid');
  // A day's cell is named by its content (date, then shifts): find it by its date instead.
  const day = (offset: number) =>
    grid.locator(`[role="gridcell"][data-day="${addDaysIso(nextMonday, offset)}"]`);
  await expect(day(0).getByRole('button', { name: new RegExp(`Open ${tag}`) })).toContainText(
    'Ava',
  );
  await expect(day(4).getByRole('button', { name: new RegExp(`Close ${tag}`) })).toBeVisible();
  await expect(day(2).getByRole('button', { name: new RegExp(`Skip ${tag}`) })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/copy-calendar-1280.png`, fullPage: true });

  const copied = (await (
    await page.request.get(`/api/shifts/range?start=${nextMonday}&end=${addDaysIso(nextMonday, 6)}`)
  ).json()) as { title: string }[];
  expect(copied.map((s) => s.title).filter((t) => t.endsWith(tag))).toEqual([
    `Open ${tag}`,
    `Close ${tag}`,
  ]);
});
