import { expect, test, type Browser, type Page } from '@playwright/test';
import { addDaysIso, todayIn, weekStart, MONDAY } from '@shared/domain/dates';
import { employeeIdOf, postShift } from './support/shifts';
import { signIn } from './support/sign-in';
import { createAccount, createOrganization, type TestAccount } from './support/users';

const SCREENS = 'test-results/screens';
// A page's first load on a machine shared with other runs can take longer than expect's default.
const LOADED = { timeout: 20_000 };

async function phonePage(browser: Browser, account: TestAccount) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

/** The manager's Weekly Schedule on next week, where these specs' shifts are. */
async function managerNextWeek(page: Page) {
  const schedule = page.getByRole('tabpanel', { name: 'Weekly Schedule' });
  await schedule.getByRole('button', { name: 'Next week' }).click(LOADED);
  return schedule;
}

/** Wednesday next week: ahead in any time zone, inside the default scheduling horizon. */
const nextWednesday = () => addDaysIso(weekStart(todayIn(), MONDAY), 9);

test('a manager offers the week’s open places and an employee picks one up on a phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // An organization of its own: its open places are offered to its people only.
  const organizationId = await createOrganization();
  const manager = await createAccount('manager', {}, organizationId);
  const eve = await createAccount('employee', { firstName: 'Eve' }, organizationId);
  const date = nextWednesday();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, manager);
  const eveId = await employeeIdOf(page.request, eve);
  await postShift(page.request, { title: 'Open bar', date, startTime: '10:00' });

  const schedule = await managerNextWeek(page);
  const table = schedule.getByRole('table');
  await expect(table).toContainText('Open bar', LOADED);
  await expect(table.getByText('Offered')).toHaveCount(0);
  await schedule.getByRole('button', { name: 'Offer open places' }).click();
  await expect(page.getByText('Offered the open places of 1 shift')).toBeVisible();
  await expect(table.getByText('Offered')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/open-shifts-offered-1280.png` });
  await schedule.getByRole('button', { name: 'Team' }).click();
  await expect(schedule.locator('[data-open-slots]')).toContainText('Offered');
  await page.screenshot({ path: `${SCREENS}/open-shifts-offered-team-1280.png` });

  // Eve, on her phone, looks at next week (nothing yet), then picks the place up.
  const phone = await phonePage(browser, eve);
  const myShifts = phone.getByRole('region', { name: 'My shifts for the week' });
  await expect(myShifts).toBeVisible(LOADED);
  await phone.getByRole('button', { name: 'Next week' }).click();
  await expect(myShifts).not.toContainText('Open bar');
  const open = phone.getByRole('region', { name: 'Open shifts' });
  const card = open.getByRole('listitem').filter({ hasText: 'Open bar' });
  await expect(card).toContainText('Nobody on it yet');
  await expect(card).toContainText('Your week if you take it: 2 h of 40 h');
  await phone.screenshot({ path: `${SCREENS}/open-shifts-390.png`, fullPage: true });
  await card.getByRole('button', { name: /^Pick up/ }).click();
  await expect(phone.getByText(/Open bar on .* is yours/)).toBeVisible();
  await expect(open.getByText('No open shifts you could take right now.')).toBeVisible();
  // Her schedule shows it without a reload.
  await expect(myShifts).toContainText('Open bar');
  await expect(phone.getByRole('region', { name: 'My requests' })).toContainText('Approved');
  await phone.screenshot({ path: `${SCREENS}/open-shifts-picked-390.png`, fullPage: true });

  // The manager's open team grid has Eve on it, without a reload: the tab's live stream said the
  // schedule changed.
  const eveRow = schedule.locator(`tr[data-person="${eveId}"]`);
  await expect(eveRow.getByRole('button', { name: /Open bar/ })).toBeVisible(LOADED);
  await expect(schedule.locator('[data-open-slots]')).not.toContainText('Open bar');
});

test('in approval mode two employees request one place, the manager picks one and the other is told', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const organizationId = await createOrganization();
  const manager = await createAccount('manager', {}, organizationId);
  const ann = await createAccount('employee', { firstName: 'Ann' }, organizationId);
  const ben = await createAccount('employee', { firstName: 'Ben' }, organizationId);
  const annName = `${ann.firstName} ${ann.lastName}`;
  const date = nextWednesday();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, manager);
  // Approval mode, chosen in Settings.
  await page.getByRole('tab', { name: 'Settings' }).click();
  const settings = page.getByRole('region', { name: 'Open shifts' });
  await settings
    .getByLabel('How open places are taken')
    .selectOption({ label: 'Manager approves each request' }, LOADED);
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await settings.screenshot({ path: `${SCREENS}/open-shifts-settings-1280.png` });
  await page.getByRole('tab', { name: 'Weekly Schedule' }).click();
  await postShift(page.request, { title: 'Late shift', date, startTime: '16:00' });

  // Offered from the shift itself, in Edit Shift.
  const schedule = await managerNextWeek(page);
  await schedule.getByRole('button', { name: 'Edit Late shift' }).first().click(LOADED);
  const edit = page.getByRole('dialog', { name: 'Edit Shift' });
  await edit.getByRole('switch', { name: 'Offer open places' }).click();
  await expect(page.getByText('Open places offered')).toBeVisible();
  await expect(edit.getByRole('switch', { name: 'Offer open places' })).toBeChecked();
  await page.screenshot({ path: `${SCREENS}/open-shifts-edit-offer-1280.png` });
  await page.keyboard.press('Escape');

  // Both ask for it from their phones.
  const phones: Page[] = [];
  for (const account of [ann, ben]) {
    const phone = await phonePage(browser, account);
    const card = phone
      .getByRole('region', { name: 'Open shifts' })
      .getByRole('listitem')
      .filter({ hasText: 'Late shift' });
    await card.getByRole('button', { name: /^Request/ }).click(LOADED);
    await expect(card).toContainText('Requested, waiting for a manager');
    phones.push(phone);
  }
  const [annPhone, benPhone] = phones as [Page, Page];
  await benPhone.screenshot({ path: `${SCREENS}/open-shifts-requested-390.png`, fullPage: true });

  // The manager's open week shows two requests on the shift, then the manager approves Ann's.
  await expect(schedule.getByRole('table')).toContainText('Offered · 2 requests', LOADED);
  await page.goto('/?tab=requests');
  const review = page.getByRole('region', { name: 'Open Shift Requests' });
  await expect(review.getByRole('listitem')).toHaveCount(2, LOADED);
  await page.screenshot({ path: `${SCREENS}/open-shifts-review-1280.png`, fullPage: true });
  await review.getByRole('button', { name: `Approve ${annName}'s request` }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve request' });
  await dialog.getByLabel('Reason (optional)').fill('First to ask');
  await page.screenshot({ path: `${SCREENS}/open-shifts-approve-1280.png` });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Request approved')).toBeVisible();
  await expect(review.getByText('No open shift requests.')).toBeVisible();

  // Ben is told, on the screen he has open: his request is lost, and a notification says so.
  await expect(benPhone.getByRole('region', { name: 'My requests' })).toContainText('Lost', LOADED);
  await benPhone.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click(LOADED);
  const bell = benPhone.getByRole('dialog', { name: 'Notifications' });
  await expect(bell).toContainText('the place went to someone else');
  await benPhone.screenshot({ path: `${SCREENS}/open-shifts-lost-390.png`, fullPage: true });

  await expect(annPhone.getByRole('region', { name: 'My requests' })).toContainText(
    'Approved',
    LOADED,
  );
  await expect(annPhone.getByRole('region', { name: 'My requests' })).toContainText('First to ask');
});
