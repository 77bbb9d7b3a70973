import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders, type ApiCall } from '@/test/utils';
import { AWAY_BEFORE_REFRESH_MS, NotificationsBell } from './notifications-bell';
import type { UserNotification } from './types';

let nextId = 1;

function makeNotification(overrides: Partial<UserNotification> = {}): UserNotification {
  const id = overrides.id ?? nextId++;
  return {
    id,
    organizationId: 1,
    userId: 1,
    title: `Title ${id}`,
    message: `Message ${id}`,
    type: 'schedule_assignment',
    roleContext: 'manager',
    read: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

/** A fake notifications API over `notifications`; marking read changes them like the server. */
function serve(
  notifications: UserNotification[],
  failures: { list?: boolean; count?: boolean } = {},
) {
  const unread = () => notifications.filter((item) => !item.read);
  return mockApi(({ method, url, body }: ApiCall) => {
    if (method === 'GET' && url.startsWith('/api/notifications/unread-count?')) {
      if (failures.count) return jsonResponse({ message: 'Boom' }, { status: 500 });
      return jsonResponse({ count: unread().length });
    }
    if (method === 'GET' && url.startsWith('/api/notifications?')) {
      if (failures.list) return jsonResponse({ message: 'Boom' }, { status: 500 });
      return jsonResponse(notifications);
    }
    if (method === 'PUT' && url === '/api/notifications/read-all') {
      const marked = unread();
      marked.forEach((item) => (item.read = true));
      return jsonResponse({ updated: marked.length, body });
    }
    const one = /^\/api\/notifications\/(\d+)\/read$/.exec(url);
    const item = one && notifications.find((candidate) => candidate.id === Number(one[1]));
    if (method === 'PUT' && item) {
      item.read = true;
      return jsonResponse(item);
    }
    throw new Error(`unexpected ${method} ${url}`);
  });
}

const calls = (spy: ReturnType<typeof serve>, method: string, url: string) =>
  spy.mock.calls.filter(([input, init]) => (init?.method ?? 'GET') === method && input === url);

async function openPopup() {
  await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('NotificationsBell', () => {
  it('shows the unread count for the current role view on a badge and in its name', async () => {
    const spy = serve([makeNotification(), makeNotification(), makeNotification({ read: true })]);
    renderWithProviders(<NotificationsBell roleContext="employee" />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByText('2')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith(
      '/api/notifications/unread-count?roleContext=employee',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('shows no badge when everything is read', async () => {
    const spy = serve([makeNotification({ read: true })]);
    renderWithProviders(<NotificationsBell roleContext="manager" />);
    await waitFor(() => expect(spy).toHaveBeenCalled());
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(bell).toHaveTextContent('');
  });

  it('lists title, message and relative time, unread ones marked', async () => {
    serve([
      makeNotification({ title: 'Shift swap request', message: 'Alex wants Monday' }),
      makeNotification({
        title: 'Old news',
        message: 'Rota posted',
        read: true,
        createdAt: 'not a date',
      }),
    ]);
    renderWithProviders(<NotificationsBell roleContext="manager" />);
    const dialog = await openPopup();
    const first = await within(dialog).findByRole('button', { name: 'Unread: Shift swap request' });
    expect(first).toHaveAccessibleDescription('Alex wants Monday 5 minutes ago');
    expect(first).toHaveAttribute('data-unread', 'true');
    const second = within(dialog).getByRole('button', { name: 'Old news' });
    expect(second).toHaveAccessibleDescription('Rota posted Recently');
    expect(second).not.toHaveAttribute('data-unread');
  });

  it('says No notifications when there are none', async () => {
    serve([]);
    renderWithProviders(<NotificationsBell roleContext="manager" />);
    const dialog = await openPopup();
    expect(await within(dialog).findByText('No notifications')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it.each([
    ['swap_request', '?tab=requests'],
    ['swap_response', '?tab=requests'],
    ['cover_request', '?tab=requests'],
    // The manager view keeps time off under Time Away Requests (see notification-tab.ts).
    ['time_off', '?tab=requests'],
    ['time_off_response', '?tab=requests'],
    ['schedule_assignment', '?tab=schedule'],
    ['schedule_removal', '?tab=schedule'],
    ['schedule_update', '?tab=schedule'],
    ['schedule_cancellation', '?tab=schedule'],
    ['manager_update', '?tab=schedule'],
  ] as const)('marks a %s read, closes the popup and opens %s', async (type, search) => {
    const notification = makeNotification({ type, title: `About ${type}` });
    const spy = serve([notification]);
    window.history.replaceState(null, '', '/manager-dashboard?tab=settings');
    renderWithProviders(<NotificationsBell roleContext="manager" />);
    const dialog = await openPopup();

    await userEvent.click(await within(dialog).findByRole('button', { name: new RegExp(type) }));

    expect(window.location.pathname).toBe('/');
    expect(window.location.search).toBe(search);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls(spy, 'PUT', `/api/notifications/${notification.id}/read`)).toHaveLength(1),
    );
    // The badge catches up without a reload.
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('opens an already read notification without marking it again', async () => {
    const spy = serve([makeNotification({ type: 'time_off', read: true, title: 'Done' })]);
    renderWithProviders(<NotificationsBell roleContext="employee" />);
    const dialog = await openPopup();
    await userEvent.click(await within(dialog).findByRole('button', { name: /Done/ }));
    expect(window.location.search).toBe('?tab=preferences');
    expect(spy.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it('marks all as read with one request for the role view', async () => {
    const spy = serve([makeNotification(), makeNotification(), makeNotification()]);
    renderWithProviders(<NotificationsBell roleContext="employee" />);
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    const dialog = await openPopup();

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Mark all as read' }));

    await waitFor(() =>
      expect(within(dialog).queryAllByRole('button', { name: /^Unread/ })).toHaveLength(0),
    );
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    const puts = spy.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]![0]).toBe('/api/notifications/read-all');
    expect(JSON.parse(puts[0]![1]!.body as string)).toEqual({ roleContext: 'employee' });

    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    serve([]);
    const user = userEvent.setup();
    renderWithProviders(<NotificationsBell roleContext="manager" />);
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    bell.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it("toasts 'Failed to fetch notification count' when the count fails", async () => {
    serve([], { count: true });
    renderWithProviders(<NotificationsBell roleContext="manager" />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(region).toHaveTextContent('Failed to fetch notification count'));
  });

  it("toasts 'Failed to fetch notifications' when the list fails", async () => {
    serve([makeNotification()], { list: true });
    renderWithProviders(<NotificationsBell roleContext="manager" />);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const dialog = await openPopup();
    const region = screen.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(region).toHaveTextContent('Failed to fetch notifications'));
    expect(within(dialog).getByText('Notifications could not load.')).toBeInTheDocument();
  });

  it('refreshes the count when the user comes back after more than 30 s, without polling', async () => {
    let now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const notifications = [makeNotification()];
    const spy = serve(notifications);
    renderWithProviders(<NotificationsBell roleContext="manager" />);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const countUrl = '/api/notifications/unread-count?roleContext=manager';

    notifications.push(makeNotification());
    window.dispatchEvent(new Event('blur'));
    now += 10_000;
    window.dispatchEvent(new Event('focus'));
    expect(calls(spy, 'GET', countUrl)).toHaveLength(1);

    window.dispatchEvent(new Event('blur'));
    now += AWAY_BEFORE_REFRESH_MS + 1;
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
    expect(calls(spy, 'GET', countUrl)).toHaveLength(2);
  });
});
