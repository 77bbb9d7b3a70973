// Which copied assignments the target week can take. Pure: the caller loads the target week's
// bookings, approved time off and recurring unavailability once; this walks the copies in time
// order, so copies accepted earlier count against later ones (one person copied into two
// overlapping shifts, or past their weekly limit, by the copy itself).
import { addDaysIso } from '@shared/domain/dates';
import { unavailableOnText } from '@shared/domain/unavailability-text';
import type { CopyConflict, CopyWarning } from '@shared/validators/schedule-copy';
import {
  overlappingBookings,
  timeOffDuring,
  unavailabilityDuring,
  type ApprovedTimeOff,
  type Booking,
  type Unavailability,
} from '@shared/domain/availability-rules';
import { exceedsWeeklyLimit } from '@shared/domain/assignment-blockers';
import { formatMinutesAsHours, roundHours } from '@shared/domain/hours';
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
  shift: DescribedShift;
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

// Most people in a copied week have no time off and no unavailability, and few bookings: each
// rule is asked only about what there is, since each works out the shift's span again.
function hardConflict(
  shift: DescribedShift,
  bookings: Booking[],
  timeOffs: ApprovedTimeOff[],
  unavailability: Unavailability[],
): string | undefined {
  const [clash] = bookings.length > 0 ? overlappingBookings(shift, bookings) : [];
  if (clash)
    return `Already assigned to "${clash.title}" on ${formatDate(clash.date)} ${timeRange(clash)}`;
  const [off] = timeOffs.length > 0 ? timeOffDuring(shift, timeOffs) : [];
  if (off) return `Approved time off on ${formatDate(off.date)}`;
  const [away] = unavailability.length > 0 ? unavailabilityDuring(shift, unavailability) : [];
  if (away) return `Unavailable ${unavailableOnText(away)}`;
  return undefined;
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
    let reason = hardConflict(
      shift,
      bookings.get(employeeId) ?? [],
      timeOffs.get(employeeId) ?? [],
      unavailability.get(employeeId) ?? [],
    );
    if (!reason && exceedsWeeklyLimit(total, employee.weeklyHoursLimit) && !autoResolve)
      reason = `Would have ${formatMinutesAsHours(total)} h (limit ${employee.weeklyHoursLimit} h) this week`;
    if (reason) {
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
    // The copy itself now books them: later copies must not overlap it.
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
