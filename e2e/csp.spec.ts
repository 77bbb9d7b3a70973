// No page breaks the Content-Security-Policy: a violation means something the app relies on is
// blocked (or falls back silently), as zod's compiled validators once were on every page.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/sign-in';
import { createAccount } from './support/users';

/** Records every CSP violation the page reports, from the DOM event and from the console. */
async function watchViolations(page: Page) {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|CSP violation|Permissions-Policy/i.test(text))
      violations.push(text);
  });
  return violations;
}

// Each test walks many pages; on a shared CI machine they take a while.
test.setTimeout(180_000);

async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

test('sign-in, invitation and reset pages load without a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await visit(page, '/auth');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible({ timeout: 15_000 });
  await visit(page, '/invite/not-a-real-token');
  await visit(page, '/reset-password/not-a-real-token');
  expect(violations).toEqual([]);
});

test('every manager tab loads without a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await signIn(page, await createAccount('manager'));
  for (const tab of ['schedule', 'requests', 'coaches', 'settings']) {
    await visit(page, `/?tab=${tab}`);
    await expect(page.getByRole('tab', { selected: true })).toBeVisible({ timeout: 15_000 });
  }
  expect(violations).toEqual([]);
});

test('the employee tabs and the public schedule load without a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await signIn(page, await createAccount('employee'));
  for (const tab of ['schedule', 'shift-requests', 'preferences']) {
    await visit(page, `/?tab=${tab}`);
    await expect(page.getByRole('tab', { selected: true })).toBeVisible({ timeout: 15_000 });
  }
  const shared = await page.request.post('/api/share-token/generate');
  const { shareUrl } = (await shared.json()) as { shareUrl: string };
  await page.goto(new URL(shareUrl).pathname);
  await expect(page.getByRole('region', { name: 'Upcoming Shifts' })).toBeVisible({
    timeout: 15_000,
  });
  expect(violations).toEqual([]);
});
