import { expect, test, type Locator, type Page } from '@playwright/test';
import pg from 'pg';
import { databaseUrl } from './support/env';
import { signIn } from './support/sign-in';
import { createAccount, createOrganization, type TestAccount } from './support/users';

const SCREENS = 'test-results/screens';
const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
const mondayIndex = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;

async function idOf(page: Page, account: TestAccount) {
  const people: { id: number; email: string }[] = await (
    await page.request.get('/api/employees')
  ).json();
  return people.find((p) => p.email === account.email)!.id;
}

/** Presses, moves in steps (as a hand does) and releases: dnd-kit sees real pointer events. */
async function drag(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 15 });
}

test('a manager moves a shift between people by mouse and by keyboard, and undoes it', async ({
  page,
}) => {
  // Four accounts made through the CLI and a long flow: more than the default on a busy machine.
  test.setTimeout(400_000);
  const tag = Math.random().toString(36).slice(2, 7);
  // An organization of its own: other specs' open shifts for today would change the grid's layout
  // under the pointer while it drags.
  const organizationId = await createOrganization();
  const [manager, ana, ben, cleo] = await Promise.all([
    createAccount('manager', {}, organizationId),
    createAccount('employee', { firstName: 'Ana', lastName: `Grid${tag}` }, organizationId),
    createAccount('employee', { firstName: 'Ben', lastName: `Grid${tag}` }, organizationId),
    createAccount('employee', { firstName: 'Cleo', lastName: `Grid${tag}` }, organizationId),
  ]);
  const title = `Grid shift ${tag}`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, manager);
  const [anaId, benId, cleoId] = await Promise.all([
    idOf(page, ana),
    idOf(page, ben),
    idOf(page, cleo),
  ]);
  const created = await page.request.post('/api/shifts', {
    data: {
      title,
      shiftType: 'Standard',
      numberOfStations: 1,
      employeesPerStation: 1,
      date: today,
      startTime: '09:00',
      duration: 480,
      employeeIds: [anaId],
      notifyEmployees: false,
    },
  });
  expect(created.ok()).toBe(true);
  const db = new pg.Client({ connectionString: databaseUrl() });
  await db.connect();
  await db.query(
    `insert into time_off_requests (organization_id, employee_id, employee_name, start_date, end_date, reason, status)
     select organization_id, id, first_name, $2, $2, 'Family visit', 'approved' from users where id = $1`,
    [cleoId, today],
  );
  await db.end();
  await page.reload();

  const schedule = page.getByRole('tabpanel', { name: 'Weekly Schedule' });
  await schedule.getByRole('button', { name: 'Team' }).click();
  const grid = schedule.locator('[data-team-grid]');
  await grid.getByLabel('Search people').fill(`Grid${tag}`);
  const row = (id: number) => grid.locator(`tr[data-person="${id}"]`);
  const cell = (id: number) => row(id).locator('td').nth(mondayIndex);
  await expect(row(anaId).getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await expect(row(anaId)).toContainText('8/40 h');
  await expect(cell(cleoId)).toContainText('Time off');
  await page.screenshot({ path: `${SCREENS}/team-grid-1280.png`, fullPage: true });

  // Ana -> Ben with the mouse.
  await drag(page, row(anaId).getByRole('button', { name: new RegExp(title) }), cell(benId));
  await expect(cell(cleoId)).toHaveAttribute('data-refused', 'true');
  await page.screenshot({ path: `${SCREENS}/team-grid-dragging-1280.png` });
  await page.mouse.up();
  await expect(row(benId).getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await expect(row(anaId).getByRole('button', { name: new RegExp(title) })).toHaveCount(0);
  await expect(row(benId)).toContainText('8/40 h');
  await expect(page.getByText(`Moved "${title}"`).first()).toBeAttached();

  // Ben -> Cleo, who is on time off: marked while dragging, refused with the reason on drop.
  await drag(page, row(benId).getByRole('button', { name: new RegExp(title) }), cell(cleoId));
  await expect(cell(cleoId)).toContainText('Approved time off: Family visit');
  await page.mouse.up();
  const refused = page.getByRole('dialog', { name: 'This move breaks a scheduling rule' });
  await expect(refused).toContainText('Approved time off: Family visit');
  await page.screenshot({ path: `${SCREENS}/team-grid-refused-1280.png` });
  await refused.getByRole('button', { name: 'Close dialog' }).click();
  await expect(row(benId).getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await expect(row(cleoId).getByRole('button', { name: new RegExp(title) })).toHaveCount(0);

  // The same move back to Ana by keyboard alone.
  await row(benId)
    .getByRole('button', { name: new RegExp(title) })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Move to…' })).toBeFocused();
  await page.keyboard.press('Enter');
  const moveTo = page.getByRole('dialog', { name: `Move "${title}"` });
  await page.keyboard.type('Ana');
  await expect(moveTo.getByRole('button', { name: new RegExp(`Ana Grid${tag}`) })).toContainText(
    'Can take it',
  );
  await expect(moveTo.getByRole('list')).not.toContainText('Ben');
  await page.screenshot({ path: `${SCREENS}/team-grid-move-to-1280.png` });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(row(anaId).getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await expect(row(benId).getByRole('button', { name: new RegExp(title) })).toHaveCount(0);

  // Ctrl+Z puts it back with Ben.
  await page.keyboard.press('Control+z');
  await expect(row(benId).getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await expect(row(anaId).getByRole('button', { name: new RegExp(title) })).toHaveCount(0);

  // The List mode shows the same.
  await schedule.getByRole('button', { name: 'List' }).click();
  const listRow = schedule.getByRole('row').filter({ hasText: title });
  await expect(listRow).toContainText(`Ben Grid${tag}`);
  await expect(listRow).not.toContainText(`Ana Grid${tag}`);
});

test('the Team mode is not offered on a phone-sized screen', async ({ page }) => {
  test.setTimeout(200_000);
  const manager = await createAccount('manager');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, manager);
  const schedule = page.getByRole('tabpanel', { name: 'Weekly Schedule' });
  await expect(schedule.getByRole('button', { name: 'List' })).toBeVisible({ timeout: 60_000 });
  await expect(schedule.getByRole('button', { name: 'Team' })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/team-grid-phone-390.png` });
});
