import { describe, expect, it } from 'vitest';
import { averageDailyCost, markHighCostDays, shiftHourlyRate } from './labour-cost';

describe('labour cost markers', () => {
  it('averages over working days and marks days more than 25% above it', () => {
    const days = [
      { date: '2030-01-07', hours: 8, cost: 100 },
      { date: '2030-01-08', hours: 8, cost: 100 },
      { date: '2030-01-09', hours: 10, cost: 125 }, // exactly 25% above 100 is not "more than"
      { date: '2030-01-10', hours: 12, cost: 175 },
      { date: '2030-01-11', hours: 0, cost: null }, // closed: not part of the average
    ];
    const { averageDailyCost: average, days: marked } = markHighCostDays(days);
    expect(average).toBe(125);
    expect(marked.map((day) => day.highCost)).toEqual([false, false, false, true, false]);
  });

  it('has no average and no markers when nobody has a rate', () => {
    const days = [{ date: '2030-01-07', hours: 8, cost: null }];
    expect(averageDailyCost(days)).toBeNull();
    expect(markHighCostDays(days).days[0]!.highCost).toBe(false);
  });

  it('counts a worked day without cost as zero cost', () => {
    expect(
      averageDailyCost([
        { date: '2030-01-07', hours: 8, cost: 90 },
        { date: '2030-01-08', hours: 4, cost: null },
      ]),
    ).toBe(45);
  });
});

describe('the rate of a person on a shift', () => {
  it('is their rate for the position, else their own, else the position default', () => {
    expect(shiftHourlyRate({ qualificationRate: 18, personalRate: 15, positionRate: 12 })).toBe(18);
    expect(shiftHourlyRate({ qualificationRate: null, personalRate: 15, positionRate: 12 })).toBe(
      15,
    );
    expect(shiftHourlyRate({ qualificationRate: null, personalRate: null, positionRate: 12 })).toBe(
      12,
    );
    // A rate of zero is a rate (a volunteer), not a missing one.
    expect(shiftHourlyRate({ qualificationRate: 0, personalRate: 15, positionRate: 12 })).toBe(0);
    expect(
      shiftHourlyRate({ qualificationRate: null, personalRate: null, positionRate: null }),
    ).toBeNull();
  });
});
