import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, fireEvent } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { PUNCH_QUEUE_KEY } from '../punch-queue';
import { jsonResponse, mockApi, renderWithProviders, type ApiCall } from '@/test/utils';
import { makeClockPunch, makeClockShift } from '../clock-test-data';
import KioskScreen from './kiosk-screen';

// The tablet keeps Tokyo's clock; the location is in Chicago, where every time below is read.
// Test files share a worker (and its process.env), so the zone is put back for the next file.
const browserZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Tokyo';
});
afterAll(() => {
  if (browserZone === undefined) delete process.env.TZ;
  else process.env.TZ = browserZone;
});

const BOARD = {
  location: { id: 1, name: 'Main', timeZone: 'America/Chicago' },
  people: [
    { employeeId: 7, name: 'Ann Lee', state: 'out', since: null, shift: makeClockShift() },
    { employeeId: 8, name: 'Ben Ray', state: 'in', since: '2030-03-04T15:00:00Z', shift: null },
  ],
};

// The server's key pair for sealed punches: the kiosk is given the public half only.
let pair: CryptoKeyPair;
let publicKey: string;
beforeAll(async () => {
  pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  publicKey = btoa(String.fromCharCode(...spki));
});

function serve(onPunch: (call: ApiCall) => Response | Promise<Response>) {
  const calls: ApiCall[] = [];
  mockApi((call) => {
    calls.push(call);
    if (call.url === '/api/kiosk/board') return jsonResponse(BOARD);
    if (call.url === '/api/kiosk/punch-key')
      return jsonResponse({ algorithm: 'RSA-OAEP-256', publicKey });
    return onPunch(call);
  });
  return calls;
}

const header = (call: ApiCall) => (call.init?.headers as Record<string, string>)['X-Kiosk-Token'];

