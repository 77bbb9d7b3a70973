import { describe, expect, it } from 'vitest';
import { formatHours, formatMinutesAsHours, roundHours } from './hours';

describe('hours', () => {
  it('keep quarter hours exact and drop trailing zeros', () => {
    expect(formatHours(14.25)).toBe('14.25');
    expect(formatHours(42.5)).toBe('42.5');
    expect(formatHours(40)).toBe('40');
    expect(formatMinutesAsHours(855)).toBe('14.25');
    expect(formatMinutesAsHours(20)).toBe('0.33');
  });

  it('round sums that floating point leaves ragged', () => {
    expect(roundHours(0.1 + 0.2)).toBe(0.3);
    expect(formatHours(7.333333)).toBe('7.33');
  });
});
