import { describe, expect, it } from 'vitest';
import {
  dayInterval,
  intervalsOverlap,
  minutesToTime,
  normalizeTime,
  shiftDates,
  shiftEndTime,
  shiftInterval,
  shiftsOverlap,
  timeToMinutes,
} from './shift-time';

describe('shift times', () => {
  it('reads HH:MM and HH:MM:SS', () => {
    expect(timeToMinutes('09:15')).toBe(555);
    expect(timeToMinutes('23:45:00')).toBe(1425);
    expect(normalizeTime('07:30:00')).toBe('07:30');
  });

  it('ends a shift at start plus duration, wrapping past midnight', () => {
    expect(shiftEndTime('09:00', 90)).toBe('10:30');
    expect(shiftEndTime('22:30:00', 150)).toBe('01:00');
    expect(shiftEndTime('12:00', 12 * 60)).toBe('00:00');
    expect(minutesToTime(-15)).toBe('23:45');
  });

  it('lists the dates a shift touches', () => {
    expect(shiftDates({ date: '2030-12-31', startTime: '09:00', duration: 60 })).toEqual([
      '2030-12-31',
    ]);
    expect(shiftDates({ date: '2030-12-31', startTime: '23:00', duration: 60 })).toEqual([
      '2030-12-31',
    ]);
    expect(shiftDates({ date: '2030-12-31', startTime: '23:00', duration: 75 })).toEqual([
      '2030-12-31',
      '2031-01-01',
    ]);
  });
});

describe('overlap', () => {
  const at = (date: string, startTime: string, duration: number) => ({ date, startTime, duration });

  it('overlaps on the same date only when the times cross, not when they touch', () => {
    expect(shiftsOverlap(at('2030-01-07', '09:00', 120), at('2030-01-07', '10:00', 60))).toBe(true);
    expect(shiftsOverlap(at('2030-01-07', '09:00', 60), at('2030-01-07', '10:00', 60))).toBe(false);
    expect(shiftsOverlap(at('2030-01-07', '09:00', 60), at('2030-01-08', '09:00', 60))).toBe(false);
  });

  it('sees a shift past midnight overlap the next morning', () => {
    expect(shiftsOverlap(at('2030-01-07', '22:00', 240), at('2030-01-08', '01:00', 60))).toBe(true);
    expect(shiftsOverlap(at('2030-01-07', '22:00', 120), at('2030-01-08', '00:00', 60))).toBe(
      false,
    );
  });

  it('handles spans of a day with an end before the start as running into the next day', () => {
    const night = dayInterval('2030-01-07', '22:00', '02:00');
    expect(night.end - night.start).toBe(240);
    expect(intervalsOverlap(night, shiftInterval(at('2030-01-08', '01:30', 15)))).toBe(true);
  });
});
