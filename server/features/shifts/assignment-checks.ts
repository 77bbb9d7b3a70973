// The one place that decides whether people may be put on shifts, used by create, assign, move,
// edit and validate. Capacity (409) and membership (404) come first; then the shared assignment
// rules, the same list the team grid judges drags with: a clash with another of the employee's
// shifts throws (409 unless the manager overrides), every other broken rule (too little rest
// between days, a split shift past its limit, approved time off, recurring unavailability, weekly
// hours over the limit, a position the person is not qualified for, a location they do not work
// at) comes back as a warning per shift. Whatever the number of shifts or people, it costs five
// queries, one more when a shift names its location, two more when one needs a position.
import type { AssignmentConflictResponse } from '@shared/validators/errors-responses';
import { addDaysIso, weekStart } from '@shared/domain/dates';
import { memoized } from '@shared/memoized';
import { capacityError, type ShiftConfiguration } from '@shared/domain/shift-capacity';
import { normalizeTime, shiftEndTime } from '@shared/domain/shift-time';
import { unavailableOnText } from '@shared/domain/unavailability-text';
import type { Db, Tx } from '../../db/connection';
import { AppError } from '../../http/app-error';
import {
  loadApprovedTimeOff,
  loadBookings,
  loadEmployees,
  loadDayRules,
  loadUnavailability,
  bookingWindow,
} from './assignment-data';
import type { Booking } from '@shared/domain/availability-rules';
import { assignmentBlockers, splitGapText, type Blocker } from '@shared/domain/assignment-blockers';
import { formatMinutesAsHours } from '@shared/domain/hours';
import { positionNames } from '../positions/read-positions';
import { qualificationsByEmployee } from '../positions/qualifications';
import { loadLocationRules } from '../locations/location-rules';
import { formatDate, personName, timeRange, type DescribedShift } from './messages';

export type Slot = DescribedShift & {
  /** The position the shift needs; null or absent: anyone may take it. */
  positionId?: number | null;
  /** Where the shift is worked; absent: where people work is not judged. */
  locationId?: number | null;
  /** The shift being changed; absent for one not created yet. Its own time never clashes with itself. */
  shiftId?: number;
  /** Checked against the final list when given. */
  configuration?: ShiftConfiguration;
  /** Everyone on the shift afterwards. */
  employeeIds: number[];
  /** Who to check: the newcomers, or everyone when the shift's time changes. */
  checkEmployeeIds: number[];
};

export type CheckOptions = {
  organizationId: number;
  allowOverride: boolean;
  /** Lock the employees' rows until commit, so two requests cannot book one person twice at once. */
  lock: boolean;
};

export type Conflict = AssignmentConflictResponse;

type Employee = Awaited<ReturnType<typeof loadEmployees>>[number];

