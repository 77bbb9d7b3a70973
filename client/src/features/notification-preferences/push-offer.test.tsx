import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { jsonResponse, mockApi, renderWithProviders, type ApiCall } from '@/test/utils';
import { PushOffer } from './push-offer';

const SUBSCRIPTION = {
  endpoint: 'https://push.example/abc',
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u', auth: 'tBHI' },
};

/** A browser that can take pushes, has none yet, and whose permission is `permission`. */
function capableBrowser(permission: NotificationPermission, existing: object | null = null) {
  const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', class {});
  const pushManager = {
    getSubscription: async () => existing,
    subscribe: vi.fn(async () => ({ toJSON: () => SUBSCRIPTION })),
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => ({ pushManager }),
      ready: Promise.resolve({ pushManager }),
    },
  });
  onTestFinished(() => {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });
  return { requestPermission, pushManager };
}

function serve() {
  const calls: ApiCall[] = [];
  mockApi((call) => {
    calls.push(call);
    if (call.url === '/api/push/public-key') return jsonResponse({ publicKey: 'BPubKey' });
    return jsonResponse(
      {
        id: 1,
        browser: 'Chrome',
        platform: 'Linux',
        createdAt: '2030-01-01T00:00:00.000Z',
        lastSuccessAt: null,
      },
      { status: 201 },
    );
  });
  return calls;
}

describe('PushOffer', () => {
  it('offers notifications without asking the browser, and asks once when pressed', async () => {
    const calls = serve();
    const { requestPermission, pushManager } = capableBrowser('default');
    renderWithProviders(<PushOffer />);
    const offer = await screen.findByRole('button', { name: 'Get notifications on this device' });
    expect(requestPermission).not.toHaveBeenCalled();

    await userEvent.click(offer);
    expect(await screen.findByText('Notifications on')).toBeInTheDocument();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(calls.find((call) => call.url === '/api/push/subscriptions')?.body).toEqual(
      SUBSCRIPTION,
    );
  });

  it("hides after 'Not now' until the next sign-in here", async () => {
    serve();
    capableBrowser('default');
    const { unmount } = renderWithProviders(<PushOffer />);
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Notifications on this device' })).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.pushOfferDismissed)).toBe('1');
    unmount();
    renderWithProviders(<PushOffer />);
    expect(screen.queryByRole('region', { name: 'Notifications on this device' })).toBeNull();
  });

  it('stays away from a browser that blocked notifications or already takes them', async () => {
    serve();
    capableBrowser('denied');
    const first = renderWithProviders(<PushOffer />);
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Notifications on this device' })).toBeNull();
    first.unmount();

    capableBrowser('granted', { endpoint: SUBSCRIPTION.endpoint });
    const second = renderWithProviders(<PushOffer />);
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Notifications on this device' })).toBeNull();
    second.unmount();

    // Allowed, but this browser's subscription is gone (signed out here): offered again.
    capableBrowser('granted');
    renderWithProviders(<PushOffer />);
    expect(
      await screen.findByRole('region', { name: 'Notifications on this device' }),
    ).toBeInTheDocument();
  });
});
