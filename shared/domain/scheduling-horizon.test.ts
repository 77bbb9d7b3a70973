import { describe, expect, it } from 'vitest';
import {
  horizonRule,
  isPastHorizon,
  schedulingHorizon,
  seriesCutNotice,
} from './scheduling-horizon';

describe('schedulingHorizon', () => {
  it('ends on the Sunday of the Nth week after the current one', () => {
    // Wednesday, Nov 25, 2026: the current week runs Mon Nov 23 .. Sun Nov 29.
    expect(schedulingHorizon('2026-11-25', 4, 1)).toBe('2026-12-27');
    expect(schedulingHorizon('2026-11-25', 2, 1)).toBe('2026-12-13');
  });

  it('is the same from any day of the week, Monday and Sunday included', () => {
    expect(schedulingHorizon('2026-11-23', 4, 1)).toBe('2026-12-27');
    expect(schedulingHorizon('2026-11-29', 4, 1)).toBe('2026-12-27');
    expect(schedulingHorizon('2026-11-30', 4, 1)).toBe('2027-01-03');
  });

  it('is null for no limit', () => {
    expect(schedulingHorizon('2026-11-25', 0, 1)).toBeNull();
  });
});

describe('isPastHorizon', () => {
  it('allows the horizon itself and refuses the day after; nothing is past no limit', () => {
    expect(isPastHorizon('2026-12-27', '2026-12-27')).toBe(false);
    expect(isPastHorizon('2026-12-28', '2026-12-27')).toBe(true);
    expect(isPastHorizon('2099-01-01', null)).toBe(false);
  });
});

describe('the horizon in words', () => {
  it('names the weeks and the last day', () => {
    expect(horizonRule(4, '2026-12-27')).toBe(
      'Shifts can be scheduled up to 4 weeks ahead, through Sun, Dec 27',
    );
    expect(seriesCutNotice(4, '2026-12-27')).toBe(
      'Repeats through Dec 27: the schedule is open 4 weeks ahead',
    );
  });
});
