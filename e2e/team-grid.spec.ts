import { expect, test, type Locator, type Page } from '@playwright/test';
import pg from 'pg';
import { databaseUrl } from './support/env';
import { signIn, signInByApi } from './support/sign-in';
import { createAccount, createOrganization, type TestAccount } from './support/users';

const SCREENS = 'test-results/screens';
const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
const mondayIndex = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;

/**
 * An organization of its own, so other specs' shifts never change the grid's layout under the
 * pointer: its manager, and one employee per first name, all called `lastName`.
 */
async function team<const Names extends string[]>(lastName: string, firstNames: Names) {
  const organizationId = await createOrganization();
  const [manager, people] = await Promise.all([
    createAccount('manager', {}, organizationId),
    Promise.all(
      firstNames.map((firstName) =>
        createAccount('employee', { firstName, lastName }, organizationId),
      ),
    ),
  ]);
  return { organizationId, manager, people: people as { [K in keyof Names]: TestAccount } };
}

/** The ids of `accounts`, read by the signed-in manager. */
async function idsOf<const Accounts extends TestAccount[]>(page: Page, accounts: Accounts) {
  const people: { id: number; email: string }[] = await (
    await page.request.get('/api/employees')
  ).json();
  return accounts.map((account) => people.find((p) => p.email === account.email)!.id) as {
    [K in keyof Accounts]: number;
  };
}

async function addShift(
  page: Page,
  {
    employeeId,
    ...shift
  }: { title: string; date: string; startTime: string; employeeId: number; positionId?: number },
) {
  const created = await page.request.post('/api/shifts', {
    data: {
      ...shift,
      shiftType: 'Standard',
      numberOfStations: 1,
      employeesPerStation: 1,
      duration: 300,
      employeeIds: [employeeId],
      notifyEmployees: false,
    },
  });
  expect(created.ok()).toBe(true);
}

/** Presses and moves in steps, as a hand does, so dnd-kit sees real pointer events; no release. */
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
  const {
    manager,
    people: [ana, ben, cleo],
  } = await team(`Grid${tag}`, ['Ana', 'Ben', 'Cleo']);
  const title = `Grid shift ${tag}`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByApi(page.request, manager);
  const [anaId, benId, cleoId] = await idsOf(page, [ana, ben, cleo]);
  await addShift(page, { title, date: today, startTime: '09:00', employeeId: anaId });
  const db = new pg.Client({ connectionString: databaseUrl() });
  await db.connect();
  await db.query(
    `insert into time_off_requests (organization_id, employee_id, employee_name, start_date, end_date, reason, status)
     select organization_id, id, first_name, $2, $2, 'Family visit', 'approved' from users where id = $1`,
    [cleoId, today],
  );
  await db.end();
  await page.goto('/');

  const schedule = page.getByRole('tabpanel', { name: 'Weekly Schedule' });
  await schedule.getByRole('button', { name: 'Team' }).click();
  const grid = schedule.locator('[data-team-grid]');
  await grid.getByLabel('Search people').fill(`Grid${tag}`);
  const row = (id: number) => grid.locator(`tr[data-person="${id}"]`);
  const cell = (id: number) => row(id).locator('td').nth(mondayIndex);
  await expect(row(anaId).getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await expect(row(anaId)).toContainText('5/40 h');
  await expect(cell(cleoId)).toContainText('Time off');
  await page.screenshot({ path: `${SCREENS}/team-grid-1280.png`, fullPage: true });

  // Ana -> Ben with the mouse.
  await drag(page, row(anaId).getByRole('button', { name: new RegExp(title) }), cell(benId));
  await expect(cell(cleoId)).toHaveAttribute('data-refused', 'true');
  await page.screenshot({ path: `${SCREENS}/team-grid-dragging-1280.png` });
  await page.mouse.up();
  await expect(row(benId).getByRole('button', { name: new RegExp(title) })).toBeVisible();
  await expect(row(anaId).getByRole('button', { name: new RegExp(title) })).toHaveCount(0);
  await expect(row(benId)).toContainText('5/40 h');
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

/** The Monday of this week and the days after it, in the organization's time zone. */
const weekDay = (offset: number) => {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - mondayIndex + offset);
  return date.toISOString().slice(0, 10);
};

/**
 * Ana, Ben and Zoe with enough people between Ben and Zoe that the grid draws a window of rows and
 * Zoe's row starts far below the screen; Ana has a long-titled Sunday shift and Ben a Monday one.
 * Signed in as their manager on the Team mode of this week, at `width`.
 */
