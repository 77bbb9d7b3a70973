// Small solver inputs for tests (by hand and at random), and an independent judge of a solved schedule: every placement
// it ends with is checked against every hard rule from scratch, not with the solver's own state.
import fc from 'fast-check';
import { addDaysIso, weekStart } from '@shared/domain/dates';
import { restConflict } from '@shared/domain/rest';
import { breaksSplitRule, dayGaps } from '@shared/domain/split-shift';
import { intervalsOverlap, minutesToTime, shiftInterval } from '@shared/domain/shift-time';
import { timeOffDuring, unavailabilityDuring } from '@shared/domain/availability-rules';
import type {
  Candidate,
  OpenShift,
  Pair,
  SolverInput,
  SolverResult,
} from '../features/auto-schedule/solver/types';

export const shift = (
  id: number,
  date: string,
  startTime: string,
  duration: number,
  extra: Partial<OpenShift> = {},
): OpenShift => ({
  id,
  title: `Shift ${id}`,
  shiftType: 'Standard',
  date,
  startTime,
  duration,
  capacity: 1,
  employeeIds: [],
  ...extra,
});

export const person = (id: number, weeklyHoursLimit = 40, familiar: string[] = []): Candidate => ({
  id,
  weeklyHoursLimit,
  familiar,
});

export const instance = (partial: Partial<SolverInput>): SolverInput => ({
  shifts: [],
  candidates: [],
  bookings: [],
  timeOffs: [],
  unavailability: [],
  minRestHours: 8,
  weekStartsOn: 1,
  maxSplitGapHours: 5,
  rebalance: false,
  ...partial,
});

/** Who works each open shift once the result is applied. */
export function finalStaff(
  input: SolverInput,
  result: Pick<SolverResult, 'proposals' | 'removals'>,
) {
  const key = (p: Pair) => `${p.shiftId}|${p.employeeId}`;
  const removed = new Set(result.removals.map(key));
  const staff = new Map(
    input.shifts.map((s) => [
      s.id,
      s.employeeIds.filter((id) => !removed.has(key({ shiftId: s.id, employeeId: id }))),
    ]),
  );
  for (const p of result.proposals) staff.get(p.shiftId)!.push(p.employeeId);
  return staff;
}

/** Every broken hard rule among the new placements, in words; empty when the schedule holds. */
export function brokenRules(input: SolverInput, proposals: Pair[], staff: Map<number, number[]>) {
  const problems: string[] = [];
  const open = new Map(input.shifts.map((s) => [s.id, s]));
  for (const s of input.shifts) {
    if (staff.get(s.id)!.length > Math.max(s.capacity, s.employeeIds.length))
      problems.push(`shift ${s.id} over capacity`);
    if (new Set(staff.get(s.id)).size !== staff.get(s.id)!.length)
      problems.push(`shift ${s.id} has someone twice`);
  }
  const rest = input.minRestHours * 60;
  for (const { shiftId, employeeId } of proposals) {
    const target = open.get(shiftId)!;
    const person = input.candidates.find((c) => c.id === employeeId);
    if (!person) {
      problems.push(`${employeeId} is not a candidate`);
      continue;
    }
    // Their whole timetable afterwards: bookings outside the open shifts, plus the final staff.
    const others = [
      ...input.bookings.filter((b) => b.employeeId === employeeId && !open.has(b.shiftId)),
      ...input.shifts.filter((s) => s.id !== shiftId && staff.get(s.id)!.includes(employeeId)),
    ];
    const span = shiftInterval(target);
    const label = `${employeeId} on ${shiftId}`;
    const timeOffs = input.timeOffs.filter((t) => t.employeeId === employeeId);
    if (target.positionId != null && !(person.positions ?? []).includes(target.positionId))
      problems.push(`${label}: not qualified`);
    if (timeOffDuring(target, timeOffs).length > 0) problems.push(`${label}: time off`);
    const unavailable = input.unavailability.filter((u) => u.employeeId === employeeId);
    if (unavailabilityDuring(target, unavailable).length > 0)
      problems.push(`${label}: unavailable`);
    for (const other of others) {
      const otherSpan = shiftInterval(other);
      if (intervalsOverlap(span, otherSpan)) problems.push(`${label}: overlap`);
      else if (restConflict(span, otherSpan, rest)) problems.push(`${label}: rest`);
    }
    const week = weekStart(target.date, input.weekStartsOn);
    const minutes =
      target.duration +
      others
        .filter((o) => weekStart(o.date, input.weekStartsOn) === week)
        .reduce((sum, o) => sum + o.duration, 0);
    if (minutes > person.weeklyHoursLimit * 60) problems.push(`${label}: weekly limit`);
  }
  problems.push(...brokenDays(input, proposals, staff));
  return problems;
}

