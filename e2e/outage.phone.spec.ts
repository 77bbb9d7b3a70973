// The database goes away while an employee fills in a dialog on a phone: the API answers 503
// (intercepted here), a quiet 'Reconnecting…' bar appears, the dialog stays open with what was
// typed and says why it was not sent; once the server is ready again the bar goes by itself and
// the same dialog sends.
import { expect, test } from '@playwright/test';
import { signIn } from './support/sign-in';
import { createAccount } from './support/users';

const SCREENS = 'test-results/screens';
const AWAY = {
  status: 503,
  headers: { 'Content-Type': 'application/json', 'Retry-After': '2' },
  body: JSON.stringify({
    message:
      'The database is unreachable right now. Nothing was changed; please try again in a moment.',
    requestId: 'e2e-outage',
  }),
};

// Requests a service worker answers never reach page.route: keep it out of this flow.
test.use({ serviceWorkers: 'block' });

test('a dialog keeps what was typed through an outage and sends once the server is back', async ({
  page,
}) => {
  const employee = await createAccount('employee');
  await signIn(page, employee);
  await page.getByRole('combobox', { name: 'Dashboard section' }).selectOption('preferences');
  await page.getByRole('button', { name: 'Request Time Off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Time Off' });
  // A month on: past any notice the organization asks for.
  const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Date', { exact: true }).fill(date);
  await dialog.getByLabel('Reason').fill('Dentist appointment');

  await page.route('**/api/**', (route) => route.fulfill(AWAY));
  await page.route('**/readyz', (route) => route.fulfill(AWAY));
  await dialog.getByRole('button', { name: 'Submit Request' }).click();

  await expect(page.getByText('Reconnecting…')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'The database is unreachable right now.',
  );
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Reason')).toHaveValue('Dentist appointment');
  await expect(dialog.getByLabel('Date', { exact: true })).toHaveValue(date);
  await page.screenshot({ path: `${SCREENS}/outage-dialog-phone.png` });

  await page.unrouteAll();
  await expect(page.getByText('Reconnecting…')).toBeHidden();
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Time Off Requests' }).getByRole('listitem'),
  ).toContainText('Dentist appointment');
});
