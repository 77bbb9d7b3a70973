// Claims as their claimant lists them, and pending claims as a manager reviews them: each with the
// rules the claimant would break now (judged in bulk), hours after, and cost at their rate.
import { aliasedTable, and, asc, between, desc, eq, sql } from 'drizzle-orm';
import { employeePositions, positions, shiftClaims, shifts, users } from '@shared/schema';
import { addDaysIso } from '@shared/domain/dates';
import { shiftHourlyRate } from '@shared/domain/labour-cost';
import { normalizeTime } from '@shared/domain/shift-time';
import type { PublicUser } from '@shared/validators/users';
import type { Db } from '../../db/connection';
import { personName } from '../shifts/messages';
import { claimView } from './claim-view';
import { openShiftContext } from './context';
import { loadJudge } from './eligibility';
import { atScopedLocation, type LocationScope } from '../locations/location-scope';

/** How many of one's own claims the list keeps, newest first. */
const MY_CLAIMS_LIMIT = 100;
/** Without dates, managers review claims from today for this many days. */
const REVIEW_DAYS = 62;

const summary = {
  title: shifts.title,
  date: shifts.date,
  startTime: shifts.startTime,
  duration: shifts.duration,
  positionName: positions.name,
};

export async function readMyClaims(db: Db, viewer: PublicUser) {
  const rows = await db
    .select({ claim: shiftClaims, ...summary })
    .from(shiftClaims)
    .innerJoin(shifts, eq(shifts.id, shiftClaims.shiftId))
    .leftJoin(positions, eq(positions.id, shifts.positionId))
    .where(
      and(
        eq(shiftClaims.organizationId, viewer.organizationId),
        eq(shiftClaims.employeeId, viewer.id),
      ),
    )
    .orderBy(desc(shiftClaims.createdAt), desc(shiftClaims.id))
    .limit(MY_CLAIMS_LIMIT);
  return rows.map(({ claim, ...shift }) => ({
    ...claimView(claim),
    ...shift,
    startTime: normalizeTime(shift.startTime),
  }));
}

const qualification = aliasedTable(employeePositions, 'qualification');

export async function readClaimsForReview(
  db: Db,
  organizationId: number,
  // Only claims for shifts at `locationIds` (null: anywhere).
  query: { start?: string; end?: string; locationIds: LocationScope },
) {
  const context = await openShiftContext(db, organizationId);
  const start = query.start ?? context.today;
  const end = query.end ?? addDaysIso(start, REVIEW_DAYS - 1);
  const rows = await db
    .select({
      claim: shiftClaims,
      ...summary,
      shiftId: shifts.id,
      positionId: shifts.positionId,
      locationId: shifts.locationId,
      positionRate: positions.hourlyRate,
      personalRate: users.hourlyRate,
      qualificationRate: qualification.hourlyRate,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      targetHours: users.targetHours,
    })
    .from(shiftClaims)
    .innerJoin(shifts, eq(shifts.id, shiftClaims.shiftId))
    .innerJoin(users, eq(users.id, shiftClaims.employeeId))
    .leftJoin(positions, eq(positions.id, shifts.positionId))
    .leftJoin(
      qualification,
      and(
        eq(qualification.employeeId, shiftClaims.employeeId),
        eq(qualification.positionId, sql`${shifts.positionId}`),
      ),
    )
    .where(
      and(
        eq(shiftClaims.organizationId, organizationId),
        eq(shiftClaims.status, 'pending'),
        between(shifts.date, start, end),
        atScopedLocation(shifts.locationId, query.locationIds),
      ),
    )
    .orderBy(
      asc(shifts.date),
      asc(shifts.startTime),
      asc(shiftClaims.createdAt),
      asc(shiftClaims.id),
    );
  if (rows.length === 0) return [];
  const places = rows.map((row) => ({ ...row, id: row.shiftId }));
  const judge = await loadJudge(
    db,
    organizationId,
    [...new Set(rows.map((row) => row.claim.employeeId))],
    places,
  );
  return places.map((row) => {
    const employeeId = row.claim.employeeId;
    const person = judge.people.get(employeeId);
    const hoursAfter = (judge.weekMinutes(employeeId, row) + row.duration) / 60;
    const weeklyHoursLimit = person?.weeklyHoursLimit ?? 0;
    const rate = shiftHourlyRate(row);
    return {
      ...claimView(row.claim),
      title: row.title,
      date: row.date,
      startTime: normalizeTime(row.startTime),
      duration: row.duration,
      positionName: row.positionName,
      employeeId,
      employeeName: personName(row),
      warnings: judge
        .blockers(employeeId, row)
        .map((blocker) => ({ rule: blocker.kind, message: blocker.reason })),
      hoursAfter,
      weeklyHoursLimit,
      targetHours: row.targetHours,
      overtime: hoursAfter > (row.targetHours ?? weeklyHoursLimit),
      cost: rate === null ? null : Math.round(rate * row.duration * (100 / 60)) / 100,
    };
  });
}
