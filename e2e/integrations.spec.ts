import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, request as apiRequest, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { todayIn } from '@shared/domain/dates';
import { signIn } from './support/sign-in';
import { createAccount, createOrganization } from './support/users';

const SCREENS = 'test-results/screens';
const LOADED = { timeout: 20_000 };

type Received = { headers: Record<string, string>; body: string };

/** A receiver on this machine that records each request and answers 200. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        headers: req.headers as Record<string, string>,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/shynk`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('a manager makes a token and a webhook, publishes a week, and sees the signed delivery', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const receiver = await startReceiver();
  const organizationId = await createOrganization();
  const manager = await createAccount('manager', {}, organizationId);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, manager);

  // An API token, shown once.
  await page.getByRole('tab', { name: 'Settings' }).click();
  const tokens = page.getByRole('region', { name: 'API tokens' });
  await expect(tokens.getByText('No API tokens yet.')).toBeVisible(LOADED);
  await tokens.getByRole('button', { name: 'Create token' }).click();
  const create = page.getByRole('dialog', { name: 'Create API token' });
  await create.getByLabel('Name').fill('POS sync');
  await create.getByRole('checkbox', { name: 'Everything: write' }).check();
  await create.getByRole('button', { name: 'Create token' }).click();
  const tokenField = create.getByLabel('Token "POS sync"');
  await expect(tokenField).toHaveValue(/^shk_/);
  const token = await tokenField.inputValue();
  await page.screenshot({ path: `${SCREENS}/api-token-created-1280.png` });
  await create.getByRole('button', { name: 'Done' }).click();
  await expect(tokens.getByText('POS sync')).toBeVisible();
  await expect(tokens.getByText('Last used: Never')).toBeVisible();
  // Another, read-only, that expires.
  await tokens.getByRole('button', { name: 'Create token' }).click();
  await create.getByLabel('Name').fill('Report export');
  await create.getByLabel('Expires (optional)').fill('2030-01-31');
  await create.getByRole('button', { name: 'Create token' }).click();
  await expect(create.getByLabel('Token "Report export"')).toHaveValue(/^shk_/);
  await create.getByRole('button', { name: 'Done' }).click();
  await expect(tokens.getByRole('listitem').filter({ hasText: 'Report export' })).toContainText(
    'Expires: Jan 31, 2030',
  );

  // A webhook endpoint to the local receiver, its secret shown once.
  const webhooks = page.getByRole('region', { name: 'Webhooks' });
  await webhooks.getByRole('button', { name: 'Add endpoint' }).click();
  const add = page.getByRole('dialog', { name: 'Add webhook endpoint' });
  await add.getByLabel('URL').fill(receiver.url);
  await expect(add.getByRole('checkbox', { name: /Schedule published/ })).toBeChecked();
  await add.getByRole('button', { name: 'Add endpoint' }).click();
  const secretField = add.getByLabel('Signing secret');
  await expect(secretField).toHaveValue(/^whsec_/);
  const secret = await secretField.inputValue();
  await page.screenshot({ path: `${SCREENS}/webhook-secret-1280.png` });
  await add.getByRole('button', { name: 'Done' }).click();

  // The token (a script, no cookie) turns drafts on and adds a draft shift for today.
  const api = await apiRequest.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });
  expect(
    (await api.patch('/api/organization-settings', { data: { buildAsDrafts: true } })).status(),
  ).toBe(200);
  const shift = await api.post('/api/shifts', {
    data: {
      title: 'Token shift',
      shiftType: 'Standard',
      color: 'teal',
      numberOfStations: 1,
      employeesPerStation: 1,
      date: todayIn(),
      startTime: '23:00',
      duration: 60,
      employeeIds: [],
      notifyEmployees: false,
    },
  });
  expect(shift.status()).toBe(201);
  expect((await api.get('/api/user')).status()).toBe(403);
  await api.dispose();

  // The manager publishes the week (reloaded: the token's changes were made behind the page).
  await page.reload();
  await page.getByRole('tab', { name: 'Weekly Schedule' }).click();
  const schedule = page.getByRole('tabpanel', { name: 'Weekly Schedule' });
  await schedule.getByRole('button', { name: 'Publish 1 change' }).click(LOADED);
  const confirm = page.getByRole('dialog', { name: 'Publish schedule' });
  await confirm
    .getByRole('button', { name: /^Publish/ })
    .first()
    .click();
  await expect(page.getByText('Schedule published')).toBeVisible();

  // The receiver gets one signed delivery, which an independent verifier accepts.
  await expect.poll(() => receiver.received.length, LOADED).toBe(1);
  const [delivery] = receiver.received;
  const event = new Webhook(secret).verify(delivery!.body, delivery!.headers) as { type: string };
  expect(event.type).toBe('schedule.published');

  // The delivery log shows it, and the token's last use.
  await page.getByRole('tab', { name: 'Settings' }).click();
  await webhooks.getByRole('button', { name: 'Show deliveries' }).click(LOADED);
  const row = webhooks.getByRole('row').filter({ hasText: 'schedule.published' });
  await expect(row).toContainText('Delivered');
  await expect(row).toContainText('200');
  await expect(
    tokens.getByRole('listitem').filter({ hasText: 'POS sync' }).getByText('Last used: Never'),
  ).toBeHidden();
  await page.screenshot({ path: `${SCREENS}/webhook-deliveries-1280.png`, fullPage: true });

  // Redeliver sends the same message again.
  await row.getByRole('button', { name: 'Redeliver' }).click();
  await expect.poll(() => receiver.received.length, LOADED).toBe(2);
  expect(receiver.received[1]!.headers['webhook-id']).toBe(delivery!.headers['webhook-id']);

  // Revoked, the token stops working.
  await tokens.getByRole('button', { name: 'Revoke POS sync' }).click();
  await expect(tokens.getByText('Revoked')).toBeVisible();
  const revoked = await apiRequest.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });
  expect((await revoked.get('/api/shifts/week')).status()).toBe(401);
  await revoked.dispose();

  // A rotated secret is shown once and signs what follows; off and removed, nothing is sent.
  await webhooks.getByRole('button', { name: 'Rotate secret' }).click();
  const rotated = page.getByRole('dialog', { name: 'New signing secret' });
  const newSecret = await rotated.getByLabel('Signing secret').inputValue();
  expect(newSecret).toMatch(/^whsec_/);
  expect(newSecret).not.toBe(secret);
  await rotated.getByRole('button', { name: 'Close dialog' }).click();
  const sendSwitch = webhooks.getByRole('switch', { name: `Send to ${receiver.url}` });
  await sendSwitch.click();
  await expect(sendSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(webhooks.getByText('Off', { exact: true })).toBeVisible();
  await sendSwitch.click();
  await expect(sendSwitch).toHaveAttribute('aria-checked', 'true');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/integrations-390.png`, fullPage: true });
  await webhooks.getByRole('button', { name: 'Remove' }).click();
  await expect(webhooks.getByText('No endpoints yet.')).toBeVisible();
  await receiver.close();
});

test('a token made for one location reads that location only', async ({ page, baseURL }) => {
  const organizationId = await createOrganization();
  const manager = await createAccount('manager', {}, organizationId);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, manager);
  const uptown = await page.request.post('/api/locations', {
    data: { name: 'Uptown', timeZone: 'America/Chicago' },
  });
  expect(uptown.status()).toBe(201);
  const uptownId = ((await uptown.json()) as { id: number }).id;

  await page.reload();
  await page.getByRole('tab', { name: 'Settings' }).click();
  const tokens = page.getByRole('region', { name: 'API tokens' });
  await tokens.getByRole('button', { name: 'Create token' }).click(LOADED);
  const create = page.getByRole('dialog', { name: 'Create API token' });
  await create.getByLabel('Name').fill('Uptown till');
  await create.getByRole('radio', { name: 'Only these locations' }).check();
  await expect(create.getByRole('button', { name: 'Create token' })).toBeDisabled();
  await create.getByRole('checkbox', { name: 'Uptown' }).check();
  await page.screenshot({ path: `${SCREENS}/api-token-locations-1280.png` });
  await create.getByRole('button', { name: 'Create token' }).click();
  const token = await create.getByLabel('Token "Uptown till"').inputValue();
  await create.getByRole('button', { name: 'Done' }).click();
  await expect(tokens.getByRole('listitem').filter({ hasText: 'Uptown till' })).toContainText(
    'Locations: Uptown',
  );

  // The token sees the one location it was made for, not the organization's first.
  const api = await apiRequest.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  const seen = await api.get('/api/locations');
  expect(seen.status()).toBe(200);
  expect(((await seen.json()) as { id: number }[]).map((location) => location.id)).toEqual([
    uptownId,
  ]);
  await api.dispose();
});
