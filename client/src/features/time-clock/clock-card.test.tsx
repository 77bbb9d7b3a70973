import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders, type ApiCall } from '@/test/utils';
import ClockCard from './clock-card';
import type { Clock } from './clock-answers';
import { makeClock, makeClockPunch } from './clock-test-data';
import { queuedPunches } from './punch-queue';

const GEOFENCE = {
  locationId: 1,
  name: 'Main',
  latitude: 41.88,
  longitude: -87.63,
  radiusMeters: 150,
};

/** Serves GET /api/clock from `clock` and answers each punch with `onPunch`. */
function serve(clock: Clock, onPunch: (call: ApiCall) => Response = () => jsonResponse({})) {
  const calls: ApiCall[] = [];
  const spy = mockApi((call) => {
    if (call.url === '/api/clock') return jsonResponse(clock);
    calls.push(call);
    return onPunch(call);
  });
  return { calls, spy };
}

function stubGeolocation(coords: { latitude: number; longitude: number; accuracy: number } | null) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (coords) ok({ coords } as GeolocationPosition);
    else fail?.({ code: 1, message: 'denied' } as GeolocationPositionError);
  });
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition },
    configurable: true,
  });
  return getCurrentPosition;
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('ClockCard', () => {
  it('clocks in for the shift with the phone position, then offers a break and clock-out', async () => {
    stubGeolocation({ latitude: 41.8801, longitude: -87.6301, accuracy: 12 });
    const since = new Date().toISOString();
    const { calls } = serve(makeClock({ geofence: GEOFENCE }), () =>
      jsonResponse(
        {
          punch: makeClockPunch({ at: since }),
          clock: makeClock({ state: 'in', since, today: [makeClockPunch({ at: since })] }),
        },
        { status: 201 },
      ),
    );
    renderWithProviders(<ClockCard userId={7} />);
    expect(
      await screen.findByText(/Shift: Morning, 9:00 AM to 5:00 PM at Main/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clock in' }));

    expect(await screen.findByRole('button', { name: 'Start break' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clock out' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^0:00:0\d$/);
    expect(calls[0]!.url).toBe('/api/clock/in');
    expect(calls[0]!.body).toMatchObject({
      shiftId: 5,
      position: { lat: 41.8801, lng: -87.6301, accuracy: 12 },
    });
    expect(
      (calls[0]!.body as { idempotencyKey: string }).idempotencyKey.length,
    ).toBeGreaterThanOrEqual(16);
  });

  it('sends locationDenied when the browser gives no position, and shows a refusal inline', async () => {
    stubGeolocation(null);
    const { calls } = serve(makeClock({ geofence: GEOFENCE }), () =>
      jsonResponse({ message: "You're outside Main's area" }, { status: 409 }),
    );
    renderWithProviders(<ClockCard userId={7} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Clock in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("You're outside Main's area");
    expect(calls[0]!.body).toMatchObject({ locationDenied: true });
    expect(calls[0]!.body).not.toHaveProperty('position');
  });

  it('asks why before clocking in without a shift, and sends the reason', async () => {
    const { calls } = serve(makeClock({ shift: null, allowClockInWithoutShift: true }), () =>
      jsonResponse({ message: 'stop here' }, { status: 409 }),
    );
    renderWithProviders(<ClockCard userId={7} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Clock in' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Say why you're clocking in without a shift",
    );
    expect(calls).toHaveLength(0);

    await userEvent.type(
      screen.getByLabelText('Why are you clocking in without a shift?'),
      'Covering a delivery',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clock in' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ reason: 'Covering a delivery' });
    expect(calls[0]!.body).not.toHaveProperty('shiftId');
  });

  it('offers no clock-in without a shift when that is not allowed, and says when clock-in opens', async () => {
    serve(
      makeClock({
        shift: null,
        nextShift: { ...makeClock().shift!, opensAt: '2030-03-04T08:45:00' },
      }),
    );
    renderWithProviders(<ClockCard userId={7} />);
    expect(await screen.findByText(/Clock-in opens at 8:45 AM/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clock in' })).not.toBeInTheDocument();
  });

  it('keeps a punch made offline with the device time and sends it when the browser is back online', async () => {
    setOnline(false);
    const { calls } = serve(makeClock(), () =>
      jsonResponse(
        {
          punch: makeClockPunch(),
          clock: makeClock({ state: 'in', since: new Date().toISOString() }),
        },
        { status: 201 },
      ),
    );
    renderWithProviders(<ClockCard userId={7} />);
    const before = Date.now();
    await userEvent.click(await screen.findByRole('button', { name: 'Clock in' }));

    expect(await screen.findByText(/Recorded offline, will send/)).toBeInTheDocument();
    expect(screen.getByText(/Clocked in/, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clock out' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    const [queued] = queuedPunches(7);
    expect(Date.parse(queued!.body.deviceTime)).toBeGreaterThanOrEqual(before - 1000);

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(queuedPunches(7)).toHaveLength(0));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/clock/in');
    expect(calls[0]!.body).toMatchObject({
      idempotencyKey: queued!.body.idempotencyKey,
      deviceTime: queued!.body.deviceTime,
    });
  });
});
