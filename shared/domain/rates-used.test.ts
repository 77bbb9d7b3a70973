import { describe, expect, it } from 'vitest';
import { rateUsed, rateUsedText, type RateUsed } from './rates-used';

const worked = (positionName: string | null, hourlyRate: number | null, hours = 2): RateUsed => ({
  positionName,
  hourlyRate,
  hours,
  cost: hourlyRate === null ? null : hourlyRate * hours,
});

describe('rateUsed', () => {
  it('is the one rate when every hour was priced alike, whatever the positions', () => {
    expect(rateUsed([worked('Barista', 15), worked(null, 15)], 15)).toBe(15);
  });
  it("is 'mixed' when hours were priced at several rates, or some at none", () => {
    expect(rateUsed([worked('Barista', 18), worked('Kitchen', 15)], 15)).toBe('mixed');
    expect(rateUsed([worked('Barista', 12), worked(null, null)], null)).toBe('mixed');
  });
  it('is their own rate when they worked nothing, and null when nothing is known', () => {
    expect(rateUsed([], 20)).toBe(20);
    expect(rateUsed([worked(null, null)], null)).toBeNull();
  });
});

describe('rateUsedText', () => {
  it('names the position, the hours and the rate', () => {
    const money = (n: number) => `$${n.toFixed(2)}`;
    expect(rateUsedText(worked('Barista', 18, 2.5), money)).toBe('Barista: 2.5 h at $18.00');
    expect(rateUsedText(worked(null, null), money)).toBe('No position: 2 h at no rate');
  });
});
