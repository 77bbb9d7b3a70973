import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { addDaysIso, todayIn, weekStart, MONDAY } from '../shared/domain/dates';
import { signIn } from './support/sign-in';
import { createAccount, type TestAccount } from './support/users';

const SCREENS = 'test-results/screens';

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('a manager reads the hours report and downloads its CSVs; the employee sees their hours', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  // Two people's sessions and three downloads: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const manager = await createAccount('manager');
  const employee = await createAccount('employee', { firstName: 'Paz' });

  // This week: a rate for the employee and two of their shifts, through the API.
  const monday = weekStart(todayIn(), MONDAY);
  const api = await playwright.request.newContext({ baseURL });
  await api.post('/api/login', { data: { email: manager.email, password: manager.password } });
  const people: (TestAccount & { id: number })[] = await (await api.get('/api/employees')).json();
  const employeeId = people.find((p) => p.email === employee.email)!.id;
  const rated = await api.put(`/api/employees/${employeeId}`, {
    data: { weeklyHoursLimit: 40, employeeType: 'hourly', role: 'employee', hourlyRate: 22.5 },
  });
  expect(rated.status()).toBe(200);
  for (const [date, title, duration] of [
    [monday, '=Opening, "early"', 480],
    [addDaysIso(monday, 2), 'Close', 240],
  ] as const) {
    const created = await api.post('/api/shifts', {
      data: {
        title,
        shiftType: 'Event',
        numberOfStations: 1,
        employeesPerStation: 1,
        date,
        startTime: '09:00',
        duration,
        employeeIds: [employeeId],
      },
    });
    expect(created.status()).toBe(201);
  }
  await api.dispose();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, manager);
  await page.getByRole('tab', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/tab=payroll/);
  const table = page.getByRole('table', { name: 'Hours and cost per person' });
  const row = table.getByRole('row', { name: new RegExp(`Paz ${employee.lastName}`) });
  await expect(row).toContainText('$270.00');
  await expect(row.getByRole('cell').nth(1)).toHaveText('12');
  await expect(page.getByRole('img', { name: /Hours per day, 7 days/ })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/reports-1280.png`, fullPage: true });
  expect(await noSideScroll(page)).toBeLessThanOrEqual(0);

  const [shiftsDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Shifts CSV' }).click(),
  ]);
  expect(shiftsDownload.suggestedFilename()).toBe(`shifts_${monday}_${addDaysIso(monday, 6)}.csv`);
  const shifts = parse(fs.readFileSync((await shiftsDownload.path())!, 'utf8'), {
    bom: true,
    columns: true,
  }) as Record<string, string>[];
  const opening = shifts.find((r) => r.Email === employee.email && r.Date === monday);
  expect(opening).toEqual({
    Date: monday,
    Start: '09:00',
    End: '17:00',
    Hours: '8',
    Title: `'=Opening, "early"`,
    Type: 'Event',
    // A shift without a position takes anyone: the column is empty.
    Position: '',
    Employee: `Paz ${employee.lastName}`,
    Email: employee.email,
    Station: '1',
  });

  const [reportDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Report CSV' }).click(),
  ]);
  const report = parse(fs.readFileSync((await reportDownload.path())!, 'utf8'), {
    bom: true,
    columns: true,
  }) as Record<string, string>[];
  expect(report.find((r) => r.Email === employee.email)).toMatchObject({
    Shifts: '2',
    Hours: '12',
    'Event hours': '12',
    'Hourly rate (USD)': '22.5',
    'Cost (USD)': '270',
  });

  // The employee, on a phone, sees this week's and this month's hours against the limit.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  const employeePage = await phone.newPage();
  await signIn(employeePage, employee);
  const hours = employeePage.getByLabel('My scheduled hours');
  await expect(hours).toContainText('12 h of 40 h');
  await employeePage.screenshot({ path: `${SCREENS}/my-hours-390.png`, fullPage: true });
  expect(await noSideScroll(employeePage)).toBeLessThanOrEqual(0);
  await employeePage.getByRole('button', { name: 'Share' }).click();
  const dialog = employeePage.getByRole('dialog', { name: 'Share Your Schedule' });
  const [own] = await Promise.all([
    employeePage.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Download my shifts (CSV)' }).click(),
  ]);
  const mine = parse(fs.readFileSync((await own.path())!, 'utf8'), { bom: true, columns: true });
  expect(mine).toHaveLength(2);
  await phone.close();
});
