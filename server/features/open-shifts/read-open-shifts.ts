// GET /api/open-shifts: the offered places the caller may take, judged by the shared rules on the
// week's context loaded in bulk. Constant statements: context, shifts, their people, the caller's
// rule inputs, the caller's claims.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { shiftClaims } from '@shared/schema';
import { addDaysIso } from '@shared/domain/dates';
import { displayName } from '@shared/domain/display-name';
import { normalizeTime } from '@shared/domain/shift-time';
import type { OpenShiftsQuery } from '@shared/validators/open-shifts';
import type { PublicUser } from '@shared/validators/users';
import type { Db } from '../../db/connection';
import { openShiftContext } from './context';
import { loadJudge } from './eligibility';
import { inDates, loadOfferedShifts } from './offered-shifts';

/** Without dates: four weeks from today. */
const DEFAULT_DAYS = 28;

export async function readOpenShifts(db: Db, viewer: PublicUser, query: OpenShiftsQuery) {
  const { organizationId } = viewer;
  const context = await openShiftContext(db, organizationId);
  const start = query.start ?? context.today;
  const end = query.end ?? addDaysIso(start, DEFAULT_DAYS - 1);
  const offered = await loadOfferedShifts(db, organizationId, context, inDates(start, end));
  const candidates = offered.filter((s) => !s.people.some((p) => p.employeeId === viewer.id));
  if (candidates.length === 0) return [];
  const judge = await loadJudge(db, organizationId, [viewer.id], candidates);
  const claims = await db
    .select({ id: shiftClaims.id, shiftId: shiftClaims.shiftId, status: shiftClaims.status })
    .from(shiftClaims)
    .where(
      and(
        eq(shiftClaims.employeeId, viewer.id),
        inArray(
          shiftClaims.shiftId,
          candidates.map((s) => s.id),
        ),
      ),
    )
    .orderBy(desc(shiftClaims.id));
  const person = judge.people.get(viewer.id);
  if (!person) return [];
  return candidates
    .filter((shift) => judge.blockers(viewer.id, shift).length === 0)
    .map((shift) => {
      // The newest claim speaks for the caller (an old declined one does not hide a new request).
      const claim = claims.find((c) => c.shiftId === shift.id);
      return {
        shiftId: shift.id,
        title: shift.title,
        date: shift.date,
        startTime: normalizeTime(shift.startTime),
        duration: shift.duration,
        positionId: shift.positionId,
        positionName: shift.positionName,
        positionColor: shift.positionColor,
        openPlaces: shift.openPlaces,
        claimMode: shift.mode,
        bidDeadline: shift.bidDeadline,
        coworkers: shift.people.filter((p) => p.published).map((p) => displayName(p, 'Coworker')),
        hoursAfter: (judge.weekMinutes(viewer.id, shift) + shift.duration) / 60,
        weeklyHoursLimit: person.weeklyHoursLimit,
        myClaim: claim ? { id: claim.id, status: claim.status } : null,
      };
    });
}
