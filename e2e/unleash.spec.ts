import { expect, test } from '@playwright/test';
import { addDaysIso, todayIn, weekStart } from '@shared/domain/dates';
import { signIn } from './support/sign-in';
import { createAccount } from './support/users';

const SCREENS = 'test-results/screens';
// Four accounts through the CLI and a solve: more than the default on a busy machine.
test.setTimeout(120_000);

test('Unleash the Shynk fills a week, shows the preview, applies it and undoes it', async ({
  page,
}) => {
  const manager = await createAccount('manager');
  const team = [];
  for (const firstName of ['Uma', 'Ulf', 'Una'])
    team.push(await createAccount('employee', { firstName }));
  const tag = team[0]!.lastName.slice(-4);
  // Three weeks ahead: upcoming, so the button is on, and clear of the other specs' weeks.
  const monday = addDaysIso(weekStart(todayIn()), 21);
  const titles = [0, 2, 4].map((day) => ({ title: `Fill ${day} ${tag}`, day }));

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, manager);
  for (const { title, day } of titles) {
    const res = await page.request.post('/api/shifts', {
      data: {
        title,
        shiftType: 'Standard',
        color: 'teal',
        numberOfStations: 1,
        employeesPerStation: 1,
        date: addDaysIso(monday, day),
        startTime: '09:00',
        duration: 120,
        employeeIds: [],
        notifyEmployees: false,
      },
    });
    expect(res.status()).toBe(201);
  }

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
