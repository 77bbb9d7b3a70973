import { describe, expect, it } from 'vitest';
import { isPastShift, isTodayShift, shiftHasStarted, shiftStartInstant } from './shift-instant';

const iso = (date: string, time: string, zone: string) =>
  shiftStartInstant(date, time, zone).toISOString();

describe('shiftStartInstant', () => {
  it('reads the wall time in the zone, in standard and in daylight time', () => {
    expect(iso('2030-01-16', '05:00', 'America/Chicago')).toBe('2030-01-16T11:00:00.000Z');
    expect(iso('2030-07-16', '05:00', 'America/Chicago')).toBe('2030-07-16T10:00:00.000Z');
    expect(iso('2030-07-16', '05:00', 'America/Los_Angeles')).toBe('2030-07-16T12:00:00.000Z');
    expect(iso('2030-07-16', '05:00', 'UTC')).toBe('2030-07-16T05:00:00.000Z');
  });

  it('accepts HH:MM:SS and handles half-hour zones and date changes', () => {
    expect(iso('2030-07-01', '00:15:00', 'Asia/Kolkata')).toBe('2030-06-30T18:45:00.000Z');
    expect(iso('2030-01-01', '23:30', 'America/New_York')).toBe('2030-01-02T04:30:00.000Z');
  });

  // Both cases agree with PostgreSQL's `timestamp AT TIME ZONE` (checked on PostgreSQL 15).
  it('moves a time skipped by spring forward past the gap', () => {
    expect(iso('2030-03-10', '02:30', 'America/Chicago')).toBe('2030-03-10T08:30:00.000Z');
  });

  it('takes the standard-time pass of an hour repeated by fall back', () => {
    expect(iso('2030-11-03', '01:30', 'America/Chicago')).toBe('2030-11-03T07:30:00.000Z');
  });

  it('is exact right before and after a transition', () => {
    expect(iso('2030-03-10', '01:59', 'America/Chicago')).toBe('2030-03-10T07:59:00.000Z');
    expect(iso('2030-03-10', '03:00', 'America/Chicago')).toBe('2030-03-10T08:00:00.000Z');
    expect(iso('2030-11-03', '02:00', 'America/Chicago')).toBe('2030-11-03T08:00:00.000Z');
  });
});

// The same 09:00 shift at a London and a Los Angeles location, on each side of both zones' clock
// changes in 2026 (Los Angeles: 8 March and 1 November; London: 29 March and 25 October).
const LONDON = 'Europe/London';
const LOS_ANGELES = 'America/Los_Angeles';
const at = (date: string, locationTimeZone: string) => ({
  date,
  startTime: '09:00',
  locationTimeZone,
});

describe("a shift read on its location's clock across daylight-saving changes", () => {
  it.each([
    // Before either spring change: GMT and PST.
    ['2026-03-07', LONDON, '2026-03-07T09:00:00.000Z'],
    ['2026-03-07', LOS_ANGELES, '2026-03-07T17:00:00.000Z'],
    // Los Angeles has sprung forward, London not yet.
    ['2026-03-08', LONDON, '2026-03-08T09:00:00.000Z'],
    ['2026-03-08', LOS_ANGELES, '2026-03-08T16:00:00.000Z'],
    // Both on summer time.
    ['2026-03-29', LONDON, '2026-03-29T08:00:00.000Z'],
    ['2026-03-29', LOS_ANGELES, '2026-03-29T16:00:00.000Z'],
    // London has fallen back, Los Angeles not yet.
    ['2026-10-25', LONDON, '2026-10-25T09:00:00.000Z'],
    ['2026-10-25', LOS_ANGELES, '2026-10-25T16:00:00.000Z'],
    // Both on standard time again.
    ['2026-11-01', LONDON, '2026-11-01T09:00:00.000Z'],
    ['2026-11-01', LOS_ANGELES, '2026-11-01T17:00:00.000Z'],
  ])('09:00 on %s in %s starts at %s', (date, zone, instant) => {
    const shift = at(date, zone);
    expect(shiftStartInstant(date, '09:00', zone).toISOString()).toBe(instant);
    expect(shiftHasStarted(shift, new Date(Date.parse(instant) - 60_000))).toBe(false);
    expect(shiftHasStarted(shift, new Date(instant))).toBe(true);
  });

  it('judges today and past by the date where the shift is worked', () => {
    // 2026-03-29 03:00 UTC: 04:00 BST on the 29th in London, 20:00 PDT on the 28th in Los Angeles.
    const now = new Date('2026-03-29T03:00:00Z');
    expect(isPastShift(at('2026-03-28', LONDON), now)).toBe(true);
    expect(isPastShift(at('2026-03-28', LOS_ANGELES), now)).toBe(false);
    expect(isTodayShift(at('2026-03-28', LOS_ANGELES), now)).toBe(true);
    expect(isTodayShift(at('2026-03-29', LONDON), now)).toBe(true);
    expect(isTodayShift(at('2026-03-29', LOS_ANGELES), now)).toBe(false);
    // 2026-11-01 07:30 UTC: 07:30 GMT in London, 00:30 PDT (the first pass) in Los Angeles.
    const fallBack = new Date('2026-11-01T07:30:00Z');
    expect(isPastShift(at('2026-10-31', LONDON), fallBack)).toBe(true);
    expect(isPastShift(at('2026-10-31', LOS_ANGELES), fallBack)).toBe(true);
    expect(isTodayShift(at('2026-11-01', LOS_ANGELES), fallBack)).toBe(true);
    // An hour earlier it is still 31 October (23:30 PDT) in Los Angeles.
    const before = new Date('2026-11-01T06:30:00Z');
    expect(isPastShift(at('2026-10-31', LOS_ANGELES), before)).toBe(false);
    expect(isTodayShift(at('2026-10-31', LOS_ANGELES), before)).toBe(true);
    expect(isPastShift(at('2026-10-31', LONDON), before)).toBe(true);
  });
});
