// Who may take which open place: the shared assignment rules (the team grid's and the fill's),
// judged with no override, on everything the rules read loaded for many people and shifts at
// once. A constant number of statements whatever the number of people or shifts; the judging is
// in memory.
import { addDaysIso, weekStart } from '@shared/domain/dates';
import { assignmentBlockers, type Blocker } from '@shared/domain/assignment-blockers';
import type { Booking } from '@shared/domain/availability-rules';
import type { Db, Tx } from '../../db/connection';
import { loadQualifications } from '../auto-schedule/load-input';
import { bookingWindow } from '../shifts/assignment-data';
import { loadLocationRules } from '../locations/location-rules';
import {
  loadApprovedTimeOff,
  loadBookings,
  loadDayRules,
  loadEmployees,
  loadUnavailability,
} from '../shifts/assignment-data';

/** What judging a place needs of its shift. */
export type PlaceShift = {
  id: number;
  date: string;
  startTime: string;
  duration: number;
  positionId: number | null;
  positionName: string | null;
  /** Only the people who work at the shift's location may take its places. */
  locationId: number;
};

export type Person = Awaited<ReturnType<typeof loadEmployees>>[number];

export type Judge = {
  people: Map<number, Person>;
  /** Every rule `employeeId` would break by taking a place on `shift`; empty: they may. */
  blockers: (employeeId: number, shift: PlaceShift) => Blocker[];
  /** Their minutes in the shift's week without it, drafts included as the rules count them. */
  weekMinutes: (employeeId: number, shift: PlaceShift) => number;
};

/**
 * Loads the rules' inputs for `employeeIds` around `shifts`. `lock` holds the people's rows until
 * commit, so two claims of one person run one after the other and the second sees the first.
 */
export async function loadJudge(
  db: Db | Tx,
  organizationId: number,
  employeeIds: number[],
  shifts: PlaceShift[],
  options: { lock: boolean } = { lock: false },
): Promise<Judge> {
  const people = new Map(
    (await loadEmployees(db, organizationId, employeeIds, options.lock)).map((p) => [p.id, p]),
  );
  const ids = [...people.keys()];
  if (ids.length === 0 || shifts.length === 0)
    return { people, blockers: () => [], weekMinutes: () => 0 };
  const dates = shifts.map((shift) => shift.date).sort();
  const { from, to } = bookingWindow(dates[0]!, dates.at(-1)!);
  const bookings = await loadBookings(db, organizationId, ids, from, to);
  const timeOffs = groupBy(await loadApprovedTimeOff(db, organizationId, ids, from, to));
  const unavailability = groupBy(await loadUnavailability(db, organizationId, ids));
  const dayRules = await loadDayRules(db, organizationId);
  const qualified = await loadQualifications(db, organizationId, ids);
  const where = await loadLocationRules(
    db,
    organizationId,
    shifts.map((shift) => shift.locationId),
    ids,
  );

  const byDay = new Map<string, Booking[]>();
  const minutes = new Map<string, number>();
  for (const booking of bookings) {
    const day = `${booking.employeeId}|${booking.date}`;
    byDay.set(day, [...(byDay.get(day) ?? []), booking]);
    const week = `${booking.employeeId}|${weekStart(booking.date, dayRules.weekStartsOn)}`;
    minutes.set(week, (minutes.get(week) ?? 0) + booking.duration);
  }
  // Date arithmetic once per shift, not once per person and shift: a week offered to a team is
  // tens of thousands of judgments.
  const calendar = new Map<
    number,
    { nearDays: string[]; week: string; judged: PlaceShift & { locationName: string | null } }
  >();
  const calendarOf = (shift: PlaceShift) => {
    let found = calendar.get(shift.id);
    if (!found) {
      found = {
        nearDays: [-2, -1, 0, 1, 2].map((offset) => addDaysIso(shift.date, offset)),
        week: weekStart(shift.date, dayRules.weekStartsOn),
        judged: { ...shift, locationName: where.locationName(shift.locationId) },
      };
      calendar.set(shift.id, found);
    }
    return found;
  };
  /** Their other bookings within two days of the shift: all the overlap and rest rules can touch. */
  const near = (employeeId: number, shift: PlaceShift) =>
    calendarOf(shift)
      .nearDays.flatMap((day) => byDay.get(`${employeeId}|${day}`) ?? [])
      .filter((booking) => booking.shiftId !== shift.id);
  const onShift = (employeeId: number, shift: PlaceShift) =>
    (byDay.get(`${employeeId}|${shift.date}`) ?? []).find((b) => b.shiftId === shift.id);
  const weekMinutes = (employeeId: number, shift: PlaceShift) =>
    (minutes.get(`${employeeId}|${calendarOf(shift).week}`) ?? 0) -
    (onShift(employeeId, shift)?.duration ?? 0);

  return {
    people,
    weekMinutes,
    blockers(employeeId, shift) {
      const person = people.get(employeeId);
      if (!person) return [];
      return assignmentBlockers(calendarOf(shift).judged, {
        weeklyHoursLimit: person.weeklyHoursLimit,
        ...dayRules,
        bookings: near(employeeId, shift),
        timeOffs: timeOffs(employeeId),
        unavailability: unavailability(employeeId),
        weekMinutes: weekMinutes(employeeId, shift),
        positionIds: qualified.get(employeeId) ?? [],
        locationIds: where.locationIdsOf(employeeId),
      });
    },
  };
}

function groupBy<T extends { employeeId: number | null }>(rows: T[]) {
  const groups = new Map<number | null, T[]>();
  for (const row of rows) groups.set(row.employeeId, [...(groups.get(row.employeeId) ?? []), row]);
  return (employeeId: number) => groups.get(employeeId) ?? [];
}