describe('KioskScreen', () => {
  it('keeps the token from the link, shows the board and clocks a person in by PIN', async () => {
    window.history.replaceState(null, '', '/kiosk#token=device-secret');
    const calls = serve(() =>
      jsonResponse(
        { name: 'Ann Lee', state: 'in', punch: makeClockPunch({ at: '2030-03-04T15:02:00Z' }) },
        { status: 201 },
      ),
    );
    renderWithProviders(<KioskScreen />);
    expect(localStorage.getItem(STORAGE_KEYS.kioskToken)).toBe('device-secret');
    expect(window.location.hash).toBe('');

    expect(await screen.findByRole('heading', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'On now' })).toHaveTextContent(
      'Ben RayIn since 9:00 AM',
    );
    expect(screen.getByRole('region', { name: 'Expected today' })).toHaveTextContent('Ann Lee');
    expect(header(calls[0]!)).toBe('device-secret');

    await userEvent.click(screen.getByRole('button', { name: /Ann Lee/ }));
    const clockIn = screen.getByRole('button', { name: 'Clock in' });
    expect(clockIn).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Clock out' })).not.toBeInTheDocument();
    for (const digit of ['1', '2', '3', '4'])
      await userEvent.click(screen.getByRole('button', { name: digit }));
    await userEvent.click(clockIn);

    expect(await screen.findByRole('heading', { name: 'Thanks, Ann Lee' })).toBeInTheDocument();
    expect(screen.getByText('Clocked in at 9:02 AM')).toBeInTheDocument();
    const punch = calls.find((call) => call.url === '/api/kiosk/punch')!;
    expect(punch.body).toMatchObject({ employeeId: 7, pin: '1234', kind: 'in' });
    expect(header(punch)).toBe('device-secret');
  });

  it('says a wrong PIN does not match and clears it', async () => {
    localStorage.setItem(STORAGE_KEYS.kioskToken, 'device-secret');
    serve(() => jsonResponse({ message: "That PIN doesn't match" }, { status: 401 }));
    renderWithProviders(<KioskScreen />);
    await userEvent.click(await screen.findByRole('button', { name: /Ben Ray/ }));
    await userEvent.type(screen.getByLabelText('PIN'), '9999');
    await userEvent.click(screen.getByRole('button', { name: 'Clock out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("That PIN doesn't match");
    await waitFor(() => expect(screen.getByLabelText('PIN')).toHaveValue(''));
  });

  it('offline, saves a punch sealed to the server key and sends it once back online', async () => {
    localStorage.setItem(STORAGE_KEYS.kioskToken, 'device-secret');
    const open = async (sealed: string) =>
      JSON.parse(
        new TextDecoder().decode(
          await crypto.subtle.decrypt(
            { name: 'RSA-OAEP' },
            pair.privateKey,
            Uint8Array.from(atob(sealed), (c) => c.charCodeAt(0)),
          ),
        ),
      );
    const opened: Record<string, unknown>[] = [];
    const calls = serve(async (call) => {
      if (call.url !== '/api/kiosk/offline-punch') return jsonResponse({}, { status: 500 });
      const punch = await open((call.body as { sealed: string }).sealed);
      opened.push(punch);
      if (punch.pin !== '1234')
        return jsonResponse({ message: "That PIN doesn't match" }, { status: 401 });
      return jsonResponse(
        {
          name: 'Ben Ray',
          state: 'out',
          punch: makeClockPunch({ kind: 'out', at: punch.deviceTime, recordedOffline: true }),
        },
        { status: 201 },
      );
    });
    renderWithProviders(<KioskScreen />);
    await screen.findByRole('heading', { name: 'Main' });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/kiosk/punch-key')).toBe(true));

    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void fireEvent(window, new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent(
      "Offline: punches are saved on this kiosk and checked once it's back online.",
    );
    // Ben clocks out with his PIN; Ann mistypes hers.
    await userEvent.click(screen.getByRole('button', { name: /Ben Ray/ }));
    await userEvent.type(screen.getByLabelText('PIN'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Clock out' }));
    expect(await screen.findByRole('heading', { name: 'Saved, Ben Ray' })).toBeInTheDocument();
    expect(screen.getByText(/^Clocked out at .*, recorded offline$/)).toBeInTheDocument();
    expect(screen.getByText(/your PIN will be checked when it's back online/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    // The board moves Ben on at once: he is out now, expected no longer on.
    expect(screen.getByRole('region', { name: 'Expected today' })).toHaveTextContent('Ben Ray');
    await userEvent.click(screen.getByRole('button', { name: /Ann Lee/ }));
    await userEvent.type(screen.getByLabelText('PIN'), '9999');
    await userEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    expect(screen.getByRole('status')).toHaveTextContent('2 saved punches wait to be checked');

    // Nothing was sent, and what the kiosk keeps holds no PIN and no person in the clear.
    expect(calls.some((call) => call.url.startsWith('/api/kiosk/') && call.method === 'POST')).toBe(
      false,
    );
    const kept = JSON.parse(localStorage.getItem(PUNCH_QUEUE_KEY)!).kiosk;
    expect(kept).toHaveLength(2);
    for (const punch of kept)
      expect(Object.keys(punch.body).sort()).toEqual(['deviceTime', 'idempotencyKey', 'sealed']);

    online.mockReturnValue(true);
    act(() => void fireEvent(window, new Event('online')));
    const refused = await screen.findByRole('alert');
    expect(refused).toHaveTextContent(
      /A punch saved offline was not accepted:.*Made at .*: That PIN doesn't match/,
    );
    expect(refused).not.toHaveTextContent('Ann');
    expect(opened).toEqual([
      {
        employeeId: 8,
        pin: '1234',
        kind: 'out',
        idempotencyKey: kept[0].body.idempotencyKey,
        deviceTime: kept[0].body.deviceTime,
      },
      expect.objectContaining({ employeeId: 7, pin: '9999', kind: 'in' }),
    ]);
    await waitFor(() => expect(localStorage.getItem(PUNCH_QUEUE_KEY)).toBe('{}'));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    online.mockRestore();
  });

  it('reloaded while offline, starts from the board and key it kept, and still saves punches', async () => {
    localStorage.setItem(STORAGE_KEYS.kioskToken, 'device-secret');
    const calls = serve(() => jsonResponse({}, { status: 500 }));
    const first = renderWithProviders(<KioskScreen />);
    await screen.findByRole('heading', { name: 'Main' });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/kiosk/punch-key')).toBe(true));
    first.unmount();

    // The tablet reloads with no connection: every request fails before reaching a server.
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mockApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(<KioskScreen />);
    await userEvent.click(await screen.findByRole('button', { name: /Ann Lee/ }));
    await userEvent.type(screen.getByLabelText('PIN'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    expect(await screen.findByRole('heading', { name: 'Saved, Ann Lee' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(PUNCH_QUEUE_KEY)!).kiosk).toHaveLength(1);

    // Another kiosk's token finds nothing kept for it.
    localStorage.setItem(STORAGE_KEYS.kioskToken, 'another-device');
    renderWithProviders(<KioskScreen />);
    expect(await screen.findByRole('heading', { name: 'Kiosk unavailable' })).toBeInTheDocument();
    online.mockRestore();
  });

  it('offline before it ever had the key, says it cannot save punches', async () => {
    localStorage.setItem(STORAGE_KEYS.kioskToken, 'device-secret');
    mockApi((call) =>
      call.url === '/api/kiosk/board'
        ? jsonResponse(BOARD)
        : jsonResponse({ message: 'Service unavailable' }, { status: 503 }),
    );
    renderWithProviders(<KioskScreen />);
    await userEvent.click(await screen.findByRole('button', { name: /Ben Ray/ }));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void fireEvent(window, new Event('offline')));
    await userEvent.type(screen.getByLabelText('PIN'), '1234');
    expect(screen.getByRole('alert')).toHaveTextContent("this kiosk can't save punches yet");
    expect(screen.getByRole('button', { name: 'Clock out' })).toBeDisabled();
    online.mockRestore();
  });

  it('tells a revoked kiosk it is no longer active', async () => {
    localStorage.setItem(STORAGE_KEYS.kioskToken, 'old');
    mockApi(() => jsonResponse({ message: 'This kiosk is no longer active' }, { status: 401 }));
    renderWithProviders(<KioskScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This kiosk is no longer active');
  });

  it('explains how to set up a browser that has no kiosk token', () => {
    renderWithProviders(<KioskScreen />);
    expect(screen.getByRole('heading', { name: 'Set up this kiosk' })).toBeInTheDocument();
  });
});
