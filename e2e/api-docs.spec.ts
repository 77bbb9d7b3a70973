// The API reference at /api/docs draws the OpenAPI document from this origin alone: every
// request the page makes stays on the app's host, and the page breaks no CSP directive.
import { expect, test } from '@playwright/test';

test('the API reference renders the document without leaving the origin', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  const violations: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'))
      elsewhere.push(url);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text()))
      violations.push(message.text());
  });

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: 'Shynk API', level: 1 })).toBeVisible();
  // Sections by feature, and an operation with its summary.
  await expect(page.getByText('The shifts of a week').first()).toBeVisible();
  await page.getByText('The shifts of a week').first().scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: 'test-results/screens/api-docs.png' });
  await page.goto('/api/docs#tag/shifts/GET/api/shifts/week');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: 'test-results/screens/api-docs-operation.png' });

  expect(elsewhere).toEqual([]);
  expect(violations).toEqual([]);
});