/**
 * Each day the result changed for someone, and on which they still work an open shift, judged
 * whole against the split-shift rule: what they work there elsewhere and on the open shifts.
 */
function brokenDays(input: SolverInput, proposals: Pair[], staff: Map<number, number[]>) {
  const open = new Map(input.shifts.map((s) => [s.id, s]));
  const changed = new Set(proposals.map((p) => `${p.employeeId}|${open.get(p.shiftId)!.date}`));
  for (const s of input.shifts)
    for (const id of s.employeeIds)
      if (!staff.get(s.id)!.includes(id)) changed.add(`${id}|${s.date}`);
  const problems: string[] = [];
  for (const key of changed) {
    const [id, date] = [Number(key.split('|')[0]), key.split('|')[1]!];
    const onOpen = input.shifts.filter((s) => s.date === date && staff.get(s.id)!.includes(id));
    if (onOpen.length === 0) continue;
    const elsewhere = input.bookings.filter(
      (b) => b.employeeId === id && b.date === date && !open.has(b.shiftId),
    );
    const gaps = dayGaps([...onOpen, ...elsewhere].map(shiftInterval));
    if (breaksSplitRule(gaps, input.maxSplitGapHours * 60))
      problems.push(`${id} on ${date}: split shift`);
  }
  return problems;
}

const MONDAY = '2030-01-07';

/**
 * Random small instances around one week: people with limits from 0 to 24 hours (some familiar
 * with some of the work), shifts from the Sunday before to the Tuesday after (some past midnight)
 * with people already on some (as a manager may place by hand, even against the rules), bookings
 * on other shifts, whole-day, part-day (some overnight) and multi-date time off, and
 * unavailability (some overnight, some only in force for a while).
 */
