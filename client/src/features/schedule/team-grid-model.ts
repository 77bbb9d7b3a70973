// The team grid's picture of one week, built once per load: people sorted by name, each person's
// chips per day, the shifts with open places per day, hours, and the days shaded by time off or
// unavailability. Where a chip may go is judged by the shared assignment rules on this data alone
// (each person's qualifications and locations come with the team list, each shift's position and
// location with the shift),
// so a drag asks the server nothing until the drop. The shifts come with two days either side of
// the week: never drawn or counted, they let a Monday or Sunday shift be judged for clashes and
// rest against the neighbouring weeks, as the server judges it.
import {
  assignmentBlockers,
  timeOffRule,
  unavailableRule,
  type Blocker,
  type Candidate,
} from '@shared/domain/assignment-blockers';
import type { Booking, Unavailability } from '@shared/domain/availability-rules';
import { addDaysIso } from '@shared/domain/dates';
import {
  preferenceHoldsOn,
  preferenceText,
  type PreferenceWindow,
} from '@shared/domain/preferences';
import { DEFAULT_MIN_REST_HOURS } from '@shared/domain/rest';
import { DEFAULT_MAX_SPLIT_GAP_HOURS } from '@shared/domain/split-shift';
import { employeeName, staffing, type Shift } from './shift';
import type { ApprovedTimeOff } from './use-approved-time-off';
import type { ScheduleEmployee } from './use-schedule-employees';

/**
 * A row's person; `positions` are the ones they are qualified for (none: a shift needing one
 * refuses them), `locationIds` where they work (a shift elsewhere refuses them).
 */
export type TeamPerson = ScheduleEmployee & {
  weeklyHoursLimit?: number;
  positions?: { positionId: number }[];
  locationIds: number[];
};
export type TeamUnavailability = Unavailability & { notes?: string | null };
export type TeamPreference = PreferenceWindow & { employeeId: number };
/** A liked or avoided band on one day, as the cell's mark says it. */
export type DayPreference = { kind: PreferenceWindow['kind']; text: string };

export type TeamRow = {
  person: TeamPerson;
  name: string;
  minutes: number;
  limitHours: number;
  /** Per date of the week, this person's shifts that day, by start time. */
  days: Map<string, Shift[]>;
  /** Per date, why the day is shaded (approved time off, unavailability). */
  blocked: Map<string, string[]>;
  /** Per date, the person's liked and avoided bands: marks only, never a rule. */
  preferred: Map<string, DayPreference[]>;
  /** Their shifts in the two days either side of the week: judged, never drawn. */
  edges: Booking[];
};

export type TeamModel = {
  days: string[];
  rows: TeamRow[];
  /** Per date, the shifts with places still open. */
  open: Map<string, Shift[]>;
  minRestHours: number;
  maxSplitGapHours: number;
  timeOffsOf: (employeeId: number) => ApprovedTimeOff[];
  unavailabilityOf: (employeeId: number) => TeamUnavailability[];
};

/** The shifts to load for the week of `monday`: the week and two days either side. */
export const teamRange = (monday: string) => ({
  start: addDaysIso(monday, -2),
  end: addDaysIso(monday, 8),
});

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
  /** The shifts of teamRange(monday). */
  shifts: Shift[];
  timeOffs: ApprovedTimeOff[];
  unavailability: TeamUnavailability[];
  /** Everyone's preferences in effect in the week; absent or empty draws no marks. */
  preferences?: TeamPreference[];
  minRestHours?: number;
  maxSplitGapHours?: number;
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
        preferred: new Map(),
        edges: [],
      },
    ]),
  );
  const open = new Map<string, Shift[]>(days.map((day) => [day, []]));
  for (const shift of [...input.shifts].sort(byStart)) {
    const inWeek = open.has(shift.date);
    const { assigned, required } = staffing(shift);
    if (inWeek && assigned < required) open.get(shift.date)!.push(shift);
    for (const employee of shift.assignedEmployees) {
      const row = rows.get(employee.id);
      if (!row) continue;
      if (!inWeek) {
        row.edges.push(bookingOf(shift, employee.id));
        continue;
      }
      row.minutes += shift.duration;
      row.days.get(shift.date)!.push(shift);
    }
  }
  const minRestHours = input.minRestHours ?? DEFAULT_MIN_REST_HOURS;
  const maxSplitGapHours = input.maxSplitGapHours ?? DEFAULT_MAX_SPLIT_GAP_HOURS;
  const rules = { minRestHours, maxSplitGapHours, timeOffsOf, unavailabilityOf };
  for (const row of rows.values()) {
    const candidate = candidateOf(row, rules, null);
    for (const day of days) {
      const reasons = assignmentBlockers(wholeDay(day), candidate, [timeOffRule, unavailableRule]);
      if (reasons.length > 0)
        row.blocked.set(
          day,
          reasons.map((r) => r.reason),
        );
    }
  }
  for (const preference of [...(input.preferences ?? [])].sort((a, b) =>
    a.startTime.localeCompare(b.startTime),
  )) {
    const row = rows.get(preference.employeeId);
    if (!row) continue;
    for (const day of days) {
      if (!preferenceHoldsOn(preference, day)) continue;
      const marks = row.preferred.get(day) ?? [];
      marks.push({ kind: preference.kind, text: preferenceText(preference) });
      row.preferred.set(day, marks);
    }
  }
  const sorted = [...rows.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.person.id - b.person.id,
  );
  return { days, rows: sorted, open, ...rules };
}

/**
 * Whether the row belongs on the grid of one location (null: every location): the people who work
 * there, and anyone already on one of its shifts this week (the week's shifts are that location's),
 * so no assignment drops out of sight.
 */
export const rowAtLocation = (row: TeamRow, locationId: number | null) =>
  locationId === null ||
  row.person.locationIds.includes(locationId) ||
  [...row.days.values()].some((shifts) => shifts.length > 0);

const bookingOf = (shift: Shift, employeeId: number): Booking => ({
  ...shift,
  shiftId: shift.id,
  employeeId,
});

function candidateOf(
  row: TeamRow,
  {
    minRestHours,
    maxSplitGapHours,
    timeOffsOf,
    unavailabilityOf,
  }: Omit<TeamModel, 'days' | 'rows' | 'open'>,
  exceptShiftId: number | null,
): Candidate {
  const bookings: Booking[] = [...row.edges];
  let weekMinutes = 0;
  for (const shifts of row.days.values())
    for (const shift of shifts) {
      if (shift.id === exceptShiftId) continue;
      weekMinutes += shift.duration;
      bookings.push(bookingOf(shift, row.person.id));
    }
  return {
    weeklyHoursLimit: row.limitHours,
    minRestHours,
    maxSplitGapHours,
    bookings,
    timeOffs: timeOffsOf(row.person.id),
    unavailability: unavailabilityOf(row.person.id),
    weekMinutes,
    positionIds: row.person.positions?.map((q) => q.positionId) ?? [],
    locationIds: row.person.locationIds,
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
      result.set(id, [
        { kind: 'overlap', booking: bookingOf(shift, id), reason: 'Already on this shift' },
      ]);
      continue;
    }
    result.set(id, assignmentBlockers(shift, candidateOf(row, model, shift.id)));
  }
  return result;
}
