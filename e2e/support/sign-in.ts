import { expect, type Page } from '@playwright/test';
import type { TestAccount } from './users';

/** Signs in through the real sign-in form, as a person would. */
export async function signIn(page: Page, account: TestAccount) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
}
