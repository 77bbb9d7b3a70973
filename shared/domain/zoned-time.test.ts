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

  it('reads the same as a fresh formatter minute by minute across clock changes', () => {
    // The readings are cached by UTC day; the days holding a change must still be exact.
    const formatterReading = (at: number, timeZone: string) => {
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-US', {
          timeZone,
          hourCycle: 'h23',
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
          second: 'numeric',
        })
          .formatToParts(at)
          .map((part) => [part.type, Number(part.value)]),
      );
      return Date.UTC(
        parts.year!,
        parts.month! - 1,
        parts.day!,
        parts.hour!,
        parts.minute!,
        parts.second!,
      );
    };
    const cases: [string, string][] = [
      ['America/Los_Angeles', '2026-03-08T00:00:00Z'],
      ['America/Los_Angeles', '2026-11-01T00:00:00Z'],
      ['Europe/London', '2026-03-28T12:00:00Z'],
      ['Australia/Lord_Howe', '2026-04-04T00:00:00Z'],
      ['Asia/Kathmandu', '2026-06-01T00:00:00Z'],
    ];
    for (const [zone, from] of cases) {
      const mismatches: string[] = [];
      for (let minute = 0; minute < 48 * 60; minute += 7) {
        const at = instant(from) + minute * 60_000;
        if (wallClockMs(at, zone) !== formatterReading(at, zone))
          mismatches.push(`${zone} ${new Date(at).toISOString()}`);
      }
      expect(mismatches).toEqual([]);
    }
  });
});
