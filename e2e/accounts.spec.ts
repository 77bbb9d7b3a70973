import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { waitForLink } from './support/outbox';
import { signIn } from './support/sign-in';
import { createAccount, createFirstManagerLink } from './support/users';

/** Screenshots the page as it is now at desktop and phone widths, for a person to look at. */
async function screens(page: Page, name: string) {
  const size = page.viewportSize();
  // An open dialog is fixed to the viewport: a full-page shot would misplace it.
  const fullPage = (await page.getByRole('dialog').count()) === 0;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage });
  }
  if (size) await page.setViewportSize(size);
}

test('a manager invites someone, who joins through the emailed link', async ({
  page,
  browser,
  context,
}) => {
  // Two people's whole journey, with screenshots along the way.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const manager = await createAccount('manager');
  const email = `invitee-${randomBytes(4).toString('hex')}@e2e.test`;
  await signIn(page, manager);

  await page.getByRole('tab', { name: 'Employee Management' }).click();
  await expect(page.getByRole('cell', { name: `Morgan ${manager.lastName} (you)` })).toBeVisible();
  await page.getByRole('button', { name: 'Invite Employee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite New Employee' });
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByLabel('First Name').fill('Ivy');
  await dialog.getByLabel('Last Name').fill('Nguyen');
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();

  await expect(dialog.getByText('Invitation Created Successfully!')).toBeVisible();
  const shownUrl = await dialog.getByLabel('Invitation URL').inputValue();
  expect(shownUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/invite\/[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shownUrl);
  await screens(page, 'invite-created');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('region', { name: /^Pending/ })).toContainText(email);

  // The emailed link is the one the manager was shown.
  const link = await waitForLink(email, '/invite/');
  expect(link).toBe(shownUrl);

  // The invited person, in a browser of their own.
  const inviteeContext = await browser.newContext();
  const invitee = await inviteeContext.newPage();
  await invitee.goto(link);
  await expect(invitee.getByText('Valid Invitation')).toBeVisible();
  await expect(invitee.getByText(email)).toBeVisible();
  await screens(invitee, 'invite-page');
  await invitee.getByRole('button', { name: 'Accept Invitation & Join Team' }).click();

  await expect(invitee).toHaveURL(/\/auth$/);
  await expect(invitee.getByRole('heading', { name: 'Complete Your Registration' })).toBeVisible();
  await expect(invitee.getByLabel('First Name')).toHaveValue('Ivy');
  await expect(invitee.getByLabel('Last Name')).toHaveValue('Nguyen');
  await expect(invitee.getByLabel('Email')).toHaveValue(email);
  await invitee.getByLabel('Password', { exact: true }).fill('joined-secret');
  await screens(invitee, 'registration-card');
  await invitee.getByRole('button', { name: 'Create Account' }).click();

  await expect(invitee).toHaveURL(/\/$/);
  await expect(invitee.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();
  await expect(invitee.getByText('Welcome, Ivy Nguyen')).toBeVisible();
  // The used invitation is gone from the tab: signing out shows the normal Sign In card.
  await invitee.getByRole('button', { name: 'Sign Out' }).click();
  await expect(invitee.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await inviteeContext.close();

  // The manager sees the new team member and the invitation under Accepted.
  await page.goto('/?tab=invitations');
  await expect(page.getByRole('region', { name: /^Accepted/ })).toContainText(email);
  await expect(page.getByRole('region', { name: /^Pending/ })).not.toContainText(email);
  await expect(page.getByRole('cell', { name: 'Ivy Nguyen', exact: true })).toBeVisible();
  await screens(page, 'employee-management');

  // Edit the new employee: nothing to save until something changes.
  await page.getByRole('button', { name: 'Edit Ivy Nguyen' }).first().click();
  const editor = page.getByRole('dialog', { name: 'Edit Employee' });
  await expect(editor.getByRole('button', { name: 'No Changes' })).toBeDisabled();
  await editor.getByLabel('Role').selectOption('manager');
  await screens(page, 'edit-employee');
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Employee settings updated successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: /Ivy Nguyen/ })).toContainText('Manager');
});

test.describe('the first-run link', () => {
  // The browser's zone is the form's first guess.
  test.use({ timezoneId: 'Europe/Madrid' });

  test('creates the business, named and in its time zone, with its first manager', async ({
    page,
  }) => {
    const link = await createFirstManagerLink();
    const email = `founder-${randomBytes(4).toString('hex')}@e2e.test`;
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Set Up Your Business' })).toBeVisible();
    await expect(page.getByText('Join Your Team')).toHaveCount(0);
    await screens(page, 'first-manager-invite');
    await expectNoSeriousViolations(page, 'first-manager invitation');
    await page.getByRole('button', { name: 'Set Up My Business' }).click();

    await expect(page.getByRole('heading', { name: 'Create Your Business' })).toBeVisible();
    await expect(page.getByText("You've been invited!")).toHaveCount(0);
    const zone = page.getByRole('combobox', { name: 'Time Zone' });
    await expect(zone).toHaveValue('Europe/Madrid');
    await page.getByLabel('Business Name').fill('Harbor Climbing');
    await zone.fill('lisbon');
    await expect(page.getByRole('option', { name: 'Europe/Lisbon' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/time-zone-search.png' });
    await expectNoSeriousViolations(page, 'first-manager registration, time zones open');
    await zone.press('Enter');
    await expect(zone).toHaveValue('Europe/Lisbon');
    await page.getByLabel('First Name').fill('Rosa');
    await page.getByLabel('Last Name').fill('Founder');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('founder-secret');
    await screens(page, 'first-manager-registration');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/$/);
    await page.goto('/?tab=settings');
    const general = page.getByRole('region', { name: 'General' });
    await expect(general.getByLabel('Business name')).toHaveValue('Harbor Climbing');
    await expect(general.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Lisbon');
  });
});

test('a forgotten password is reset through the emailed link', async ({ page }) => {
  // Waits for an email and a 2-second redirect, with screenshots along the way.
  test.slow();
  const employee = await createAccount('employee');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await dialog.getByLabel('Email').fill(employee.email);
  await screens(page, 'reset-modal');
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    dialog.getByText(
      "If an account with that email exists, you'll receive a password reset link shortly.",
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Back to Login' }).click();
  await expect(dialog).toBeHidden();

  const link = await waitForLink(employee.email, '/reset-password/');
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill('brand-new-secret');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('brand-new-secret');
  await screens(page, 'reset-page');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password reset successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await signIn(page, { ...employee, password: 'brand-new-secret' });
  await expect(page.getByRole('heading', { name: 'My Dashboard' })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill('another-secret');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('another-secret');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await screens(page, 'reset-invalid');
});
