import { describe, expect, it } from 'vitest';
import { localInstant } from './local-instant';

describe('localInstant', () => {
  it('reads a wall-clock time in the zone, on either side of a daylight-saving change', () => {
    expect(localInstant('2026-01-07', '09:00', 'America/Chicago').toISOString()).toBe(
      '2026-01-07T15:00:00.000Z',
    );
    expect(localInstant('2026-07-07', '09:00', 'America/Chicago').toISOString()).toBe(
      '2026-07-07T14:00:00.000Z',
    );
    expect(localInstant('2026-03-08', '12:00', 'America/Los_Angeles').toISOString()).toBe(
      '2026-03-08T19:00:00.000Z',
    );
    expect(localInstant('2026-11-01', '00:30', 'America/Los_Angeles').toISOString()).toBe(
      '2026-11-01T07:30:00.000Z',
    );
    expect(localInstant('2026-06-01', '08:15:00', 'Europe/London').toISOString()).toBe(
      '2026-06-01T07:15:00.000Z',
    );
  });
});
