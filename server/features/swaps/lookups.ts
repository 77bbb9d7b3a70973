// What the swap dialogs choose from: coworkers, one employee's upcoming shifts,
// and other people's shifts to ask for. Only future shifts, by default the next 3 months.
// These answer whatever 'Allow employees to view all schedules' says: a trade is an offer of one's
// own shift for a named shift of someone else, so the asker must see the shifts they could get,
// and turning the schedule view off is not turning trades off (the approval setting governs
// those). What they hold is only what a trade needs: upcoming, published, staffed shifts with the
// people one could ask; past shifts, drafts and open shifts stay out.
import { addMonths, format, parseISO } from 'date-fns';
import { and, asc, between, eq, ne, not } from 'drizzle-orm';
import { shifts, users } from '@shared/schema';
import { addDaysIso, dayNumber } from '@shared/domain/dates';
import { isPastShift } from '@shared/domain/shift-instant';
import { shiftsOverlap } from '@shared/domain/shift-time';
import { MAX_RANGE_DAYS } from '@shared/validators/schedule-queries';
import { SWAP_LOOKUP_MONTHS } from '@shared/validators/swaps';
import type { PublicUser } from '@shared/validators/users';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { qualificationsByEmployee } from '../positions/qualifications';
import { loadBookings } from '../shifts/assignment-data';
import { organizationToday } from '../shifts/organization-today';
import { readShifts, worksShift } from '../shifts/read-shifts';
import { findShift } from '../shifts/shift-rows';
import { locationRule } from '@shared/domain/assignment-blockers';
import { loadLocationRules } from '../locations/location-rules';
import {
  atLocationOf,
  atOwnLocation,
  isLocationManager,
  ownLocationIds,
  personInScope,
} from '../locations/location-scope';

type Range = { startDate?: string; endDate?: string };

/** What a missing shift is answered with. */
const SHIFT_NOT_FOUND = 'Shift not found';

/**
 * From the later of today and startDate, to endDate or 3 months after today. A location's today
 * may be a day either side of the organization's: the range starts a day early, and
 * `notPast` drops the shifts already past where they are worked.
 */
async function futureRange(db: Db, organizationId: number, range: Range) {
  const today = await organizationToday(db, organizationId);
  const start = range.startDate && range.startDate > today ? range.startDate : today;
  const end = range.endDate ?? format(addMonths(parseISO(today), SWAP_LOOKUP_MONTHS), 'yyyy-MM-dd');
  // The query checks the span only when both dates are given; an endDate alone starts from today.
  if (dayNumber(end) - dayNumber(start) >= MAX_RANGE_DAYS) {
    const message = 'A range can span at most one year';
    throw AppError.badRequest(`endDate: ${message}`, { errors: [{ path: 'endDate', message }] });
  }
  return { start: start === today ? addDaysIso(today, -1) : start, end };
}

/**
 * Someone's upcoming shifts, except `excludeShiftId`. Another person's are the ones the caller
 * would take in a swap, so only those at a location the caller works at are offered.
 */
export async function shiftsForSwap(
  db: Db,
  viewer: PublicUser,
  query: Range & { userId: number; excludeShiftId?: number },
) {
  const { organizationId } = viewer;
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, query.userId),
        eq(users.organizationId, organizationId),
        query.userId === viewer.id ? undefined : personInScope(viewer, users.id),
      ),
    );
  if (!member) throw AppError.notFound('Employee not found');
  const { start, end } = await futureRange(db, organizationId, query);
  const where = and(
    eq(shifts.organizationId, organizationId),
    between(shifts.date, start, end),
    query.excludeShiftId ? ne(shifts.id, query.excludeShiftId) : undefined,
    worksShift(db, query.userId),
    query.userId === viewer.id
      ? atOwnLocation(viewer, shifts.locationId)
      : atLocationOf(viewer.id, shifts.locationId),
  )!;
  return notPast(await readShifts(db, where, { forManager: viewer.role === 'manager' }));
}

const notPast = <T extends { date: string; locationTimeZone: string }>(shifts: T[]) =>
  shifts.filter((shift) => !isPastShift(shift));

/**
 * Upcoming shifts the caller could ask for: worked by someone else, not by the caller, at a
 * location the caller works at (the 'not-at-location' rule; for a location manager, theirs).
 */
export async function availableShifts(db: Db, viewer: PublicUser, range: Range) {
  const { organizationId } = viewer;
  const { start, end } = await futureRange(db, organizationId, range);
  const where = and(
    eq(shifts.organizationId, organizationId),
    between(shifts.date, start, end),
    worksShift(db, null),
    not(worksShift(db, viewer.id)),
    atLocationOf(viewer.id, shifts.locationId),
  )!;
  const rows = notPast(await readShifts(db, where, { forManager: false }));
  // Only the people who could swap: everyone on the shift but the caller.
  return rows.map((shift) => ({
    ...shift,
    assignedEmployees: shift.assignedEmployees.filter((e) => e.id !== viewer.id),
  }));
}

/**
 * The caller's coworkers by name. With a shift: only those who could take it, i.e. not already
 * on it, with no other shift overlapping it, working at its location, and qualified for its
 * position when it needs one.
 */
export async function employeesForSwap(db: Db, viewer: PublicUser, shiftId?: number) {
  const { organizationId } = viewer;
  const shift = shiftId ? await findShift(db, organizationId, shiftId) : null;
  // A manager of some locations asks only about their locations' shifts: others are missing.
  if (shift && isLocationManager(viewer)) {
    const own = await ownLocationIds(db, viewer);
    if (!own.includes(shift.locationId)) throw AppError.notFound(SHIFT_NOT_FOUND);
  }
  const people = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        ne(users.id, viewer.id),
        personInScope(viewer, users.id),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  if (!shift || people.length === 0) return people;
  const bookings = await loadBookings(
    db,
    organizationId,
    people.map((p) => p.id),
    addDaysIso(shift.date, -1),
    addDaysIso(shift.date, 1),
  );
  const busy = new Set(
    bookings
      .filter((b) => b.shiftId === shift.id || shiftsOverlap(b, shift))
      .map((b) => b.employeeId),
  );
  const qualified = shift.positionId
    ? await qualificationsByEmployee(
        db,
        organizationId,
        people.map((p) => p.id),
      )
    : null;
  const places = await loadLocationRules(
    db,
    organizationId,
    [shift.locationId],
    people.map((p) => p.id),
  );
  const mayTake = (id: number) =>
    locationRule(shift, { locationIds: places.locationIdsOf(id) }).length === 0 &&
    (!qualified || (qualified.get(id) ?? []).some((q) => q.positionId === shift.positionId));
  return people.filter((p) => !busy.has(p.id) && mayTake(p.id));
}
