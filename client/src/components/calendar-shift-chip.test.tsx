import { describe, expect, it } from 'vitest';
import { shortClock } from './calendar-shift-chip';

describe('shortClock', () => {
  it.each([
    ['00:30', '12:30a'],
    ['09:00', '9a'],
    ['11:30', '11:30a'],
    ['12:00', '12p'],
    ['13:45:00', '1:45p'],
    ['23:00', '11p'],
  ])('writes %s as %s', (time, short) => {
    expect(shortClock(time)).toBe(short);
  });
});
