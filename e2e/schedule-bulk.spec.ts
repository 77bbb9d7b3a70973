import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from './support/sign-in';
import { createAccount } from './support/users';

/** Today's shifts made over the API, as the setup of a scenario about something else. */
async function createShifts(
  page: Page,
  shifts: { title: string; startTime: string; employeeIds: number[] }[],
) {
  // Today as the schedule sees it: in the organization's time zone (the default, Chicago).
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
  for (const { title, startTime, employeeIds } of shifts) {
    const res = await page.request.post('/api/shifts', {
      data: {
        title,
        shiftType: 'Standard',
        numberOfStations: 1,
        date: today,
        startTime,
        duration: 60,
        employeeIds,
      },
    });
    expect(res.status()).toBe(201);
  }
}

test('a manager assigns over a warning with the override, then deletes a selection', async ({
  page,
}) => {
  const manager = await createAccount('manager');
  const ava = await createAccount('employee', { firstName: 'Ava' });
  const avaName = `${ava.firstName} ${ava.lastName}`;
  const tag = ava.lastName.slice(-4);
  const [open, overlap, close] = ['Open', 'Overlap', 'Close'].map((t) => `${t} ${tag}`) as [
    string,
    string,
    string,
  ];
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByApi(page.request, manager);
  const employees: { id: number; email: string }[] = await (
    await page.request.get('/api/employees')
  ).json();
  const avaId = employees.find((e) => e.email === ava.email)!.id;
  await createShifts(page, [
    { title: open, startTime: '23:00', employeeIds: [avaId] },
    { title: overlap, startTime: '23:30', employeeIds: [] },
    { title: close, startTime: '22:00', employeeIds: [avaId] },
  ]);
  await page.goto('/');
  const schedule = page.getByRole('tabpanel', { name: 'Weekly Schedule' });
  const row = (title: string) =>
    schedule.getByRole('row').filter({ hasText: title }).filter({ hasText: avaName });

  // Ava already works 23:00-00:00, so the availability check warns before saving.
  await schedule.getByRole('button', { name: `Edit ${overlap}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Shift' });
  await edit.getByRole('button', { name: 'Choose Employees' }).click();
  await edit.getByRole('checkbox', { name: avaName }).check();
  await edit.getByRole('button', { name: 'Back to Edit' }).click();
  await expect(edit.getByText(avaName)).toBeVisible();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('You can still assign them with manager override.')).toBeVisible();
  await edit.getByRole('button', { name: 'Assign with Override' }).click();
  await expect(page.getByText('Shift updated successfully')).toBeVisible();
  await expect(row(overlap)).toHaveCount(1);

  // Other specs add shifts to the same organization at the same time: select among Ava's only.
  await schedule.getByText('Employees: All Employees').click();
  await schedule.getByRole('checkbox', { name: avaName }).check();
  await schedule.getByText('Employees: 1 employee').click();
  await schedule.getByRole('button', { name: 'Select Shifts' }).click();
  await schedule.getByRole('checkbox', { name: 'Select all' }).check();
  await schedule.getByRole('checkbox', { name: new RegExp(`^Select ${close}`) }).uncheck();
  await schedule.getByRole('button', { name: 'Delete Selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Selected Shifts' });
  await expect(confirm).toContainText('Delete 2 selected shifts?');
  await confirm.getByRole('button', { name: 'Delete Selected' }).click();
  await expect(page.getByText('Shift deleted successfully')).toBeVisible();
  await expect(row(open)).toHaveCount(0);
  await expect(row(overlap)).toHaveCount(0);
  await expect(row(close)).toHaveCount(1);
});
