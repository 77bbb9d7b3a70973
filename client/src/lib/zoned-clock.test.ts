import { describe, expect, it } from 'vitest';
import { clockDateTimeIn, instantOfWall, wallInputIn } from './zoned-clock';

describe('a time field on a zone clock', () => {
  it('shows an instant on the zone clock and reads the typed time back to the same instant', () => {
    const at = '2030-07-01T16:45:00.000Z';
    expect(wallInputIn(at, 'Europe/London')).toBe('2030-07-01T17:45');
    expect(instantOfWall('2030-07-01T17:45', 'Europe/London')).toBe(at);
    expect(wallInputIn(at, 'Pacific/Auckland')).toBe('2030-07-02T04:45');
  });

  it('reads a time skipped by a clock change with the offset before it, as shift starts are read', () => {
    // London skips 01:00-02:00 on 2030-03-31: 01:30 is read at GMT.
    expect(instantOfWall('2030-03-31T01:30', 'Europe/London')).toBe('2030-03-31T01:30:00.000Z');
  });

  it('names the day on the zone calendar, not the UTC one', () => {
    expect(clockDateTimeIn('2030-03-06T02:00:00Z', 'America/New_York')).toBe('Tue Mar 5, 9:00 PM');
  });
});
