import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { createAccount } from './support/users';

test('a manager created with the CLI signs in and lands on the manager dashboard', async ({
  page,
}) => {
  const manager = await createAccount('manager', { firstName: 'Morgan' });
  await signIn(page, manager);
  await expect(page.getByText(`Welcome, Morgan ${manager.lastName}`)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Weekly Schedule' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Employee Management/ })).toBeVisible();

  // The tab follows ?tab= and its aliases, and is remembered.
  await page.goto('/?tab=invitations');
  await expect(page.getByRole('tab', { name: /Employee Management/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.goto('/');
  await expect(page.getByRole('tab', { name: /Employee Management/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // A manager may view the product as an employee.
  // Exact: the Employee Management tab also has an 'Invite Employee' button.
  await page.getByRole('button', { name: 'Employee', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Time Away' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Time Away' })).toBeVisible();
  await page.getByRole('button', { name: 'Manager' }).click();
  await expect(page.getByRole('tab', { name: 'Weekly Schedule' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('an employee signs in and lands on the employee dashboard', async ({ page }) => {
  const employee = await createAccount('employee', { firstName: 'Elliot' });
  await signIn(page, employee);
  await expect(page.getByText(`Welcome, Elliot ${employee.lastName}`)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Time Away' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Weekly Schedule' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Manager' })).toHaveCount(0);

  // The Payroll tab holds the person's own timesheet.
  await page.getByRole('tab', { name: 'Payroll' }).click();
  await expect(page.getByRole('heading', { name: 'My timesheet' })).toBeVisible();
  await expect(page).toHaveURL(/tab=payroll/);

  // /manager-dashboard and /coach-dashboard route by role like /.
  await page.goto('/manager-dashboard');
  await expect(page.getByRole('tab', { name: 'Time Away' })).toBeVisible();
});

test('a wrong password shows Login failed and keeps the user on the sign-in page', async ({
  page,
}) => {
  const employee = await createAccount('employee');
  await page.goto('/auth');
  await page.getByLabel('Email').fill(employee.email);
  await page.getByLabel('Password', { exact: true }).fill('definitely-wrong');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('an unknown path shows 404 Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
});

test('a signed-in user visiting /auth is sent home', async ({ page }) => {
  const manager = await createAccount('manager');
  await signIn(page, manager);
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('tab', { name: 'Weekly Schedule' })).toBeVisible();
});
