import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { createAccount } from './support/users';

test('on a phone the employee dashboard uses a tab select and fits the screen', async ({
  page,
}) => {
  const employee = await createAccount('employee');
  await signIn(page, employee);
  const select = page.getByRole('combobox');
  await expect(select).toBeVisible();
  await select.selectOption('side-hustles');
  await expect(page.getByText('Future home for tracking your side hustles')).toBeVisible();
  await expect(page).toHaveURL(/tab=side-hustles/);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({
    path: 'test-results/screens/employee-dashboard-phone.png',
    fullPage: true,
  });
});
