// Push notifications in Chromium. The offer on Settings asks for permission only when pressed and
// keeps the device. A real event (a cover request) makes the server push to a local push service,
// which decrypts it as the phone would; that payload is delivered to the service worker through
// the DevTools protocol, as a push service would deliver it, and shows a notification whose click
// opens the request's tab in the Shynk window already open.
//
// Two things headless Chromium cannot do are stood in for, and only those: it has no push service
// to subscribe with (PushManager.subscribe is replaced by one returning the local service's
// subscription), and an OS notification cannot be clicked, so the test dispatches the
// notificationclick event to the service worker itself, with the notification it showed.
import fs from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { addDaysIso, todayIn } from '../shared/domain/dates';
import { notificationPath } from '../shared/domain/notification-tab';
import { createPushService } from '../server/test/push-service';
import { signIn } from './support/sign-in';
import { createAccount, type TestAccount } from './support/users';

const expect = baseExpect.configure({ timeout: 20_000 });

// The headless shell refuses the notification permission whatever the context grants; the full
// build grants it.
const FULL_CHROMIUM = '/usr/bin/chromium';
test.skip(!fs.existsSync(FULL_CHROMIUM), 'Showing notifications needs the full Chromium build');
test.use({
  launchOptions: { executablePath: FULL_CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] },
});

async function signInUnderWorker(page: Page, account: TestAccount) {
  await signIn(page, account);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('asks for permission only after the click, keeps the device, and removes it', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  // Counts permission requests from the page's first script on; stands in for the push service.
  await context.addInitScript(() => {
    const asked = { count: 0 };
    Object.assign(window, { __permissionRequests: asked });
    const request = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args) => {
      asked.count++;
      return request(...args);
    };
    let subscription: PushSubscription | null = null;
    PushManager.prototype.subscribe = async function () {
      const json = {
        endpoint: `https://push.example.test/e2e/${crypto.randomUUID()}`,
        expirationTime: null,
        keys: {
          p256dh:
            'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUK0nG5wJqGmRH1u7ma3iJf3mgxnMCqfxG8_yFIg',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      };
      subscription = {
        endpoint: json.endpoint,
        toJSON: () => json,
        unsubscribe: async () => true,
      } as unknown as PushSubscription;
      return subscription;
    };
    PushManager.prototype.getSubscription = async () => subscription;
  });
  const permissionRequests = () =>
    page.evaluate(
      () =>
        (window as unknown as { __permissionRequests: { count: number } }).__permissionRequests
          .count,
    );
  await signInUnderWorker(page, await createAccount('employee'));

  await page.goto('/?tab=settings');
  // Offered twice without asking the browser: above the dashboard after sign-in, and in Settings.
  const dashboardOffer = page.getByRole('region', { name: 'Notifications on this device' });
  const settings = page.getByRole('tabpanel');
  await expect(dashboardOffer).toBeVisible();
  await expect(
    settings.getByRole('button', { name: 'Get notifications on this device' }),
  ).toBeVisible();
  await expect(page.getByText('No device gets notifications yet.')).toBeVisible();
  expect(await permissionRequests()).toBe(0);

  await dashboardOffer.getByRole('button', { name: 'Get notifications on this device' }).click();
  expect(await permissionRequests()).toBe(1);
  await expect(dashboardOffer).toBeHidden();
  const devices = page.getByRole('list', { name: 'Devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices).toContainText('not notified yet');
  await page.screenshot({ path: 'test-results/push-settings-phone.png', fullPage: true });

  await devices.getByRole('button', { name: /^Remove / }).click();
  await expect(page.getByText('No device gets notifications yet.')).toBeVisible();
});

test('a cover request is pushed, shown, and opens Shift Requests in the open window', async ({
  page,
  context,
  baseURL,
  playwright,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const me = await createAccount('employee', { firstName: 'Pia' });
  const coworker = await createAccount('employee', { firstName: 'Quin' });
  const manager = await createAccount('manager');

  // The server signs with the key it publishes: the local push service checks that signature.
  await signInUnderWorker(page, me);
  const { publicKey } = await (await page.request.get('/api/push/public-key')).json();
  const pushService = createPushService(publicKey);
  await pushService.start();
  try {
    const device = pushService.device();
    const saved = await page.request.post('/api/push/subscriptions', { data: device.subscription });
    expect(saved.status()).toBe(201);

    // The coworker asks me to cover their shift.
    const managerApi = await playwright.request.newContext({ baseURL });
    await managerApi.post('/api/login', {
      data: { email: manager.email, password: manager.password },
    });
    const people: { id: number; email: string }[] = await (
      await managerApi.get('/api/employees')
    ).json();
    const idOf = (account: TestAccount) => people.find((p) => p.email === account.email)!.id;
    const shift = await managerApi.post('/api/shifts', {
      data: {
        title: 'Late close',
        shiftType: 'Standard',
        numberOfStations: 1,
        employeesPerStation: 1,
        // Within the first organization's scheduling horizon, and not in the past.
        date: addDaysIso(todayIn(), 10),
        startTime: '18:00',
        duration: 120,
        employeeIds: [idOf(coworker)],
      },
    });
    expect(shift.status(), await shift.text()).toBe(201);
    const coworkerApi = await playwright.request.newContext({ baseURL });
    await coworkerApi.post('/api/login', {
      data: { email: coworker.email, password: coworker.password },
    });
    const cover = await coworkerApi.post('/api/schedule-switch', {
      data: {
        targetEmployeeId: idOf(me),
        requestingShiftId: (await shift.json()).id,
        targetShiftId: null,
        requestType: 'cover',
        reason: 'Dentist appointment',
      },
    });
    expect(cover.status(), await cover.text()).toBe(201);

    await expect.poll(() => device.received.length).toBe(1);
    expect(pushService.errors).toEqual([]);
    const payload = device.received[0]!.payload as { title: string; body: string; url: string };
    expect(payload).toEqual({
      title: 'Coverage request',
      body: expect.stringContaining('Quin'),
      url: notificationPath('cover_request', 'employee'),
    });
    expect(JSON.stringify(payload)).not.toContain('Dentist');

    // Delivered to this browser's service worker as its push service would.
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) =>
      registrations.push(...event.registrations),
    );
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.length).toBeGreaterThan(0);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL!).origin,
      registrationId: registrations[0]!.registrationId,
      data: JSON.stringify(payload),
    });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
        })),
      );
    await expect.poll(shown).toEqual([{ title: payload.title, body: payload.body }]);

    // The click, as the worker receives it: the notification it showed, in a notificationclick.
    const [worker] = context.serviceWorkers();
    await worker!.evaluate(async () => {
      // The worker's own globals, which the page's type library does not describe.
      type WorkerScope = {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
        dispatchEvent: (event: Event) => boolean;
      };
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(
        new scope.NotificationEvent('notificationclick', { notification: notification! }),
      );
    });
    await expect(page).toHaveURL(/\?tab=shift-requests$/);
    await expect(page.getByRole('combobox', { name: 'Dashboard section' })).toHaveValue(
      'shift-requests',
    );
    expect(context.pages()).toHaveLength(1);
    await expect.poll(shown).toEqual([]);
    await page.screenshot({ path: 'test-results/push-opened-tab-phone.png', fullPage: true });
    await managerApi.dispose();
    await coworkerApi.dispose();
  } finally {
    await pushService.close();
  }
});
