import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { NotificationPreferencesResponse } from '@shared/validators/notification-preferences-responses';
import { jsonResponse, mockApi, renderWithProviders, type ApiCall } from '@/test/utils';
import EmployeeNotificationPreferences from './employee-notification-preferences';
import NotificationSettings from './notification-settings';

const on = { inApp: true, email: true, push: true, emailAllowed: true };
const preferences = (
  overrides: Partial<NotificationPreferencesResponse> = {},
): NotificationPreferencesResponse => ({
  userId: 7,
  editable: true,
  kinds: [
    { kind: 'schedule', ...on },
    { kind: 'requests', ...on },
    { kind: 'time_off', ...on, email: false, emailAllowed: false },
    { kind: 'reminders', ...on },
  ],
  quietHours: null,
  ...overrides,
});

const devices = [
  {
    id: 3,
    browser: 'Chrome',
    platform: 'Android',
    createdAt: '2030-01-02T10:00:00.000Z',
    lastSuccessAt: '2030-01-05T10:00:00.000Z',
  },
  {
    id: 4,
    browser: 'Safari',
    platform: 'iPhone',
    createdAt: '2030-01-03T10:00:00.000Z',
    lastSuccessAt: null,
  },
];

function serve(extra?: (call: ApiCall) => Response | undefined) {
  let stored = preferences();
  let listed = devices;
  return mockApi((call) => {
    const answered = extra?.(call);
    if (answered) return answered;
    if (call.url === '/api/notification-preferences' && call.method === 'GET')
      return jsonResponse(stored);
    if (call.url === '/api/notification-preferences' && call.method === 'PUT') {
      stored = preferences({ quietHours: (call.body as { quietHours: null }).quietHours });
      return jsonResponse(stored);
    }
    if (call.url === '/api/push/subscriptions' && call.method === 'GET')
      return jsonResponse(listed);
    const removal = /^\/api\/push\/subscriptions\/(\d+)$/.exec(call.url);
    if (removal && call.method === 'DELETE') {
      listed = listed.filter((d) => d.id !== Number(removal[1]));
      return jsonResponse({ message: 'Device removed' });
    }
    throw new Error(`unexpected ${call.method} ${call.url}`);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotificationSettings', () => {
  it('shows the grid as saved, and saves the choices and quiet hours as set', async () => {
    const api = serve();
    renderWithProviders(<NotificationSettings />);
    const push = await screen.findByRole('checkbox', {
      name: 'Schedule published, changed or cancelled: Push',
    });
    expect(push).toBeChecked();
    // Email the organization does not allow cannot be chosen.
    expect(screen.getByRole('checkbox', { name: 'Time-off decisions: Email' })).toBeDisabled();

    await userEvent.click(push);
    await userEvent.click(screen.getByRole('switch', { name: 'Quiet hours' }));
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '21:30');
    await userEvent.click(screen.getByRole('button', { name: 'Save notification preferences' }));

    await waitFor(() =>
      expect(api.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
    const [, init] = api.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    const sent = JSON.parse(init!.body as string);
    expect(sent.channels.schedule).toEqual({ inApp: true, email: true, push: false });
    expect(sent.channels.time_off).toEqual({ inApp: true, email: false, push: true });
    expect(sent.quietHours).toEqual({ start: '21:30', end: '07:00' });
  });

  it('lists the devices and removes one', async () => {
    const api = serve();
    renderWithProviders(<NotificationSettings />);
    const list = await screen.findByRole('list', { name: 'Devices' });
    expect(within(list).getByText('Chrome on Android')).toBeInTheDocument();
    expect(within(list).getByText(/not notified yet/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Safari on iPhone' }));
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).not.toBeInTheDocument());
    expect(
      api.mock.calls.some(
        ([url, init]) => url === '/api/push/subscriptions/4' && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });

  it('asks the browser for permission only when the button is pressed', async () => {
    serve();
    const requestPermission = vi.fn(async () => 'denied' as NotificationPermission);
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    vi.stubGlobal('PushManager', class {});
    // jsdom has no service workers: this browser has one, with no subscription yet.
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => undefined },
    });
    onTestFinished(() => {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    });
    renderWithProviders(<NotificationSettings />);
    const offer = await screen.findByRole('button', { name: 'Get notifications on this device' });
    expect(requestPermission).not.toHaveBeenCalled();

    await userEvent.click(offer);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Notifications are blocked')).toBeInTheDocument();
  });

  it('tells iPhone Safari outside the Home Screen how to add Shynk there', async () => {
    serve();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1',
    );
    renderWithProviders(<NotificationSettings />);
    expect(await screen.findByText('Choose Add to Home Screen, then Add.')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Get notifications on this device' }),
    ).not.toBeInTheDocument();
  });
});

describe('EmployeeNotificationPreferences', () => {
  it("shows an employee's choices to a manager, with nothing to change", async () => {
    mockApi((call) => {
      if (call.url === '/api/notification-preferences?employeeId=7')
        return jsonResponse(
          preferences({ editable: false, quietHours: { start: '22:00', end: '06:00' } }),
        );
      throw new Error(`unexpected ${call.url}`);
    });
    renderWithProviders(<EmployeeNotificationPreferences employeeId={7} />);
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes.every((box) => (box as HTMLInputElement).disabled)).toBe(true);
    expect(screen.getByLabelText('From')).toHaveValue('22:00');
    expect(screen.getByLabelText('From')).toBeDisabled();
    expect(
      screen.queryByRole('button', { name: 'Save notification preferences' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Only they can change their notification preferences.')).toBeVisible();
  });
});
