import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, fireEvent } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
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

function serve(onPunch: (call: ApiCall) => Response) {
  const calls: ApiCall[] = [];
  mockApi((call) => {
    calls.push(call);
    if (call.url === '/api/kiosk/board') return jsonResponse(BOARD);
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

  it('takes no punch while offline, saying so, and takes it once back online', async () => {
    localStorage.setItem(STORAGE_KEYS.kioskToken, 'device-secret');
    const calls = serve(() =>
      jsonResponse(
        { name: 'Ben Ray', state: 'out', punch: makeClockPunch({ kind: 'out' }) },
        { status: 201 },
      ),
    );
    renderWithProviders(<KioskScreen />);
    await userEvent.click(await screen.findByRole('button', { name: /Ben Ray/ }));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void fireEvent(window, new Event('offline')));
    await userEvent.type(screen.getByLabelText('PIN'), '1234');
    expect(screen.getByRole('alert')).toHaveTextContent(
      "You're offline: punches can't be checked now",
    );
    const clockOut = screen.getByRole('button', { name: 'Clock out' });
    expect(clockOut).toBeDisabled();
    await userEvent.click(clockOut);
    expect(calls.some((call) => call.url === '/api/kiosk/punch')).toBe(false);
    // Nothing of the PIN is kept anywhere the page outlives.
    expect(JSON.stringify({ ...localStorage })).not.toContain('1234');

    online.mockReturnValue(true);
    act(() => void fireEvent(window, new Event('online')));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clock out' }));
    expect(await screen.findByRole('heading', { name: 'Thanks, Ben Ray' })).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/kiosk/punch')!.body).toMatchObject({
      employeeId: 8,
      pin: '1234',
      kind: 'out',
    });
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
