import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { createAccount, createOrganization } from './support/users';

const SCREENS = 'test-results/screens';

test('a manager creates two positions, qualifies people and creates a Barista shift', async ({
  page,
}) => {
  // An organization of its own: position names are unique per organization.
  const organizationId = await createOrganization();
  const manager = await createAccount('manager', {}, organizationId);
  const ava = await createAccount('employee', { firstName: 'Ava' }, organizationId);
  const noah = await createAccount('employee', { firstName: 'Noah' }, organizationId);
  const avaName = `${ava.firstName} ${ava.lastName}`;
  const noahName = `${noah.firstName} ${noah.lastName}`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, manager);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const card = page.getByRole('region', { name: 'Positions' });
  await expect(card.getByText('No positions yet: every shift takes anyone.')).toBeVisible();
  for (const [name, color, rate] of [
    ['Barista', 'amber', '15.5'],
    ['Kitchen', 'red', ''],
  ]) {
    await card.getByLabel('New position').fill(name!);
    await card.getByLabel('Colour').last().selectOption(color!);
    await card.getByLabel('Default rate').last().fill(rate!);
    await card.getByRole('button', { name: 'Add Position' }).click();
    await expect(card.getByRole('listitem').filter({ hasText: name! })).toBeVisible();
  }
  await expect(card.getByRole('listitem').filter({ hasText: 'Barista' })).toContainText('15.50/h');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/positions-settings-1280.png`, fullPage: true });

  await page.getByRole('tab', { name: 'Employee Management' }).click();
  await page
    .getByRole('button', { name: `Edit ${avaName}` })
    .first()
    .click();
  const editor = page.getByRole('dialog', { name: 'Edit Employee' });
  await editor.getByRole('checkbox', { name: 'Barista' }).check();
  await editor.getByLabel('Barista rate').fill('17');
  await page.screenshot({ path: `${SCREENS}/positions-qualify-1280.png` });
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editor).toBeHidden();
  const team = await (await page.request.get('/api/employees')).json();
  const avaRow = team.find((p: { email: string }) => p.email === ava.email);
  expect(avaRow.positions).toEqual([{ positionId: expect.any(Number), hourlyRate: 17 }]);

  await page.getByRole('tab', { name: 'Weekly Schedule' }).click();
  const schedule = page.getByRole('tabpanel', { name: 'Weekly Schedule' });
  await schedule.getByRole('button', { name: 'Add Shift' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Shift' });
  await add.getByLabel('Title').fill('Morning bar');
  await add.getByLabel('Position').selectOption({ label: 'Barista' });
  await add.getByLabel('Number of Stations').selectOption('2');
  await add.getByRole('checkbox', { name: avaName }).check();
  await add.getByRole('checkbox', { name: noahName }).check();
  await add.getByLabel('Position').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/positions-add-shift-1280.png` });
  // Noah is not qualified: the manager is told before anything is saved, and may still assign
  // him with the override.
  await add.getByRole('button', { name: 'Create Shift' }).click();
  await expect(add.getByText(`${noahName} is not qualified for Barista`).first()).toBeVisible();
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/shifts') && r.request().method() === 'POST'),
    add.getByRole('button', { name: 'Assign with Override' }).click(),
  ]);
  const created = await response.json();
  expect(created).toMatchObject({ positionName: 'Barista', positionColor: 'amber' });
  expect(created.assignedEmployees).toHaveLength(2);
  await page.screenshot({ path: `${SCREENS}/positions-created-1280.png`, fullPage: true });
  // The team grid's chip names the position.
  await schedule.getByRole('button', { name: 'Team' }).click();
  await expect(
    schedule.getByRole('button', { name: /^Morning bar, Barista/ }).first(),
  ).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/positions-team-1280.png`, fullPage: true });
});
