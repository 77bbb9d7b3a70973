// The team grid's picture of one week, built once per load: people sorted by name, each person's
// chips per day, the shifts with open places per day, hours, and the days shaded by time off or
// unavailability. Where a chip may go is judged by the shared assignment rules on this data alone,
// so a drag asks the server nothing until the drop.
import {
  assignmentBlockers,
  timeOffRule,
  unavailableRule,
  type Blocker,
  type Candidate,
} from '@shared/domain/assignment-blockers';
import type { Booking, Unavailability } from '@shared/domain/availability-rules';
import { addDaysIso } from '@shared/domain/dates';
import { employeeName, staffing, type Shift } from './shift';
import type { ApprovedTimeOff } from './use-approved-time-off';
import type { ScheduleEmployee } from './use-schedule-employees';

export type TeamPerson = ScheduleEmployee & { weeklyHoursLimit?: number };
export type TeamUnavailability = Unavailability & { notes?: string | null };

export type TeamRow = {
  person: TeamPerson;
  name: string;
  minutes: number;
  limitHours: number;
  /** Per date of the week, this person's shifts that day, by start time. */
  days: Map<string, Shift[]>;
  /** Per date, why the day is shaded (approved time off, unavailability). */
  blocked: Map<string, string[]>;
};

export type TeamModel = {
  days: string[];
  rows: TeamRow[];
  /** Per date, the shifts with places still open. */
  open: Map<string, Shift[]>;
  shiftsById: Map<number, Shift>;
  timeOffsOf: (employeeId: number) => ApprovedTimeOff[];
  unavailabilityOf: (employeeId: number) => TeamUnavailability[];
};

/** A dragged chip: the shift, and whose place on it moves (null for an open place). */
export type Placement = { shift: Shift; fromEmployeeId: number | null };

const DEFAULT_LIMIT = 40;
const byStart = (a: Shift, b: Shift) => a.startTime.localeCompare(b.startTime) || a.id - b.id;
const wholeDay = (date: string) => ({ date, startTime: '00:00', duration: 24 * 60 });

function groupBy<T>(items: T[], key: (item: T) => number | null) {
  const groups = new Map<number | null, T[]>();
  for (const item of items) {
    const k = key(item);
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return (k: number) => groups.get(k) ?? [];
}

export function buildTeamModel(input: {
  monday: string;
  people: TeamPerson[];
  shifts: Shift[];
  timeOffs: ApprovedTimeOff[];
  unavailability: TeamUnavailability[];
}): TeamModel {
  const days = Array.from({ length: 7 }, (_, i) => addDaysIso(input.monday, i));
  const timeOffsOf = groupBy(input.timeOffs, (t) => t.employeeId);
  const unavailabilityOf = groupBy(input.unavailability, (u) => u.employeeId);
  const rows = new Map<number, TeamRow>(
    input.people.map((person) => [
      person.id,
      {
        person,
        name: employeeName(person),
        minutes: 0,
        limitHours: person.weeklyHoursLimit ?? DEFAULT_LIMIT,
        days: new Map(days.map((day) => [day, []])),
        blocked: new Map(),
      },
    ]),
  );
  const open = new Map<string, Shift[]>(days.map((day) => [day, []]));
  const shiftsById = new Map<number, Shift>();
  for (const shift of [...input.shifts].sort(byStart)) {
    shiftsById.set(shift.id, shift);
    const { assigned, required } = staffing(shift);
    if (assigned < required) open.get(shift.date)?.push(shift);
    for (const employee of shift.assignedEmployees) {
      const row = rows.get(employee.id);
      if (!row) continue;
      row.minutes += shift.duration;
      row.days.get(shift.date)?.push(shift);
    }
  }
  for (const row of rows.values()) {
    const candidate = candidateOf(row, timeOffsOf, unavailabilityOf, null);
    for (const day of days) {
      const reasons = assignmentBlockers(wholeDay(day), candidate, [timeOffRule, unavailableRule]);
      if (reasons.length > 0)
        row.blocked.set(
          day,
          reasons.map((r) => r.reason),
        );
    }
  }
  const sorted = [...rows.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.person.id - b.person.id,
  );
  return { days, rows: sorted, open, shiftsById, timeOffsOf, unavailabilityOf };
}

function candidateOf(
  row: TeamRow,
  timeOffsOf: (id: number) => ApprovedTimeOff[],
  unavailabilityOf: (id: number) => TeamUnavailability[],
  exceptShiftId: number | null,
): Candidate {
  const bookings: Booking[] = [];
  let weekMinutes = 0;
  for (const shifts of row.days.values())
    for (const shift of shifts) {
      if (shift.id === exceptShiftId) continue;
      weekMinutes += shift.duration;
      bookings.push({ ...shift, shiftId: shift.id, employeeId: row.person.id });
    }
  return {
    weeklyHoursLimit: row.limitHours,
    bookings,
    timeOffs: timeOffsOf(row.person.id),
    unavailability: unavailabilityOf(row.person.id),
    weekMinutes,
  };
}

/**
 * For each person, what stops `placement` landing in their row: the shared rules, plus being on
 * the shift already. The chip's own row is absent: dropping it there changes nothing.
 */
export function targetBlockers(
  model: TeamModel,
  { shift, fromEmployeeId }: Placement,
): Map<number, Blocker[]> {
  const result = new Map<number, Blocker[]>();
  for (const row of model.rows) {
    const id = row.person.id;
    if (id === fromEmployeeId) continue;
    if (shift.assignedEmployees.some((e) => e.id === id)) {
      result.set(id, [{ kind: 'overlap', reason: 'Already on this shift' }]);
      continue;
    }
    result.set(
      id,
      assignmentBlockers(
        shift,
        candidateOf(row, model.timeOffsOf, model.unavailabilityOf, shift.id),
      ),
    );
  }
  return result;
}
