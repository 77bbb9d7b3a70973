// The API reference at /api/docs draws the OpenAPI document from this origin alone: every
// request the page makes stays on the app's host, and the page breaks no CSP directive.
import { expect, test } from '@playwright/test';

// The renderer is a 3.4 MB script: on a busy two-core machine its first draw takes a while.
test.setTimeout(120_000);

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
  // The renderer's first draw, seen past 15 s with the machine's load near twenty: its own wait.
  await expect(page.getByRole('heading', { name: 'Shynk API', level: 1 })).toBeVisible({
    timeout: 60_000,
  });
  await page.screenshot({ path: 'test-results/screens/api-docs.png' });
  // Each feature is a group; an operation opens with its summary, parameters and answers.
  const sidebar = page.getByRole('navigation', { name: 'Sidebar for Shynk API' });
  await sidebar.getByRole('button', { name: /^Shifts/ }).click();
  await sidebar.getByRole('button', { name: /^The shifts of a week/ }).click();
  await expect(page.getByRole('heading', { name: 'The shifts of a week' })).toBeVisible();
  await expect(page.getByText('Any signed-in person of the organization.').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/api-docs-operation.png' });
  await expect(page.getByRole('link', { name: 'Open API Client' })).toHaveCount(0);

  expect(elsewhere).toEqual([]);
  // The renderer carries its own copy of zod, which tries `new Function('')` once to learn
  // whether it may compile its validators, catches the refusal and interprets them instead: the
  // page stays within the policy without 'unsafe-eval'. Nothing else may be refused.
  expect(violations.filter((v) => v !== 'CSP violation: script-src eval')).toEqual([]);
});
