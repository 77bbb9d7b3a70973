import { describe, expect, it } from 'vitest';
import { localDateOf, startOfLocalDay, wallClockMs } from './zoned-time';

const instant = (iso: string) => Date.parse(iso);

describe('zoned time', () => {
  it('reads the wall clock, milliseconds included', () => {
    const at = instant('2026-06-01T14:07:30.250Z');
    expect(new Date(wallClockMs(at, 'America/Los_Angeles')).toISOString()).toBe(
      '2026-06-01T07:07:30.250Z',
    );
    expect(new Date(wallClockMs(at, 'Asia/Kathmandu')).toISOString()).toBe(
      '2026-06-01T19:52:30.250Z',
    );
  });

  it('dates an instant by the local calendar', () => {
    expect(localDateOf(instant('2026-06-02T06:59:00Z'), 'America/Los_Angeles')).toBe('2026-06-01');
    expect(localDateOf(instant('2026-06-02T07:00:00Z'), 'America/Los_Angeles')).toBe('2026-06-02');
  });

  it('starts each day at local midnight, on either side of a daylight-saving change', () => {
    const days = (zone: string, dates: string[]) =>
      dates.map((date) => new Date(startOfLocalDay(date, zone)).toISOString());
    expect(
      days('America/Los_Angeles', ['2026-03-08', '2026-03-09', '2026-11-01', '2026-11-02']),
    ).toEqual([
      '2026-03-08T08:00:00.000Z',
      '2026-03-09T07:00:00.000Z',
      '2026-11-01T07:00:00.000Z',
      '2026-11-02T08:00:00.000Z',
    ]);
    expect(days('Europe/London', ['2026-03-29', '2026-03-30', '2026-10-25', '2026-10-26'])).toEqual(
      [
        '2026-03-29T00:00:00.000Z',
        '2026-03-29T23:00:00.000Z',
        '2026-10-24T23:00:00.000Z',
        '2026-10-26T00:00:00.000Z',
      ],
    );
  });
});
