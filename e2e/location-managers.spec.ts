import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { createAccount, createOrganization } from './support/users';

const SCREENS = 'test-results/screens';

test('a manager of every location makes a manager of a new location, who then sees only its people and shifts', async ({
  page,
  browser,
}) => {
  const organizationId = await createOrganization();
  const boss = await createAccount('manager', { firstName: 'Blair' }, organizationId);
  const riley = await createAccount('manager', { firstName: 'Riley' }, organizationId);
  const ava = await createAccount('employee', { firstName: 'Ava' }, organizationId);
  const noah = await createAccount('employee', { firstName: 'Noah' }, organizationId);
  const nameOf = (person: typeof ava) => `${person.firstName} ${person.lastName}`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, boss);
  const [main] = await (await page.request.get('/api/locations')).json();

  // A second location, through Settings.
  await page.getByRole('tab', { name: 'Settings' }).click();
  const locations = page.getByRole('region', { name: 'Locations' });
  await locations.getByLabel('New location').fill('Harbour');
  await locations.getByRole('button', { name: 'Add Location' }).click();
  await expect(locations.getByRole('listitem').filter({ hasText: 'Harbour' })).toBeVisible();

  // Riley manages Harbour only; Noah works there.
  await page.getByRole('tab', { name: 'Employee Management' }).click();
  const moveToHarbour = async (person: typeof ava, onlyTheirs: boolean) => {
    await page
      .getByRole('button', { name: `Edit ${nameOf(person)}` })
      .first()
      .click();
    const editor = page.getByRole('dialog', { name: 'Edit Employee' });
    const worksAt = editor.getByRole('group', { name: 'Locations' });
    await worksAt.getByLabel('Harbour').check();
    await worksAt.getByLabel(main.name).uncheck();
    if (onlyTheirs) {
      await editor
        .getByRole('group', { name: 'Manages' })
        .getByLabel('Only their locations')
        .check();
      await page.screenshot({ path: `${SCREENS}/location-manager-edit-1280.png` });
    }
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expect(editor).toBeHidden();
  };
  await moveToHarbour(riley, true);
  await moveToHarbour(noah, false);
  const team = await (await page.request.get('/api/employees')).json();
  expect(team.find((p: { email: string }) => p.email === riley.email)).toMatchObject({
    managesAllLocations: false,
    locationIds: [expect.any(Number)],
  });
  const harbour = team.find((p: { email: string }) => p.email === riley.email).locationIds[0];

  // With Harbour chosen in the header, an invitation starts at Harbour.
  await page.getByLabel('Location', { exact: true }).selectOption({ label: 'Harbour' });
  await page.getByRole('button', { name: 'Invite Employee' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite New Employee' });
  const invitedTo = invite.getByRole('group', { name: 'Locations' });
  await expect(invitedTo.getByLabel('Harbour')).toBeChecked();
  await expect(invitedTo.getByLabel(main.name)).not.toBeChecked();
  await invite.getByLabel('Email Address').fill(`harbour-${Date.now()}@example.com`);
  await invite.getByLabel('First Name').fill('Hana');
  await invite.getByLabel('Last Name').fill('Berg');
  await page.screenshot({ path: `${SCREENS}/invite-locations-1280.png` });
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/employee-invitations'),
  );
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ locationIds: [harbour] });
  await invite.getByRole('button', { name: 'Done' }).click();
  await page.getByLabel('Location', { exact: true }).selectOption('all');

  // A shift at each location, today.
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
  for (const [title, locationId] of [
    ['Main opening', main.id],
    ['Harbour opening', harbour],
  ] as const) {
    const res = await page.request.post('/api/shifts', {
      data: {
        title,
        date: today,
        startTime: '09:00',
        duration: 120,
        shiftType: 'Standard',
        color: 'teal',
        numberOfStations: 1,
        employeesPerStation: 1,
        employeeIds: [],
        notifyEmployees: false,
        locationId,
      },
    });
    expect(res.status()).toBe(201);
  }

  // Riley signs in and sees Harbour's people and shifts only.
  const rileyContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const rileyPage = await rileyContext.newPage();
  await signIn(rileyPage, riley);
  await rileyPage.getByRole('tab', { name: 'Employee Management' }).click();
  await expect(
    rileyPage.getByRole('button', { name: `Edit ${nameOf(noah)}` }).first(),
  ).toBeVisible();
  await expect(rileyPage.getByRole('button', { name: `Edit ${nameOf(ava)}` })).toHaveCount(0);
  await expect(rileyPage.getByRole('button', { name: `Edit ${nameOf(boss)}` })).toHaveCount(0);
  await rileyPage.screenshot({
    path: `${SCREENS}/location-manager-people-1280.png`,
    fullPage: true,
  });

  await rileyPage.getByRole('tab', { name: 'Weekly Schedule' }).click();
  const schedule = rileyPage.getByRole('tabpanel', { name: 'Weekly Schedule' });
  await expect(schedule.getByText('Harbour opening').first()).toBeVisible();
  await expect(schedule.getByText('Main opening')).toHaveCount(0);
  await rileyPage.screenshot({
    path: `${SCREENS}/location-manager-schedule-1280.png`,
    fullPage: true,
  });

  // Settings that hold for every location stay with Blair.
  const refused = await rileyPage.request.post('/api/locations', {
    data: { name: 'Airport', address: null, timeZone: 'America/Chicago', geofence: null },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ message: 'Only a manager of every location can do this' });
  await rileyContext.close();

  // Ava works at both now, with a shift at each today: her month names each one's location.
  const avaId = team.find((p: { email: string }) => p.email === ava.email).id;
  const moved = await page.request.put(`/api/employees/${avaId}`, {
    data: {
      weeklyHoursLimit: 40,
      employeeType: 'hourly',
      role: 'employee',
      locationIds: [main.id, harbour],
    },
  });
  expect(moved.status()).toBe(200);
  for (const [title, locationId, startTime] of [
    ['Main close', main.id, '14:00'],
    ['Harbour close', harbour, '18:00'],
  ] as const) {
    const res = await page.request.post('/api/shifts', {
      data: {
        title,
        date: today,
        startTime,
        duration: 120,
        shiftType: 'Standard',
        color: 'teal',
        numberOfStations: 1,
        employeesPerStation: 1,
        employeeIds: [avaId],
        notifyEmployees: false,
        locationId,
      },
    });
    expect(res.status()).toBe(201);
  }
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const avaPage = await phone.newPage();
  await signIn(avaPage, ava);
  const mine = avaPage.getByRole('tabpanel', { name: 'My Schedule' });
  await mine.getByRole('button', { name: 'Calendar' }).click();
  await expect(mine.getByTitle(/Harbour close at Harbour$/)).toBeVisible();
  await expect(mine.getByTitle(new RegExp(`Main close at ${main.name}$`))).toBeVisible();
  await expect(mine.getByRole('region', { name: /^Shifts on / })).toContainText('Harbour');
  await avaPage.screenshot({ path: `${SCREENS}/employee-month-locations-390.png`, fullPage: true });
  await phone.close();
});
