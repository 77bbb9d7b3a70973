import { describe, expect, it } from 'vitest';
import { isTimeZone, timeZoneLabel, timeZonesUsFirst } from './time-zones';

describe('isTimeZone', () => {
  it('knows IANA names and their aliases', () => {
    for (const zone of [
      'Asia/Tokyo',
      'america/chicago',
      'Asia/Kathmandu',
      'Asia/Katmandu',
      'UTC',
    ]) {
      expect(isTimeZone(zone)).toBe(true);
    }
  });

  it('refuses unknown names and offsets', () => {
    for (const zone of ['Mars/Olympus', '', '+05:00', '-0300', 'Europe/', ' ']) {
      expect(isTimeZone(zone)).toBe(false);
    }
  });
});

describe('timeZonesUsFirst', () => {
  it('offers the four US zones first, then every other zone once', () => {
    const zones = timeZonesUsFirst();
    expect(zones.slice(0, 4)).toEqual([
      'America/Los_Angeles',
      'America/Denver',
      'America/Chicago',
      'America/New_York',
    ]);
    expect(zones).toContain('Europe/London');
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones.length).toBeGreaterThan(300);
    expect(zones.every(isTimeZone)).toBe(true);
  });
});

describe('timeZoneLabel', () => {
  it('names US zones by their abbreviation and spaces the rest', () => {
    expect(timeZoneLabel('America/New_York')).toBe('ET · America/New York');
    expect(timeZoneLabel('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos Aires');
  });
});
