// Whole clock answers for the component tests, with overrides.
import type { Clock, ClockPunch, ClockShift } from './clock-answers';

export function makeClockShift(overrides: Partial<ClockShift> = {}): ClockShift {
  return {
    id: 5,
    title: 'Morning',
    date: '2030-03-04',
    startTime: '09:00',
    duration: 480,
    locationId: 1,
    locationName: 'Main',
    opensAt: '2030-03-04T08:45:00.000Z',
    ...overrides,
  };
}

export function makeClockPunch(overrides: Partial<ClockPunch> = {}): ClockPunch {
  return {
    id: 1,
    kind: 'in',
    at: new Date().toISOString(),
    recordedAt: new Date().toISOString(),
    recordedOffline: false,
    source: 'device',
    geofence: 'inside',
    shiftId: 5,
    ...overrides,
  };
}

export function makeClock(overrides: Partial<Clock> = {}): Clock {
  return {
    state: 'out',
    since: null,
    shift: makeClockShift(),
    nextShift: null,
    allowClockInWithoutShift: false,
    earlyClockInMinutes: 15,
    geofence: null,
    today: [],
    hasPin: false,
    timeZone: 'UTC',
    ...overrides,
  };
}