/** Throws on a hard rule; otherwise returns the warnings for each slot, in slot order. */
export async function checkAssignments(
  db: Db | Tx,
  slots: Slot[],
  options: CheckOptions,
): Promise<string[][]> {
  for (const slot of slots) {
    const error = slot.configuration && capacityError(slot.employeeIds.length, slot.configuration);
    if (error) throw AppError.conflict(error);
  }
  const warnings = slots.map(() => [] as string[]);
  const ids = [...new Set(slots.flatMap((slot) => slot.checkEmployeeIds))];
  if (ids.length === 0) return warnings;

  const { organizationId } = options;
  const employees = new Map(
    (await loadEmployees(db, organizationId, ids, options.lock)).map((e) => [e.id, e]),
  );
  if (employees.size !== ids.length) throw AppError.notFound('Employee not found');
  const dates = slots.map((slot) => slot.date).sort();
  const { from, to } = bookingWindow(dates[0]!, dates.at(-1)!);
  const changing = new Set(slots.map((slot) => slot.shiftId));
  const bookings = (await loadBookings(db, organizationId, ids, from, to)).filter(
    (b) => !changing.has(b.shiftId),
  );
  const timeOffs = await loadApprovedTimeOff(db, organizationId, ids, from, to);
  const unavailability = await loadUnavailability(db, organizationId, ids);
  const dayRules = await loadDayRules(db, organizationId);
  const { positionIdsOf, positionName } = await loadPositionRules(db, organizationId, slots, ids);
  const { locationIdsOf, locationName } = await loadLocationRules(
    db,
    organizationId,
    slots.map((slot) => slot.locationId),
    ids,
  );

  // Indexed once, so a year-long series for busy people stays linear: each check reads only the
  // bookings that can touch the slot, and only that employee's time off and unavailability.
  const nearbyBookings = bookingsNear(bookings);
  const timeOffsOf = groupByEmployee(timeOffs);
  const unavailabilityOf = groupByEmployee(unavailability);

  const weekOf = memoized((date) => weekStart(date, dayRules.weekStartsOn));
  const weekMinutes = minutesPerWeek(slots, bookings, employees, weekOf);
  const conflicts: Conflict[] = [];
  const severalWeeks = new Set(slots.map((slot) => weekOf(slot.date))).size > 1;
  // The weekly hours name their week only when the request spans several.
  const weekText = (date: string) =>
    severalWeeks ? ` in the week of ${formatDate(weekOf(date))}` : '';
  slots.forEach((slot, i) => {
    const judged = {
      ...slot,
      positionName: positionName(slot.positionId),
      locationName: locationName(slot.locationId),
    };
    for (const employeeId of slot.checkEmployeeIds) {
      const employee = employees.get(employeeId)!;
      const blockers = assignmentBlockers(judged, {
        weeklyHoursLimit: employee.weeklyHoursLimit,
        positionIds: positionIdsOf(employeeId),
        locationIds: locationIdsOf(employeeId),
        ...dayRules,
        bookings: nearbyBookings(employeeId, slot.date),
        timeOffs: timeOffsOf(employeeId),
        unavailability: unavailabilityOf(employeeId),
        // Every shift of the request counts, this one included; the rule adds it back.
        weekMinutes: weekMinutes(employeeId, slot.date) - slot.duration,
      });
      if (blockers.length === 0) continue;
      const name = personName(employee);
      for (const blocker of blockers) {
        if (blocker.kind === 'overlap' && !options.allowOverride)
          conflicts.push(conflict(employeeId, name, blocker.booking));
        else warnings[i]!.push(warningText(name, blocker, weekText(slot.date)));
      }
    }
  });
  if (conflicts.length > 0) {
    const first = conflicts[0]!;
    const more = conflicts.length > 1 ? `, and ${conflicts.length - 1} more conflict(s)` : '';
    throw AppError.conflict(
      `${first.employeeName} is already assigned to "${first.title}" on ${formatDate(first.date)} ${first.startTime}-${first.endTime}${more}`,
      { conflicts },
    );
  }
  return warnings;
}

/** The manager's words for a broken rule, naming the person and the shift or day involved. */
function warningText(name: string, blocker: Blocker, week: string): string {
  switch (blocker.kind) {
    case 'overlap':
      return `${clashText(name, blocker.booking)} (assigned with manager override)`;
    case 'rest': {
      const { booking, minRestHours } = blocker;
      return `${name} would have less than ${minRestHours} h of rest next to "${booking.title}" on ${formatDate(booking.date)} ${timeRange(booking)}`;
    }
    case 'split':
      return `${name} would work a split shift on ${formatDate(blocker.date)} with ${splitGapText(blocker.gapMinutes, blocker.maxSplitGapHours)}`;
    case 'time-off': {
      const { timeOff, date } = blocker;
      const hours =
        timeOff.allDay || !timeOff.startTime || !timeOff.endTime
          ? ''
          : ` from ${normalizeTime(timeOff.startTime)} to ${normalizeTime(timeOff.endTime)}`;
      return `${name} has approved time off on ${formatDate(date)}${hours}`;
    }
    case 'unavailable':
      return `${name} is unavailable ${unavailableOnText(blocker.unavailability)}`;
    case 'not-qualified':
      return `${name} is not qualified for ${blocker.positionName}`;
    case 'not-at-location':
      return `${name} doesn't work at ${blocker.locationName}`;
    case 'weekly-limit':
      return `${name} will have ${formatMinutesAsHours(blocker.totalMinutes)} h (limit ${blocker.limitHours} h) after this assignment${week}`;
  }
}

