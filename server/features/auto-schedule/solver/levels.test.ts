// The fill's levels on instances small enough to know each optimum: positions as a hard rule,
// then places, preferences and hours in strict priority, each with its proven bound, and the
// preview's words per person.
import { describe, expect, it } from 'vitest';
import { loadLinearSolver } from './linear-solver';
import { solve } from './solve';
import { brokenRules, finalStaff, instance, person, shift } from '../../../test/solver-instances';
import type { Preference, SolverInput } from './types';
import { teamInstance, withLevels } from './sample-team';

const highs = await loadLinearSolver();
/** A Monday; the 10th is a Thursday. */
const MONDAY = '2030-01-07';
const THURSDAY = '2030-01-10';
const BARISTA = 1;
const KITCHEN = 2;

function solved(input: SolverInput) {
  const result = solve(input, highs);
  expect(brokenRules(input, result.proposals, finalStaff(input, result))).toEqual([]);
  return result;
}

const levelOf = (result: ReturnType<typeof solve>, name: string) =>
  result.levels.find((l) => l.name === name)!;

const window = (
  employeeId: number,
  dayOfWeek: number,
  startTime: string,
  endTime: string,
  kind: Preference['kind'],
): Preference => ({
  employeeId,
  dayOfWeek,
  startTime,
  endTime,
  kind,
  effectiveFrom: null,
  effectiveUntil: null,
});

const qualified = (id: number, positions: number[], limit = 40) => ({
  ...person(id, limit),
  positions,
});