async function wideWeek(page: Page, width: number) {
  const tag = Math.random().toString(36).slice(2, 7);
  const {
    organizationId,
    manager,
    people: [ana, ben, zoe],
  } = await team(`Wide${tag}`, ['Ana', 'Ben', 'Zoe']);
  const db = new pg.Client({ connectionString: databaseUrl() });
  await db.connect();
  await db.query(
    `insert into users (organization_id, email, password, first_name, last_name, role)
     select $1, 'wide-' || $2 || '-' || n || '@e2e.test', 'not-a-hash', 'Mia', 'Filler' || lpad(n::text, 3, '0'), 'employee'
     from generate_series(1, 58) n`,
    [organizationId, tag],
  );
  await db.end();

  await page.setViewportSize({ width, height: 900 });
  await signInByApi(page.request, manager);
  const [anaId, benId, zoeId] = await idsOf(page, [ana, ben, zoe]);
  const sunday = `Sunday brunch, front of house and the terrace ${tag}`;
  const monday = `Monday open ${tag}`;
  await addShift(page, { title: sunday, date: weekDay(6), startTime: '10:00', employeeId: anaId });
  await addShift(page, { title: monday, date: weekDay(0), startTime: '10:00', employeeId: benId });
  await page.goto('/');

  const schedule = page.getByRole('tabpanel', { name: 'Weekly Schedule' });
  await schedule.getByRole('button', { name: 'Team' }).click();
  const grid = schedule.locator('[data-team-grid]');
  const row = (id: number) => grid.locator(`tr[data-person="${id}"]`);
  const sundayCell = (id: number) => row(id).locator('td').nth(6);
  const chip = (id: number, title: string) => row(id).getByRole('button', { name: title });

  /** The whole week is on screen: nothing scrolls sideways and Sunday ends inside the grid. */
  async function expectWeekFits(width: number) {
    await expect(chip(anaId, sunday).or(chip(benId, sunday))).toBeVisible();
    const fit = await page.evaluate(() => {
      const box = document.querySelector('[data-team-grid] table')!.parentElement!;
      const headers = [...box.querySelectorAll('thead th')];
      const sundayHeader = headers[headers.length - 1]!.getBoundingClientRect();
      return {
        pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
        boxOverflow: box.scrollWidth - box.clientWidth,
        sundayRight: sundayHeader.right,
        boxRight: box.getBoundingClientRect().right,
        sundayText: headers[headers.length - 1]!.textContent,
      };
    });
    expect(fit.pageOverflow).toBeLessThanOrEqual(0);
    expect(fit.boxOverflow).toBeLessThanOrEqual(0);
    expect(fit.sundayRight).toBeLessThanOrEqual(fit.boxRight);
    expect(fit.sundayRight).toBeLessThanOrEqual(width);
    expect(fit.sundayText).toMatch(/^Sun, /);
    // A long title is cut short on the chip, whole in its tooltip.
    await expect(grid.getByTitle(sunday, { exact: true })).toBeVisible();
  }

  /** Drags Ana's Sunday shift onto Ben's Sunday: it lands there, named for a screen reader. */
  async function dragSundayToBen() {
    await drag(page, chip(anaId, sunday), sundayCell(benId));
    await page.mouse.up();
    await expect(chip(benId, sunday)).toBeVisible();
    await expect(chip(anaId, sunday)).toHaveCount(0);
    // A screen reader hears the drop in names, not ids.
    await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText(
      `Dropped Ana Wide${tag}'s ${sunday} on Ben Wide${tag}'s row, Sun.`,
    );
  }

  return { benId, zoeId, monday, row, chip, expectWeekFits, dragSundayToBen };
}

// The two widths are two flows, so the workers share them out: each is long on its own.
test('the week fits the screen at 1440 px, and drags reach Sunday and rows off screen', async ({
  page,
}) => {
  test.setTimeout(400_000);
  const { benId, zoeId, monday, row, chip, expectWeekFits, dragSundayToBen } = await wideWeek(
    page,
    1440,
  );
  await expectWeekFits(1440);
  await page.screenshot({ path: `${SCREENS}/team-grid-fits-1440.png` });
  await dragSundayToBen();

  // Ben's Monday shift to Zoe, whose row is so far below the screen that it is not drawn yet:
  // held near the bottom edge, the drag scrolls the page on until her row is there.
  await expect(row(zoeId)).toHaveCount(0);
  const from = chip(benId, monday);
  const start = (await from.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2 + 10, {
    steps: 5,
  });
  await page.mouse.move(start.x + start.width / 2, 898, { steps: 10 });
  // Held at the edge until the page can scroll no further: Zoe's row then stays where it is.
  // Each step of the scroll redraws the grid, slow on a busy machine.
  await expect
    .poll(
      () =>
        page.evaluate(
          () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
        ),
      { timeout: 120_000 },
    )
    .toBe(true);
  await expect(row(zoeId)).toBeInViewport({ ratio: 1 });
  const target = (await row(zoeId).locator('td').first().boundingBox())!;
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 5 });
  await expect(row(zoeId).locator('td').first()).toHaveClass(/ring-teal-600/);
  await page.screenshot({ path: `${SCREENS}/team-grid-drag-far-1440.png` });
  await page.mouse.up();
  await expect(chip(zoeId, monday)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(chip(benId, monday)).toHaveCount(0);
});

