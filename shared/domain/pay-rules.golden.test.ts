import { describe, expect, it } from 'vitest';
import { computePay, roundInstant, type PayRuleSettings } from './pay-rules';

const ALL_ON: PayRuleSettings = {
  weeklyOvertime: true,
  dailyOvertime: true,
  seventhDay: true,
  paidBreakMaxMinutes: 15,
  rounding: 0,
  workweekStartsOn: 1,
};

describe('pay rules', () => {
  it('pays 10 h in Los Angeles with 2 h of daily overtime', () => {
    const result = computePay({
      timeZone: 'America/Los_Angeles',
      settings: ALL_ON,
      stretches: [
        {
          start: new Date('2026-06-01T08:00:00-07:00'),
          end: new Date('2026-06-01T18:00:00-07:00'),
          breaks: [],
          positionId: 1,
          hourlyRate: 20,
        },
      ],
      periodStart: '2026-06-01',
      periodEnd: '2026-06-07',
    });
    expect(result.regularMinutes).toBe(480);
    expect(result.overtimeMinutes).toBe(120);
    expect(result.gross).toBe(220);
  });

  it('rounds 7:07:30 up at 5', () => {
    expect(
      roundInstant(new Date('2026-06-01T07:07:30-07:00'), 5, 'America/Los_Angeles').toISOString(),
    ).toBe('2026-06-01T14:10:00.000Z');
  });
});
