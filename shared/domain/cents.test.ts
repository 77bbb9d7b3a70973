import { describe, expect, it } from 'vitest';
import { roundCents, sharesToTheCent } from './cents';

describe('cents', () => {
  it('rounds half away from zero, through binary near-misses', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(0.505)).toBe(0.51);
    expect(roundCents(2.675)).toBe(2.68);
    expect(roundCents(-1.005)).toBe(-1.01);
    expect(roundCents(1.0049)).toBe(1);
    expect(roundCents(-0.001)).toBe(0);
  });

  it('hands the cents lost to rounding to the shares that lost the most', () => {
    expect(sharesToTheCent([0.005, 0.005, 0.005], 0.02)).toEqual([0.01, 0.01, 0]);
    expect(sharesToTheCent([10.004, 5.338, 1.658], 17)).toEqual([10, 5.34, 1.66]);
    expect(sharesToTheCent([], 0)).toEqual([]);
  });
});
