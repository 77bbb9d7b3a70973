import { expect, request, test } from '@playwright/test';
import { addDaysIso, todayIn, weekStart, MONDAY } from '@shared/domain/dates';
import { E2E_PORT } from './support/env';
import { employeeIdOf, postShift } from './support/shifts';
import { signIn } from './support/sign-in';
import { createAccount, createOrganization } from './support/users';

const SCREENS = 'test-results/screens';
// A page's first load on a machine shared with other runs can take longer than expect's default.
const LOADED = { timeout: 20_000 };

test('changes made elsewhere show on screens already open, without a reload', async ({
  page,
  browser,
}) => {
  // Three people signed in at once on a machine shared with other runs.
  test.setTimeout(120_000);
  const organizationId = await createOrganization();
  const manager = await createAccount('manager', {}, organizationId);
  const colleague = await createAccount('manager', { firstName: 'Casey' }, organizationId);
  const employee = await createAccount('employee', { firstName: 'Lena' }, organizationId);
  // Sunday of this week, late: still ahead on every day but that evening.
  const sunday = addDaysIso(weekStart(todayIn(), MONDAY), 6);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, manager);
  const schedule = page.getByRole('tabpanel', { name: 'Weekly Schedule' });
  await expect(schedule).toBeVisible(LOADED);
  const lenaId = await employeeIdOf(page.request, employee);

  // Lena's phone, open on her week before anything is scheduled.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const lenaPage = await phone.newPage();
  await signIn(lenaPage, employee);
  const myShifts = lenaPage.getByRole('region', { name: 'My shifts for the week' });
  await expect(myShifts).toBeVisible(LOADED);
  await expect(lenaPage.getByRole('button', { name: 'Notifications' })).toBeVisible();

  // The manager gives Lena a shift: her week and her bell show it.
  await postShift(page.request, {
    title: 'Late stock count',
    date: sunday,
    startTime: '22:00',
    duration: 60,
    employeeIds: [lenaId],
    notifyEmployees: true,
  });
  await expect(myShifts.getByText('Late stock count')).toBeVisible();
  await expect(lenaPage.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await lenaPage.screenshot({ path: `${SCREENS}/live-employee-390.png` });

  // The manager's own grid shows it too, and a rename made there reaches Lena's phone.
  const row = schedule.getByRole('row').filter({ hasText: 'Late stock count' });
  await expect(row).toHaveCount(1);
  const shifts = (await (
    await page.request.get(`/api/shifts/range?start=${sunday}&end=${sunday}`)
  ).json()) as { id: number; title: string }[];
  const shiftId = shifts.find((shift) => shift.title === 'Late stock count')!.id;
  const renamed = await page.request.put(`/api/shifts/${shiftId}`, {
    data: { title: 'Late inventory', notifyEmployees: false },
  });
  expect(renamed.status()).toBe(200);
  await expect(myShifts.getByText('Late inventory')).toBeVisible();
  await expect(myShifts.getByText('Late stock count')).toHaveCount(0);

  // Another manager, signed in elsewhere, adds a shift: the first manager's grid shows it.
  const casey = await request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  const signedIn = await casey.post('/api/login', {
    data: { email: colleague.email, password: colleague.password },
  });
  expect(signedIn.status()).toBe(200);
  await postShift(casey, { title: 'Delivery check', date: sunday, startTime: '21:00' });
  await expect(schedule.getByRole('row').filter({ hasText: 'Delivery check' })).toHaveCount(1);
  await page.screenshot({ path: `${SCREENS}/live-manager-1280.png`, fullPage: true });
  await casey.dispose();
  await phone.close();
});
