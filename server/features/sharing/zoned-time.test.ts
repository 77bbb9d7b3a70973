import { describe, expect, it } from 'vitest';
import { zonedInstant } from './zoned-time';

describe('zonedInstant', () => {
  it('reads wall-clock times in the zone, winter and summer', () => {
    expect(zonedInstant('2030-01-07', '09:00', 'America/Chicago').toISOString()).toBe(
      '2030-01-07T15:00:00.000Z',
    );
    expect(zonedInstant('2030-07-01', '22:30', 'America/Chicago').toISOString()).toBe(
      '2030-07-02T03:30:00.000Z',
    );
    expect(zonedInstant('2030-07-01', '09:00', 'Asia/Kolkata').toISOString()).toBe(
      '2030-07-01T03:30:00.000Z',
    );
  });

  it('keeps the right offset on the days the clocks change', () => {
    // 2030-03-10 is the US spring-forward Sunday; 2030-11-03 the fall-back one.
    expect(zonedInstant('2030-03-10', '12:00', 'America/Chicago').toISOString()).toBe(
      '2030-03-10T17:00:00.000Z',
    );
    expect(zonedInstant('2030-11-03', '12:00', 'America/Chicago').toISOString()).toBe(
      '2030-11-03T18:00:00.000Z',
    );
  });
});