test('the week fits the screen at 1280 and 768 px, and a drag reaches Sunday at 1280', async ({
  page,
}) => {
  test.setTimeout(400_000);
  const { expectWeekFits, dragSundayToBen } = await wideWeek(page, 1280);
  await expectWeekFits(1280);
  await page.screenshot({ path: `${SCREENS}/team-grid-fits-1280.png` });
  await dragSundayToBen();

  // The narrowest screen that offers Team mode.
  await page.setViewportSize({ width: 768, height: 900 });
  await expectWeekFits(768);
  await page.screenshot({ path: `${SCREENS}/team-grid-fits-768.png` });
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

test('a manager groups the team by position, and a drag onto someone unqualified is refused with why', async ({
  page,
}) => {
  test.setTimeout(400_000);
  const tag = Math.random().toString(36).slice(2, 7);
  const {
    organizationId,
    manager,
    people: [ana, ben, cleo],
  } = await team(`Pos${tag}`, ['Ana', 'Ben', 'Cleo']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByApi(page.request, manager);
  const [anaId, benId, cleoId] = await idsOf(page, [ana, ben, cleo]);
  const position = async (name: string, color: string) => {
    const created = await page.request.post('/api/positions', { data: { name, color } });
    expect(created.ok()).toBe(true);
    return ((await created.json()) as { id: number }).id;
  };
  const barista = await position('Barista', 'amber');
  const kitchen = await position('Kitchen', 'red');
  const db = new pg.Client({ connectionString: databaseUrl() });
  await db.connect();
  await db.query(
    `insert into employee_positions (organization_id, employee_id, position_id)
     values ($1, $2, $3), ($1, $2, $4), ($1, $5, $4)`,
    [organizationId, anaId, barista, kitchen, benId],
  );
  await db.end();
  const title = `Espresso ${tag}`;
  await addShift(page, {
    title,
    date: today,
    startTime: '09:00',
    employeeId: anaId,
    positionId: barista,
  });
  await page.goto('/');

  const schedule = page.getByRole('tabpanel', { name: 'Weekly Schedule' });
  await schedule.getByRole('button', { name: 'Team' }).click();
  const grid = schedule.locator('[data-team-grid]');
  const row = (id: number) => grid.locator(`tr[data-person="${id}"]`);
  const cell = (id: number) => row(id).locator('td').nth(mondayIndex);
  const order = () =>
    grid
      .locator('tbody tr[data-row-key]')
      .evaluateAll((rows) =>
        rows.map((r) => r.getAttribute('data-group') ?? `person ${r.getAttribute('data-person')}`),
      );
  // Only this test's people: the manager is on the team too.
  await grid.getByLabel('Search people').fill(`Pos${tag}`);
  await grid.getByLabel('Group by').selectOption('Position');
  await expect
    .poll(order)
    .toEqual([
      'Barista',
      `person ${anaId}`,
      'Kitchen',
      `person ${benId}`,
      'No position',
      `person ${cleoId}`,
    ]);
  await expect(row(anaId)).toContainText('Also Kitchen');
  // Not the full page: growing the window to the page's height redraws the schedule and forgets
  // the search.
  await page.screenshot({ path: `${SCREENS}/team-grid-grouped-1280.png` });

  // Ana's Barista shift dragged over Ben, who only works the kitchen: refused, and why.
  await drag(page, row(anaId).getByRole('button', { name: new RegExp(title) }), cell(benId));
  await expect(cell(benId)).toHaveAttribute('data-refused', 'true');
  // The page may scroll a little as the drag begins: aim at Ben's cell where it is now.
  const target = (await cell(benId).boundingBox())!;
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 3 });
  await expect(cell(benId).getByRole('status')).toHaveText('Not qualified for Barista');
  await page.screenshot({ path: `${SCREENS}/team-grid-grouped-refused-1280.png` });
  await page.mouse.up();
  const refused = page.getByRole('dialog', { name: 'This move breaks a scheduling rule' });
  await expect(refused).toContainText('Not qualified for Barista');
  await refused.getByRole('button', { name: 'Close dialog' }).click();
  await expect(row(benId).getByRole('button', { name: new RegExp(title) })).toHaveCount(0);

  // The grouping is still chosen the next time.
  await page.reload();
  await schedule.getByRole('button', { name: 'Team' }).click();
  await expect(grid.getByLabel('Group by')).toHaveValue('position');
  await grid.getByLabel('Search people').fill(`Pos${tag}`);
  await expect
    .poll(order)
    .toEqual([
      'Barista',
      `person ${anaId}`,
      'Kitchen',
      `person ${benId}`,
      'No position',
      `person ${cleoId}`,
    ]);
});