export const arbitraryInstance = (maxPeople: number, maxShifts: number) =>
  fc
    .record({
      people: fc.array(
        fc.record({
          hours: fc.integer({ min: 0, max: 24 }),
          qualified: fc.subarray([1, 2]),
          wants: fc.option(fc.integer({ min: 0, max: 24 })),
          windows: fc.array(
            fc.record({
              weekday: fc.integer({ min: 0, max: 6 }),
              hour: fc.integer({ min: 0, max: 23 }),
              hours: fc.integer({ min: 1, max: 10 }),
              kind: fc.constantFrom('like' as const, 'avoid' as const),
            }),
            { maxLength: 2 },
          ),
          familiar: fc.subarray([
            'title:Shift 100',
            'title:Shift 101',
            'type:Standard',
            'type:Gone',
          ]),
        }),
        { minLength: 1, maxLength: maxPeople },
      ),
      shifts: fc.array(
        fc.record({
          day: fc.integer({ min: -1, max: 8 }),
          start: fc.integer({ min: 0, max: 95 }),
          duration: fc.integer({ min: 1, max: 40 }),
          capacity: fc.integer({ min: 1, max: 3 }),
          staff: fc.array(fc.nat(), { maxLength: 2 }),
          position: fc.constantFrom(null, 1, 2),
        }),
        { minLength: 1, maxLength: maxShifts },
      ),
      elsewhere: fc.array(
        fc.record({
          who: fc.nat(),
          day: fc.integer({ min: -2, max: 9 }),
          start: fc.integer({ min: 0, max: 95 }),
          duration: fc.integer({ min: 1, max: 40 }),
        }),
        { maxLength: 3 },
      ),
      timeOffs: fc.array(
        fc.record({
          who: fc.nat(),
          day: fc.integer({ min: -1, max: 8 }),
          days: fc.integer({ min: 0, max: 2 }),
          part: fc.option(fc.record({ from: fc.nat(23), to: fc.nat(23) })),
          listed: fc.boolean(),
        }),
        { maxLength: 3 },
      ),
      unavailable: fc.array(
        fc.record({
          who: fc.nat(),
          weekday: fc.integer({ min: 0, max: 6 }),
          hour: fc.integer({ min: 0, max: 23 }),
          hours: fc.integer({ min: 1, max: 8 }),
          from: fc.option(fc.integer({ min: -1, max: 8 })),
          until: fc.option(fc.integer({ min: -1, max: 8 })),
        }),
        { maxLength: 3 },
      ),
      minRestHours: fc.constantFrom(0, 8, 12),
      weekStartsOn: fc.constantFrom(0 as const, 1 as const, 3 as const, 6 as const),
      maxSplitGapHours: fc.constantFrom(0, 2, 5, 16),
      rebalance: fc.boolean(),
    })
    .map((r): SolverInput => {
      const ids = r.people.map((_, i) => i + 1);
      const pick = (n: number) => ids[n % ids.length]!;
      const dayOf = (offset: number | null) =>
        offset === null ? null : addDaysIso(MONDAY, offset);
      const shifts = r.shifts.map((s, i) =>
        shift(100 + i, addDaysIso(MONDAY, s.day), minutesToTime(s.start * 15), s.duration * 15, {
          capacity: s.capacity,
          employeeIds: [...new Set(s.staff.map(pick))].slice(0, s.capacity),
          positionId: s.position,
          ...(s.position !== null ? { positionName: `Position ${s.position}` } : {}),
        }),
      );
      const other = r.elsewhere.map((b, i) => ({
        ...shift(900 + i, addDaysIso(MONDAY, b.day), minutesToTime(b.start * 15), b.duration * 15),
        shiftId: 900 + i,
        employeeId: pick(b.who),
      }));
      return instance({
        candidates: r.people.map(({ hours, familiar, qualified, wants }, i) => ({
          ...person(i + 1, hours, familiar),
          positions: qualified,
          minHours: wants === null ? null : Math.min(wants, hours) / 2,
          targetHours: wants === null ? null : Math.min(wants, hours),
        })),
        preferences: r.people.flatMap(({ windows }, i) =>
          windows.map((w) => ({
            employeeId: i + 1,
            dayOfWeek: w.weekday,
            startTime: minutesToTime(w.hour * 60),
            endTime: minutesToTime(((w.hour + w.hours) % 24) * 60),
            kind: w.kind,
            effectiveFrom: null,
            effectiveUntil: null,
          })),
        ),
        shifts,
        bookings: [
          ...shifts.flatMap((s) =>
            s.employeeIds.map((employeeId) => ({ ...s, shiftId: s.id, employeeId })),
          ),
          ...other,
        ],
        timeOffs: r.timeOffs.map((t) => ({
          employeeId: pick(t.who),
          startDate: addDaysIso(MONDAY, t.day),
          endDate: addDaysIso(MONDAY, t.day + t.days),
          allDay: t.part === null,
          startTime: t.part && minutesToTime(t.part.from * 60),
          endTime: t.part && minutesToTime(t.part.to * 60),
          multipleDates: t.listed
            ? [addDaysIso(MONDAY, t.day), addDaysIso(MONDAY, t.day + 2)]
            : null,
        })),
        unavailability: r.unavailable.map((u) => ({
          employeeId: pick(u.who),
          dayOfWeek: u.weekday,
          startTime: minutesToTime(u.hour * 60),
          endTime: minutesToTime((u.hour + u.hours) * 60),
          effectiveFrom: dayOf(u.from),
          effectiveUntil: dayOf(u.until),
        })),
        minRestHours: r.minRestHours,
        weekStartsOn: r.weekStartsOn,
        maxSplitGapHours: r.maxSplitGapHours,
        rebalance: r.rebalance,
      });
    });
