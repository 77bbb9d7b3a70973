import { describe, expect, it } from 'vitest';
import { inQuietHours } from './quiet-hours';

// 03:30 UTC is 21:30 the day before in Chicago (CST, UTC-6).
const chicagoEvening = new Date('2030-01-16T03:30:00Z');

describe('inQuietHours', () => {
  it('is never quiet without quiet hours, or with a window of no length', () => {
    expect(inQuietHours(null, chicagoEvening, 'America/Chicago')).toBe(false);
    expect(inQuietHours({ start: '21:00', end: '21:00' }, chicagoEvening, 'UTC')).toBe(false);
  });

  it('reads the clock in the given time zone', () => {
    const evening = { start: '21:00', end: '22:00' };
    expect(inQuietHours(evening, chicagoEvening, 'America/Chicago')).toBe(true);
    expect(inQuietHours(evening, chicagoEvening, 'UTC')).toBe(false);
  });

  it('includes the start and excludes the end', () => {
    const window = { start: '21:30', end: '23:00' };
    expect(inQuietHours(window, chicagoEvening, 'America/Chicago')).toBe(true);
    expect(inQuietHours({ start: '20:00', end: '21:30' }, chicagoEvening, 'America/Chicago')).toBe(
      false,
    );
  });

  it('runs past midnight when the end comes before the start', () => {
    const night = { start: '22:00', end: '07:00' };
    expect(inQuietHours(night, new Date('2030-01-16T23:30:00Z'), 'UTC')).toBe(true);
    expect(inQuietHours(night, new Date('2030-01-16T06:59:00Z'), 'UTC')).toBe(true);
    expect(inQuietHours(night, new Date('2030-01-16T07:00:00Z'), 'UTC')).toBe(false);
    expect(inQuietHours(night, new Date('2030-01-16T12:00:00Z'), 'UTC')).toBe(false);
  });
});