/**
 * The qualifications of the people checked and the names of the positions the slots need; nothing
 * is read when no slot needs a position.
 */
async function loadPositionRules(
  db: Db | Tx,
  organizationId: number,
  slots: Slot[],
  ids: number[],
) {
  const needed = [...new Set(slots.flatMap((slot) => (slot.positionId ? [slot.positionId] : [])))];
  if (needed.length === 0) return { positionIdsOf: () => [], positionName: () => null };
  const names = await positionNames(db, organizationId, needed);
  const qualified = await qualificationsByEmployee(db, organizationId, ids);
  return {
    positionIdsOf: (employeeId: number) =>
      (qualified.get(employeeId) ?? []).map((q) => q.positionId),
    positionName: (id: number | null | undefined) => (id ? (names.get(id) ?? null) : null),
  };
}

function groupByEmployee<T extends { employeeId: number | null }>(rows: T[]) {
  const groups = new Map<number | null, T[]>();
  for (const row of rows) {
    const group = groups.get(row.employeeId);
    if (group) group.push(row);
    else groups.set(row.employeeId, [row]);
  }
  return (employeeId: number) => groups.get(employeeId) ?? [];
}

/**
 * An employee's bookings that start within two days of `date`: a shift lasts less than a day
 * (MAX_SHIFT_DURATION) and the rest at most a day, so no other booking can overlap one starting
 * on `date` or leave too little rest around it.
 */
function bookingsNear(bookings: Booking[]) {
  const byDay = new Map<string, Booking[]>();
  const key = (employeeId: number, date: string) => `${employeeId}|${date}`;
  for (const booking of bookings) {
    const day = key(booking.employeeId, booking.date);
    const list = byDay.get(day);
    if (list) list.push(booking);
    else byDay.set(day, [booking]);
  }
  const daysAround = memoized((date) =>
    [-2, -1, 0, 1, 2].map((offset) => addDaysIso(date, offset)),
  );
  return (employeeId: number, date: string) =>
    daysAround(date).flatMap((day) => byDay.get(key(employeeId, day)) ?? []);
}

const clashText = (name: string, booking: Booking) =>
  `${name} is already assigned to "${booking.title}" on ${formatDate(booking.date)} ${timeRange(booking)}`;

function conflict(employeeId: number, employeeName: string, booking: Booking): Conflict {
  const { shiftId, title, date, startTime, duration } = booking;
  return {
    employeeId,
    employeeName,
    shiftId,
    title,
    date,
    startTime: normalizeTime(startTime),
    endTime: shiftEndTime(startTime, duration),
  };
}

/** Per employee and week: minutes of their other shifts plus every shift of the request. */
function minutesPerWeek(
  slots: Slot[],
  bookings: Booking[],
  employees: Map<number, Employee>,
  weekOf: (date: string) => string,
) {
  const minutes = new Map<string, number>();
  const key = (employeeId: number, date: string) => `${employeeId}|${weekOf(date)}`;
  const add = (employeeId: number, date: string, duration: number) =>
    minutes.set(key(employeeId, date), (minutes.get(key(employeeId, date)) ?? 0) + duration);
  for (const booking of bookings) add(booking.employeeId, booking.date, booking.duration);
  for (const slot of slots)
    for (const id of slot.employeeIds) if (employees.has(id)) add(id, slot.date, slot.duration);
  return (employeeId: number, date: string) => minutes.get(key(employeeId, date)) ?? 0;
}
