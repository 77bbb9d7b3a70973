// Invariants of the pay rules over random weeks of work: buckets always add up, the rules only
// move minutes between buckets, overtime never pays below straight time, and rounding is fair.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundCents } from './cents';
import { addDaysIso } from './dates';
import {
  computePay,
  roundInstant,
  type PayInput,
  type PayResult,
  type PayRuleSettings,
  type Rounding,
  type WorkedStretch,
} from './pay-rules';

const MINUTE = 60_000;
// Five weeks that hold the spring daylight-saving change of both Los Angeles and London.
const FIRST_DAY = '2026-03-02';
const FIRST_MS = Date.parse(`${FIRST_DAY}T00:00:00Z`);
const SPAN_MINUTES = 35 * 24 * 60;

const zone = fc.constantFrom('America/Los_Angeles', 'Europe/London', 'Asia/Kathmandu', 'UTC');
const rounding = fc.constantFrom<Rounding>(0, 5, 6, 15);

const settings: fc.Arbitrary<PayRuleSettings> = fc.record({
  weeklyOvertime: fc.boolean(),
  dailyOvertime: fc.boolean(),
  seventhDay: fc.boolean(),
  paidBreakMaxMinutes: fc.constantFrom(0, 10, 15, 30),
  rounding,
  workweekStartsOn: fc.constantFrom(0, 1, 2, 3, 4, 5, 6),
});

const stretch: fc.Arbitrary<WorkedStretch> = fc
  .record({
    startMinute: fc.integer({ min: 0, max: SPAN_MINUTES }),
    startSecond: fc.integer({ min: 0, max: 59 }),
    length: fc.integer({ min: 0, max: 16 * 60 }),
    breaks: fc.array(
      fc.record({
        at: fc.double({ min: 0, max: 1, noNaN: true }),
        length: fc.integer({ min: 1, max: 60 }),
      }),
      {
        maxLength: 2,
      },
    ),
    positionId: fc.constantFrom(1, 2, 3, null),
    hourlyRate: fc.constantFrom(null, 15, 17.35, 22.5, 40),
  })
  .map(({ startMinute, startSecond, length, breaks, positionId, hourlyRate }) => {
    const start = FIRST_MS + startMinute * MINUTE + startSecond * 1000;
    const end = start + length * MINUTE;
    return {
      start: new Date(start),
      end: new Date(end),
      breaks: breaks
        .map((b) => {
          const from = Math.min(end, start + Math.floor(b.at * length) * MINUTE);
          return { start: new Date(from), end: new Date(Math.min(end, from + b.length * MINUTE)) };
        })
        .sort((a, b) => a.start.getTime() - b.start.getTime()),
      positionId,
      hourlyRate,
    };
  });

const payInput: fc.Arbitrary<PayInput> = fc
  .record({
    timeZone: zone,
    settings,
    stretches: fc.array(stretch, { maxLength: 12 }),
    startOffset: fc.integer({ min: 0, max: 27 }),
    length: fc.integer({ min: 1, max: 21 }),
  })
  .map(({ startOffset, length, ...rest }) => ({
    ...rest,
    periodStart: addDaysIso(FIRST_DAY, startOffset),
    periodEnd: addDaysIso(FIRST_DAY, startOffset + length - 1),
  }));

const ALL_OFF = { weeklyOvertime: false, dailyOvertime: false, seventhDay: false } as const;

/** What the period's minutes earn at their own rates, with no premium. */
const straightTime = (result: PayResult) =>
  roundCents(
    result.byPosition.reduce(
      (sum, p) =>
        sum + ((p.regularMinutes + p.overtimeMinutes + p.doubleMinutes) / 60) * (p.hourlyRate ?? 0),
      0,
    ),
  );

describe('pay rules: properties', () => {
  it('puts every worked minute of every day in exactly one bucket', () => {
    fc.assert(
      fc.property(payInput, (input) => {
        const result = computePay(input);
        for (const day of result.days)
          expect(day.regularMinutes + day.overtimeMinutes + day.doubleMinutes).toBe(
            day.workedMinutes,
          );
        const worked = result.days.reduce((sum, day) => sum + day.workedMinutes, 0);
        expect(result.regularMinutes + result.overtimeMinutes + result.doubleMinutes).toBe(worked);
        const byPosition = result.byPosition.reduce(
          (sum, p) => sum + p.regularMinutes + p.overtimeMinutes + p.doubleMinutes,
          0,
        );
        expect(byPosition).toBe(worked);
      }),
      { numRuns: 300 },
    );
  });

  it('pays all regular, at straight time, with every rule off, and the rules move no worked minute', () => {
    fc.assert(
      fc.property(payInput, (input) => {
        const on = computePay(input);
        const off = computePay({ ...input, settings: { ...input.settings, ...ALL_OFF } });
        expect(off.overtimeMinutes + off.doubleMinutes).toBe(0);
        expect(off.regularMinutes).toBe(on.regularMinutes + on.overtimeMinutes + on.doubleMinutes);
        expect(off.days.map((d) => d.workedMinutes)).toEqual(on.days.map((d) => d.workedMinutes));
        expect(off.gross).toBe(straightTime(off));
      }),
      { numRuns: 300 },
    );
  });

  it('never pays below straight time, and position shares add up to the gross', () => {
    fc.assert(
      fc.property(payInput, (input) => {
        const result = computePay(input);
        expect(result.gross).toBeGreaterThanOrEqual(straightTime(result));
        const shares = result.byPosition.reduce((sum, p) => sum + Math.round(p.gross * 100), 0);
        expect(shares).toBe(Math.round(result.gross * 100));
        const parts = result.regularPay + result.overtimePay + result.doublePay;
        expect(Math.abs(parts - result.gross)).toBeLessThanOrEqual(0.02);
      }),
      { numRuns: 300 },
    );
  });

  const instant = fc.noBias(fc.integer({ min: FIRST_MS, max: FIRST_MS + SPAN_MINUTES * MINUTE }));
  const step = fc.constantFrom<Rounding>(5, 6, 15);

  it('moves an instant by at most half a step, to a whole minute', () => {
    fc.assert(
      fc.property(zone, step, instant, (timeZone, rounding, at) => {
        const move = roundInstant(new Date(at), rounding, timeZone).getTime() - at;
        expect(move).toBeGreaterThan((-rounding * MINUTE) / 2);
        expect(move).toBeLessThanOrEqual((rounding * MINUTE) / 2);
        expect((at + move) % MINUTE).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it('moves nothing on average: over one step of evenly spread instants the moves cancel', () => {
    fc.assert(
      fc.property(zone, step, instant, (timeZone, rounding, from) => {
        const spacing = (rounding * MINUTE) / 200;
        const moves = Array.from({ length: 200 }, (_, i) => {
          const at = Math.round(from + (i + 0.5) * spacing);
          return roundInstant(new Date(at), rounding, timeZone).getTime() - at;
        });
        const mean = moves.reduce((sum, move) => sum + move, 0) / moves.length;
        // The evenly spread moves cancel up to where the grid sits against the step: at most
        // half a spacing, a 400th of the step. Rounding always down would be off by half a step.
        expect(Math.abs(mean)).toBeLessThanOrEqual(spacing / 2 + 1);
      }),
      { numRuns: 50 },
    );
  });
});
