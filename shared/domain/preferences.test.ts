import { describe, expect, it } from 'vitest';
import { preferenceHoldsOn, preferenceText } from './preferences';

const mondays = {
  dayOfWeek: 1,
  startTime: '09:00:00',
  endTime: '13:00',
  kind: 'like' as const,
  effectiveFrom: null,
  effectiveUntil: null,
};

describe('a preference', () => {
  it('holds on its weekday within its dates, open ends reaching every day', () => {
    expect(preferenceHoldsOn(mondays, '2030-01-07')).toBe(true);
    expect(preferenceHoldsOn(mondays, '2030-01-08')).toBe(false);
    const dated = { ...mondays, effectiveFrom: '2030-01-07', effectiveUntil: '2030-01-14' };
    expect(preferenceHoldsOn(dated, '2030-01-07')).toBe(true);
    expect(preferenceHoldsOn(dated, '2030-01-14')).toBe(true);
    expect(preferenceHoldsOn(dated, '2029-12-31')).toBe(false);
    expect(preferenceHoldsOn(dated, '2030-01-21')).toBe(false);
  });

  it('reads as what the person said', () => {
    expect(preferenceText(mondays)).toBe('Prefers to work 09:00–13:00');
    expect(preferenceText({ kind: 'avoid', startTime: '17:00', endTime: '22:00' })).toBe(
      'Would rather avoid 17:00–22:00',
    );
  });
});
