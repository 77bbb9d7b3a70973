import { describe, expect, it } from 'vitest';
import { gapMinutes, lacksRest, restConflict, shortRestBookings } from './rest';

const span = (start: number, end: number) => ({ start, end });

describe('rest between working days', () => {
  it('measures the gap either way round, negative for an overlap', () => {
    expect(gapMinutes(span(0, 60), span(100, 200))).toBe(40);
    expect(gapMinutes(span(100, 200), span(0, 60))).toBe(40);
    expect(gapMinutes(span(0, 60), span(60, 90))).toBe(0);
    expect(gapMinutes(span(0, 60), span(30, 90))).toBe(-30);
  });

  // Day 1 runs from minute 1440 to 2880.
  const DAY = 1440;

  it('flags a gap between two days shorter than the rest, and not one exactly as long', () => {
    expect(lacksRest(span(DAY - 60, DAY), span(DAY + 479, DAY + 900), 480)).toBe(true);
    expect(lacksRest(span(DAY - 60, DAY), span(DAY + 480, DAY + 900), 480)).toBe(false);
  });

  it('asks no rest between shifts of the same day: a split shift is its own rule', () => {
    expect(lacksRest(span(360, 600), span(960, 1200), 480)).toBe(false);
    expect(restConflict(span(360, 600), span(960, 1200), 480)).toBe(false);
    expect(restConflict(span(360, 600), span(500, 1200), 480)).toBe(true);
  });

  it('leaves overlaps to the overlap rule, but counts them as conflicts for scheduling', () => {
    expect(lacksRest(span(0, 60), span(30, 90), 480)).toBe(false);
    expect(restConflict(span(0, 60), span(30, 90), 480)).toBe(true);
    expect(restConflict(span(DAY - 60, DAY), span(DAY + 200, DAY + 300), 480)).toBe(true);
    expect(restConflict(span(DAY - 60, DAY), span(DAY + 480, DAY + 600), 480)).toBe(false);
  });

  it('counts an overnight shift on the day it starts, and the rest from its end', () => {
    // 22:00 to 06:00, then 07:00 the next morning: one hour of rest, though it ran into that day.
    const night = span(DAY - 120, DAY + 360);
    expect(lacksRest(night, span(DAY + 420, DAY + 600), 480)).toBe(true);
    expect(lacksRest(night, span(DAY + 840, DAY + 900), 480)).toBe(false);
    // The same night after an evening shift of its own day is a split shift, not a rest matter.
    expect(lacksRest(span(DAY - 600, DAY - 360), night, 480)).toBe(false);
  });

  it('is off at 0 hours', () => {
    expect(lacksRest(span(0, 60), span(60, 90), 0)).toBe(false);
    expect(restConflict(span(0, 60), span(60, 90), 0)).toBe(false);
  });

  it('finds the bookings too close to a shift, across midnight', () => {
    const night = { date: '2030-01-07', startTime: '22:00', duration: 240, id: 1 }; // to 02:00
    const early = { date: '2030-01-08', startTime: '08:00', duration: 60, id: 2 }; // 6 h later
    const late = { date: '2030-01-08', startTime: '12:00', duration: 60, id: 3 }; // 10 h later
    const evening = { date: '2030-01-07', startTime: '16:00', duration: 240, id: 4 }; // same day
    const shift = { date: '2030-01-07', startTime: '22:00', duration: 240 };
    expect(shortRestBookings(shift, [night, early, late, evening], 8).map((b) => b.id)).toEqual([
      2,
    ]);
    expect(shortRestBookings(shift, [early, late], 0)).toEqual([]);
  });
});
