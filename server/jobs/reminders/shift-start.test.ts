import { describe, expect, it } from 'vitest';
import { shiftStartInstant } from './shift-start';

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
