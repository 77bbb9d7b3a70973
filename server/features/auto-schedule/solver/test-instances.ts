// Small solver inputs for tests, and an independent judge of a solved schedule: every placement
// it ends with is checked against every hard rule from scratch, not with the solver's own state.
import { weekStart } from '@shared/domain/dates';
import { restConflict } from '@shared/domain/rest';
import { intervalsOverlap, shiftInterval } from '@shared/domain/shift-time';
import { timeOffDuring, unavailabilityDuring } from '@shared/domain/availability-rules';
import type { Candidate, OpenShift, Pair, SolverInput, SolverResult } from './types';

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
    if (timeOffDuring(target, timeOffs).length > 0) problems.push(`${label}: time off`);
    const unavailable = input.unavailability.filter((u) => u.employeeId === employeeId);
    if (unavailabilityDuring(target, unavailable).length > 0)
      problems.push(`${label}: unavailable`);
    for (const other of others) {
      const otherSpan = shiftInterval(other);
      if (intervalsOverlap(span, otherSpan)) problems.push(`${label}: overlap`);
      else if (restConflict(span, otherSpan, rest)) problems.push(`${label}: rest`);
    }
    const week = weekStart(target.date);
    const minutes =
      target.duration +
      others.filter((o) => weekStart(o.date) === week).reduce((sum, o) => sum + o.duration, 0);
    if (minutes > person.weeklyHoursLimit * 60) problems.push(`${label}: weekly limit`);
  }
  return problems;
}
