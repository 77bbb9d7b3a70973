// The one place that decides whether people may be put on shifts, used by create, assign, edit
// and validate. Hard rules throw: capacity (409), membership (404), a clash with another of the
// employee's shifts (409 unless the manager overrides). Soft rules come back as warnings per
// shift: approved time off, recurring unavailability, too little rest between shifts and weekly
// hours over the limit. Whatever the number of shifts or people, it costs five queries.
import { addDaysIso, weekStart } from '@shared/domain/dates';
import { shortRestBookings } from '@shared/domain/rest';
import { capacityError, type ShiftConfiguration } from '@shared/domain/shift-capacity';
import { normalizeTime, shiftEndTime } from '@shared/domain/shift-time';
import { unavailableOnText } from '@shared/domain/unavailability-text';
import type { Db, Tx } from '../../db/connection';
import { AppError } from '../../http/app-error';
import {
  loadApprovedTimeOff,
  loadBookings,
  loadEmployees,
  loadMinRestHours,
  loadUnavailability,
} from './assignment-data';
import {
  overlappingBookings,
  timeOffDuring,
  unavailabilityDuring,
  type Booking,
} from '@shared/domain/availability-rules';
import { exceedsWeeklyLimit, formatHours } from '@shared/domain/assignment-blockers';
import { formatDate, personName, timeRange, type DescribedShift } from './messages';

export type Slot = DescribedShift & {
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

export type Conflict = {
  employeeId: number;
  employeeName: string;
  shiftId: number;
  title: string;
  date: string;
  startTime: string;
  endTime: string;
};

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
  // Whole weeks for the hours, and two days either side for shifts that cross midnight and the
  // rest (at most a day) around them.
  const dates = slots.map((slot) => slot.date).sort();
  const from = [weekStart(dates[0]!), addDaysIso(dates[0]!, -2)].sort()[0]!;
  const to = [addDaysIso(weekStart(dates.at(-1)!), 6), addDaysIso(dates.at(-1)!, 2)].sort().at(-1)!;
  const changing = new Set(slots.map((slot) => slot.shiftId));
  const bookings = (await loadBookings(db, organizationId, ids, from, to)).filter(
    (b) => !changing.has(b.shiftId),
  );
  const timeOffs = await loadApprovedTimeOff(db, organizationId, ids, from, to);
  const unavailability = await loadUnavailability(db, organizationId, ids);
  const minRestHours = await loadMinRestHours(db, organizationId);

  // Indexed once, so a year-long series for busy people stays linear: each check reads only the
  // bookings that can touch the slot, and only that employee's time off and unavailability.
  const nearbyBookings = bookingsNear(bookings);
  const timeOffsOf = groupByEmployee(timeOffs);
  const unavailabilityOf = groupByEmployee(unavailability);

  const conflicts: Conflict[] = [];
  slots.forEach((slot, i) => {
    for (const employeeId of slot.checkEmployeeIds) {
      const name = personName(employees.get(employeeId)!);
      for (const booking of overlappingBookings(slot, nearbyBookings(employeeId, slot.date))) {
        if (options.allowOverride)
          warnings[i]!.push(`${clashText(name, booking)} (assigned with manager override)`);
        else conflicts.push(conflict(employeeId, name, booking));
      }
      for (const booking of shortRestBookings(
        slot,
        nearbyBookings(employeeId, slot.date),
        minRestHours,
      ))
        warnings[i]!.push(restText(name, booking, minRestHours));
      for (const { timeOff, date } of timeOffDuring(slot, timeOffsOf(employeeId))) {
        const hours =
          timeOff.allDay || !timeOff.startTime || !timeOff.endTime
            ? ''
            : ` from ${normalizeTime(timeOff.startTime)} to ${normalizeTime(timeOff.endTime)}`;
        warnings[i]!.push(`${name} has approved time off on ${formatDate(date)}${hours}`);
      }
      for (const p of unavailabilityDuring(slot, unavailabilityOf(employeeId)))
        warnings[i]!.push(`${name} is unavailable ${unavailableOnText(p)}`);
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
  addWeeklyHoursWarnings(slots, bookings, employees, warnings);
  return warnings;
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
  return (employeeId: number, date: string) =>
    [-2, -1, 0, 1, 2].flatMap(
      (offset) => byDay.get(key(employeeId, addDaysIso(date, offset))) ?? [],
    );
}

const clashText = (name: string, booking: Booking) =>
  `${name} is already assigned to "${booking.title}" on ${formatDate(booking.date)} ${timeRange(booking)}`;

const restText = (name: string, booking: Booking, minRestHours: number) =>
  `${name} would have less than ${minRestHours} h of rest next to "${booking.title}" on ${formatDate(booking.date)} ${timeRange(booking)}`;

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

/** Per employee and Monday week: their other shifts plus these ones, against their weekly limit. */
function addWeeklyHoursWarnings(
  slots: Slot[],
  bookings: Booking[],
  employees: Map<number, Employee>,
  warnings: string[][],
) {
  const minutes = new Map<string, number>();
  const key = (employeeId: number, date: string) => `${employeeId}|${weekStart(date)}`;
  const add = (employeeId: number, date: string, duration: number) =>
    minutes.set(key(employeeId, date), (minutes.get(key(employeeId, date)) ?? 0) + duration);
  for (const booking of bookings) add(booking.employeeId, booking.date, booking.duration);
  for (const slot of slots)
    for (const id of slot.employeeIds) if (employees.has(id)) add(id, slot.date, slot.duration);

  const severalWeeks = new Set(slots.map((slot) => weekStart(slot.date))).size > 1;
  slots.forEach((slot, i) => {
    for (const id of slot.checkEmployeeIds) {
      const employee = employees.get(id)!;
      const total = minutes.get(key(id, slot.date)) ?? 0;
      if (!exceedsWeeklyLimit(total, employee.weeklyHoursLimit)) continue;
      const week = severalWeeks ? ` in the week of ${formatDate(weekStart(slot.date))}` : '';
      warnings[i]!.push(
        `${personName(employee)} will have ${formatHours(total)} h (limit ${employee.weeklyHoursLimit} h) after this assignment${week}`,
      );
    }
  });
}
