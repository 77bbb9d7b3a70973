// Which copied assignments the target week can take, by the shared assignment rules (a location
// the person does not work at, a position they are not qualified for, a clash, too little rest between working days, a split shift past its limit, approved time off, recurring
// unavailability, the weekly limit). Pure: the caller loads the target week's bookings, approved
// time off and recurring unavailability once; this walks the copies in time order, so copies
// accepted earlier count against later ones (one person copied into two overlapping shifts, or
// past their weekly limit, by the copy itself).
import { addDaysIso } from '@shared/domain/dates';
import { unavailableOnText } from '@shared/domain/unavailability-text';
import type { CopyConflict, CopyWarning } from '@shared/validators/schedule-copy';
import type { ApprovedTimeOff, Booking, Unavailability } from '@shared/domain/availability-rules';
import { formatMinutesAsHours, roundHours } from '@shared/domain/hours';
import {
  assignmentBlockers,
  locationRule,
  overlapRule,
  qualificationRule,
  restRule,
  splitGapText,
  splitShiftRule,
  timeOffRule,
  unavailableRule,
  weeklyLimitRule,
  type Blocker,
} from '@shared/domain/assignment-blockers';
import {
  formatDate,
  personName,
  timeRange,
  type DescribedShift,
  type Person,
} from '../shifts/messages';

export type Candidate = {
  /** Index of the copied shift the assignment goes to. */
  copy: number;
  shift: DescribedShift & { positionId: number | null; locationId: number };
  employeeId: number;
  stationNumber: number | null;
};

export type JudgeInput = {
  targetWeek: string;
  candidates: Candidate[];
  employees: Map<number, Person & { weeklyHoursLimit: number }>;
  bookings: Booking[];
  timeOffs: ApprovedTimeOff[];
  unavailability: Unavailability[];
  /** The positions each person is qualified for, and the names of those the copies need. */
  positionIdsOf: (employeeId: number) => number[];
  positionNames: Map<number, string>;
  /** The copies' locations each person works at, and those locations' names. */
  locationIdsOf: (employeeId: number) => number[];
  locationName: (locationId: number) => string | null;
  /** The organization's rest between working days and longest split-shift gap. */
  dayRules: { minRestHours: number; maxSplitGapHours: number };
  /** Leave conflicting slots open and keep assignments that go over the weekly limit (warned). */
  autoResolve: boolean;
};

const groupBy = <T>(rows: T[], key: (row: T) => number | null) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
};

/**
 * The rules a copied assignment must pass; autoResolve keeps one over the weekly limit (warned).
 * A copy never puts anyone on a position they are not qualified for, nor where they do not work.
 */
const COPY_RULES = [
  locationRule,
  qualificationRule,
  overlapRule,
  restRule,
  splitShiftRule,
  timeOffRule,
  unavailableRule,
];
const STRICT_COPY_RULES = [...COPY_RULES, weeklyLimitRule];

/** Why a copied assignment cannot be kept, in the words of the copy's conflict list. */
function conflictText(blocker: Blocker): string {
  switch (blocker.kind) {
    case 'overlap': {
      const { booking } = blocker;
      return `Already assigned to "${booking.title}" on ${formatDate(booking.date)} ${timeRange(booking)}`;
    }
    case 'rest': {
      const { booking, minRestHours } = blocker;
      return `Less than ${minRestHours} h of rest next to "${booking.title}" on ${formatDate(booking.date)} ${timeRange(booking)}`;
    }
    case 'split':
      return `Split shift on ${formatDate(blocker.date)} with ${splitGapText(blocker.gapMinutes, blocker.maxSplitGapHours)}`;
    case 'time-off':
      return `Approved time off on ${formatDate(blocker.date)}`;
    case 'unavailable':
      return `Unavailable ${unavailableOnText(blocker.unavailability)}`;
    case 'not-qualified':
    case 'not-at-location':
      return blocker.reason;
    case 'weekly-limit':
      return `Would have ${formatMinutesAsHours(blocker.totalMinutes)} h (limit ${blocker.limitHours} h) this week`;
  }
}

export function judgeAssignments(input: JudgeInput) {
  const { targetWeek, employees, autoResolve } = input;
  const sunday = addDaysIso(targetWeek, 6);
  const inWeek = (date: string) => targetWeek <= date && date <= sunday;
  const bookings = groupBy(input.bookings, (b) => b.employeeId);
  const timeOffs = groupBy(input.timeOffs, (t) => t.employeeId);
  const unavailability = groupBy(input.unavailability, (p) => p.employeeId);
  const minutes = new Map<number, number>();
  for (const b of input.bookings)
    if (inWeek(b.date)) minutes.set(b.employeeId, (minutes.get(b.employeeId) ?? 0) + b.duration);

  const accepted: Candidate[] = [];
  const conflicts: CopyConflict[] = [];
  for (const candidate of input.candidates) {
    const { shift, employeeId } = candidate;
    const employee = employees.get(employeeId)!;
    const total = (minutes.get(employeeId) ?? 0) + shift.duration;
    const positionName = shift.positionId ? input.positionNames.get(shift.positionId) : null;
    const [blocker] = assignmentBlockers(
      { ...shift, positionName, locationName: input.locationName(shift.locationId) },
      {
        positionIds: input.positionIdsOf(employeeId),
        locationIds: input.locationIdsOf(employeeId),
        ...input.dayRules,
        weeklyHoursLimit: employee.weeklyHoursLimit,
        weekMinutes: minutes.get(employeeId) ?? 0,
        bookings: bookings.get(employeeId) ?? [],
        timeOffs: timeOffs.get(employeeId) ?? [],
        unavailability: unavailability.get(employeeId) ?? [],
      },
      autoResolve ? COPY_RULES : STRICT_COPY_RULES,
    );
    if (blocker) {
      const reason = conflictText(blocker);
      conflicts.push({
        employeeName: personName(employee),
        shiftTitle: shift.title,
        shiftDate: shift.date,
        shiftTime: timeRange(shift),
        reason: autoResolve ? `${reason}: slot left open` : reason,
      });
      continue;
    }
    accepted.push(candidate);
    minutes.set(employeeId, total);
    // The copy itself now books them: later copies are judged with it.
    const own = bookings.get(employeeId) ?? [];
    own.push({ ...shift, shiftId: -1 - candidate.copy, employeeId });
    bookings.set(employeeId, own);
  }

  const warnings: CopyWarning[] = [];
  for (const employeeId of new Set(accepted.map((c) => c.employeeId))) {
    const employee = employees.get(employeeId)!;
    const total = minutes.get(employeeId) ?? 0;
    if (total > employee.weeklyHoursLimit * 60)
      warnings.push({
        employeeName: personName(employee),
        newHours: roundHours(total / 60),
        limit: employee.weeklyHoursLimit,
      });
  }
  return { accepted, conflicts, warnings };
}