describe('the fill by levels', () => {
  it('gives a position shift only to someone qualified, and a shift without one to anyone', () => {
    const input = instance({
      shifts: [
        shift(10, MONDAY, '09:00', 240, { positionId: BARISTA, positionName: 'Barista' }),
        shift(11, MONDAY, '15:00', 240, { positionId: KITCHEN, positionName: 'Kitchen' }),
        shift(12, THURSDAY, '09:00', 240),
      ],
      candidates: [qualified(1, [KITCHEN]), qualified(2, [BARISTA])],
    });
    const result = solved(input);
    const staff = Object.fromEntries(finalStaff(input, result));
    expect(staff[10]).toEqual([2]);
    expect(staff[11]).toEqual([1]);
    expect(staff[12]).toHaveLength(1);
    expect(result).toMatchObject({ filled: 3, upperBound: 3 });
  });

  it('leaves a position shift open when nobody is qualified, and says so', () => {
    const input = instance({
      shifts: [shift(10, MONDAY, '09:00', 240, { positionId: BARISTA, capacity: 2 })],
      candidates: [qualified(1, [KITCHEN]), qualified(2, [])],
    });
    const result = solved(input);
    expect(result).toMatchObject({ filled: 0, upperBound: 0, proposals: [] });
    expect(result.unfilled[0]!.reasons.notQualified).toBe(2);
  });

  it('never loses a place to please a preference: the liked morning goes to who can only work it', () => {
    // 1 likes the morning and could work either shift; 2 can work only the morning (unavailable
    // from 12:30). Giving 1 the morning, as pleasing them first would, leaves the late shift empty.
    const input = instance({
      shifts: [shift(10, MONDAY, '08:00', 240), shift(11, MONDAY, '10:00', 240)],
      candidates: [person(1), person(2)],
      unavailability: [
        {
          employeeId: 2,
          dayOfWeek: 1,
          startTime: '12:30',
          endTime: '23:00',
          effectiveFrom: null,
          effectiveUntil: null,
        },
      ],
      preferences: [window(1, 1, '07:00', '12:00', 'like')],
    });
    const result = solved(input);
    expect(Object.fromEntries(finalStaff(input, result))).toEqual({ 10: [2], 11: [1] });
    expect(levelOf(result, 'places')).toMatchObject({ value: 2, bound: 2, optimal: true });
    // 1 works 10:00-12:00 of the window they like: 120 minutes, the most any full schedule gives.
    expect(levelOf(result, 'preferences')).toMatchObject({ value: 120, bound: 120, optimal: true });
    const one = result.hours.find((h) => h.employeeId === 1)!;
    expect(one.likedMinutes).toBe(120);
  });

  it('gives a liked shift to who likes it and keeps others off what they avoid, each proven', () => {
    const input = instance({
      shifts: [shift(10, THURSDAY, '18:00', 240), shift(11, MONDAY, '09:00', 240)],
      candidates: [person(1), person(2)],
      preferences: [
        window(1, 4, '17:00', '23:00', 'avoid'),
        window(2, 1, '08:00', '14:00', 'like'),
      ],
    });
    const result = solved(input);
    expect(Object.fromEntries(finalStaff(input, result))).toEqual({ 10: [2], 11: [2] });
    expect(levelOf(result, 'preferences')).toMatchObject({ value: 240, bound: 240, optimal: true });
    const two = result.hours.find((h) => h.employeeId === 2)!;
    expect(two).toMatchObject({ likedMinutes: 240, avoidedMinutes: 0 });
  });

  it('explains an avoided shift worked: only they were qualified and free', () => {
    const input = instance({
      shifts: [shift(10, THURSDAY, '18:00', 240, { positionId: BARISTA, positionName: 'Barista' })],
      candidates: [qualified(1, [BARISTA]), qualified(2, [KITCHEN])],
      preferences: [window(1, 4, '17:00', '23:00', 'avoid')],
    });
    const result = solved(input);
    const one = result.hours.find((h) => h.employeeId === 1)!;
    expect(one.avoidedMinutes).toBe(240);
    expect(one.unmet).toEqual(['Thu evening avoided: only qualified Barista free']);
    expect(levelOf(result, 'preferences')).toMatchObject({
      value: -240,
      bound: -240,
      optimal: true,
    });
  });

  it('explains a liked window left unworked', () => {
    const input = instance({
      shifts: [shift(10, MONDAY, '09:00', 240, { positionId: BARISTA, positionName: 'Barista' })],
      candidates: [qualified(1, [KITCHEN]), qualified(2, [BARISTA])],
      preferences: [window(1, 1, '08:00', '12:00', 'like')],
    });
    const one = solved(input).hours.find((h) => h.employeeId === 1)!;
    expect(one.unmet).toEqual(['Mon morning liked: not qualified for Barista']);
  });

  it('brings people to their minimum before evening out the rest, each level at its bound', () => {
    // Four 4 h shifts; 1 wants at least 12 h, 2 at least 4 h. Even shares would give 8 h each.
    const input = instance({
      shifts: [0, 1, 2, 3].map((day) => shift(10 + day, `2030-01-0${7 + day}`, '09:00', 240)),
      candidates: [
        { ...person(1, 40), minHours: 12, targetHours: 12 },
        { ...person(2, 40), minHours: 4, targetHours: 4 },
      ],
    });
    const result = solved(input);
    const after = Object.fromEntries(result.hours.map((h) => [h.employeeId, h.after]));
    expect(after).toEqual({ 1: 12, 2: 4 });
    expect(levelOf(result, 'belowMinimum')).toMatchObject({ value: 0, bound: 0, optimal: true });
    // Each at their target: no spread at all.
    expect(levelOf(result, 'spread')).toMatchObject({ value: 0, bound: 0, optimal: true });
    expect(result.hours.find((h) => h.employeeId === 1)).toMatchObject({
      minHours: 12,
      targetHours: 12,
      limit: 40,
    });
  });

  it('proves a minimum out of reach: what nobody could work alone stays under it', () => {
    const input = instance({
      shifts: [shift(10, MONDAY, '09:00', 240)],
      candidates: [{ ...person(1, 40), minHours: 10, targetHours: 20 }],
    });
    const result = solved(input);
    expect(levelOf(result, 'belowMinimum')).toMatchObject({ value: 6, bound: 6, optimal: true });
  });

  it('proves the highest share from who may work where, not from hours pooled across positions', () => {
    // Only 1 makes coffee, so 1 works both Barista shifts (twice their target) whoever else is
    // free; 4 can work nothing, so the lowest share is none. Pooled hours would claim 1 might
    // stay at their target while the others take the rest.
    const barista = { positionId: BARISTA, positionName: 'Barista' };
    const kitchen = { positionId: KITCHEN, positionName: 'Kitchen' };
    const input = instance({
      shifts: [
        shift(10, MONDAY, '09:00', 240, barista),
        shift(11, '2030-01-08', '09:00', 240, barista),
        shift(12, '2030-01-09', '09:00', 240, kitchen),
      ],
      candidates: [
        { ...qualified(1, [BARISTA]), targetHours: 4 },
        { ...qualified(2, [KITCHEN]), targetHours: 4 },
        { ...qualified(3, [KITCHEN]), targetHours: 4 },
        { ...qualified(4, []), targetHours: 4 },
      ],
    });
    const result = solved(input);
    expect(result.filled).toBe(3);
    expect(levelOf(result, 'spread')).toMatchObject({ value: 2, bound: 2, optimal: true });
  });

  it('counts a window only on the dates it is in force', () => {
    // 1 liked Monday mornings until the week before and will again from the day after this
    // Monday, and likes Thursday mornings from this one.
    const input = instance({
      shifts: [shift(10, MONDAY, '09:00', 240), shift(11, THURSDAY, '09:00', 240)],
      candidates: [person(1)],
      preferences: [
        { ...window(1, 1, '08:00', '14:00', 'like'), effectiveUntil: '2030-01-06' },
        { ...window(1, 1, '08:00', '14:00', 'like'), effectiveFrom: '2030-01-08' },
        { ...window(1, 4, '08:00', '14:00', 'like'), effectiveFrom: THURSDAY },
      ],
    });
    const result = solved(input);
    expect(result.filled).toBe(2);
    expect(result.hours[0]).toMatchObject({ likedMinutes: 240, avoidedMinutes: 0 });
  });

  it("lifts the lowest share to the spread's bound by a two-day exchange, then wins liked minutes inside it", () => {
    // A seeded team of 100 whose spread, once preferences settle, stays at 1.125 against its bound
    // of 1 without the lift: no single move raises the lowest share without costing a liked minute.
    const input = withLevels(teamInstance(100, 1, 3), 4);
    const result = solved(input);
    expect(levelOf(result, 'spread')).toMatchObject({ value: 1, bound: 1, optimal: true });
    // Then liked minutes won inside that band: the day programs alone stop at 16,500.
    expect(levelOf(result, 'preferences').value).toBeGreaterThan(16_500);
  });
});
