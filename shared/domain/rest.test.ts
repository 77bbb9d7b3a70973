import { describe, expect, it } from 'vitest';
import { gapMinutes, lacksRest, restConflict, shortRestBookings } from './rest';

const span = (start: number, end: number) => ({ start, end });

describe('rest between shifts', () => {
  it('measures the gap either way round, negative for an overlap', () => {
    expect(gapMinutes(span(0, 60), span(100, 200))).toBe(40);
    expect(gapMinutes(span(100, 200), span(0, 60))).toBe(40);
    expect(gapMinutes(span(0, 60), span(60, 90))).toBe(0);
    expect(gapMinutes(span(0, 60), span(30, 90))).toBe(-30);
  });

  it('flags a gap shorter than the rest, and not one exactly as long', () => {
    expect(lacksRest(span(0, 60), span(60 + 479, 900), 480)).toBe(true);
    expect(lacksRest(span(0, 60), span(60 + 480, 900), 480)).toBe(false);
  });

  it('leaves overlaps to the overlap rule, but counts them as conflicts for scheduling', () => {
    expect(lacksRest(span(0, 60), span(30, 90), 480)).toBe(false);
    expect(restConflict(span(0, 60), span(30, 90), 480)).toBe(true);
    expect(restConflict(span(0, 60), span(200, 300), 480)).toBe(true);
    expect(restConflict(span(0, 60), span(540, 600), 480)).toBe(false);
  });

  it('is off at 0 hours', () => {
    expect(lacksRest(span(0, 60), span(60, 90), 0)).toBe(false);
    expect(restConflict(span(0, 60), span(60, 90), 0)).toBe(false);
  });

  it('finds the bookings too close to a shift, across midnight', () => {
    const night = { date: '2030-01-07', startTime: '22:00', duration: 240, id: 1 }; // to 02:00
    const early = { date: '2030-01-08', startTime: '08:00', duration: 60, id: 2 }; // 6 h later
    const late = { date: '2030-01-08', startTime: '12:00', duration: 60, id: 3 }; // 10 h later
    const shift = { date: '2030-01-07', startTime: '22:00', duration: 240 };
    expect(shortRestBookings(shift, [night, early, late], 8).map((b) => b.id)).toEqual([2]);
    expect(shortRestBookings(shift, [early, late], 0)).toEqual([]);
  });
});
