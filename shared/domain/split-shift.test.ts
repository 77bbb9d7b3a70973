import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breaksSplitRule, dayGaps } from './split-shift';

const span = (start: number, end: number) => ({ start, end });

/** The gaps found the slow way: minute by minute, the uncovered runs between covered ones. */
function gapsByMinute(spans: { start: number; end: number }[]): number[] {
  const covered = new Uint8Array(3000);
  for (const { start, end } of spans) covered.fill(1, start, end);
  const gaps: number[] = [];
  let seenWork = false;
  let run = 0;
  for (const minute of covered) {
    if (minute === 1) {
      if (seenWork && run > 0) gaps.push(run);
      seenWork = true;
      run = 0;
    } else if (seenWork) run++;
  }
  return gaps;
}

describe('split shifts', () => {
  it('finds the gaps between stretches of work, joining shifts that touch or overlap', () => {
    expect(dayGaps([span(360, 600), span(960, 1200)])).toEqual([360]);
    expect(dayGaps([span(960, 1200), span(360, 600), span(600, 700)])).toEqual([260]);
    expect(dayGaps([span(360, 600), span(500, 700)])).toEqual([]);
    expect(dayGaps([span(360, 420), span(600, 660), span(900, 960)])).toEqual([180, 240]);
    expect(dayGaps([])).toEqual([]);
  });

  it('allows one gap up to the limit, and no gap at a limit of 0', () => {
    expect(breaksSplitRule([300], 300)).toBe(false);
    expect(breaksSplitRule([301], 300)).toBe(true);
    expect(breaksSplitRule([60, 60], 300)).toBe(true);
    expect(breaksSplitRule([], 0)).toBe(false);
    expect(breaksSplitRule([15], 0)).toBe(true);
  });

  it('agrees with a minute-by-minute count, in any order', () => {
    const spans = fc.array(
      fc
        .tuple(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 1, max: 1000 }))
        .map(([start, length]) => span(start, start + length)),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(spans, (list) => {
        expect(dayGaps(list)).toEqual(gapsByMinute(list));
        expect(dayGaps([...list].reverse())).toEqual(dayGaps(list));
      }),
    );
  });
});
