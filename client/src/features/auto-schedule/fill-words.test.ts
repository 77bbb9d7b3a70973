import { describe, expect, it } from 'vitest';
import type { AutoSchedulePreview } from '@shared/validators/auto-schedule';
import { reasonWords, summaryLine } from './fill-words';

const preview = (filled: number, openSlots: number, upperBound: number) =>
  ({ filled, openSlots, upperBound }) as AutoSchedulePreview;

describe('fill words', () => {
  it('claims the best possible fill only when the bound proves it', () => {
    expect(summaryLine(preview(312, 340, 312))).toBe(
      'Fills 312 of 340 open slots — the most any schedule can fill',
    );
    expect(summaryLine(preview(310, 340, 312))).toBe(
      'Fills 310 of 340 open slots — at least 99% of the best possible: no schedule can fill more than 312',
    );
    // 966 / 978 is 98.8%: rounded down, never up.
    expect(summaryLine(preview(966, 1001, 978))).toContain('at least 98% of the best possible');
    expect(summaryLine(preview(0, 0, 0))).toBe('No open slots in this range');
  });

  it('says why people were ruled out', () => {
    const none = {
      notAtLocation: 0,
      notQualified: 0,
      timeOff: 0,
      unavailable: 0,
      overlap: 0,
      rest: 0,
      splitShift: 0,
      weeklyLimit: 0,
    };
    expect(reasonWords({ ...none, timeOff: 2, overlap: 1, weeklyLimit: 3 })).toBe(
      '2 on approved time off, 1 already working then, 3 at their weekly limit',
    );
    expect(reasonWords({ ...none, splitShift: 1 })).toBe('1 past the split-shift limit');
    expect(reasonWords({ ...none, notQualified: 4 })).toBe('4 not qualified');
    expect(reasonWords({ ...none, notAtLocation: 5 })).toBe('5 working at another location');
    expect(reasonWords(none)).toBe('no employees to place');
  });
});
