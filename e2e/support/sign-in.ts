import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TestAccount } from './users';

/** Signs in through the real sign-in form, as a person would. */
export async function signIn(page: Page, account: TestAccount) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Signs a request context in through the API, for a flow whose subject is not signing in: it
 * sets the session cookie without loading the sign-in screen.
 */
export async function signInByApi(request: APIRequestContext, account: TestAccount) {
  const res = await request.post('/api/login', {
    data: { email: account.email, password: account.password },
  });
  expect(res.ok()).toBe(true);
}
