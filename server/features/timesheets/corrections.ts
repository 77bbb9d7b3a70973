// Corrections: a manager's is approved at once; an employee proposes one for their own punches
// and a manager decides it once. A correction never lands in a locked pay period, and the lock
// is held steady while one is written (see period-locks.ts).
import { and, desc, eq, gte, isNotNull, lte } from 'drizzle-orm';
import { locations, punchCorrections, punches, shifts, timesheetApprovals } from '@shared/schema';
import { localDateOf } from '@shared/domain/zoned-time';
import {
  CORRECTION_DECIDED,
  type CorrectionDecisionInput,
  type CorrectionInput,
} from '@shared/validators/timesheets';
import type { PublicUser } from '@shared/validators/users';
import type { Db, Tx } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { readPayContext } from './pay-settings';
import { holdLocksSteady, refuseLockedDates } from './period-locks';
import { refuseUnlessInScope } from './person-scope';
import { NO_SUCH_PERSON } from './read-timesheets';

export const NO_SUCH_PUNCH = 'No such punch';
export const NO_SUCH_CORRECTION = 'No such correction';
export const NO_SUCH_SHIFT = 'No such shift';
export const PUNCH_REMOVED = 'This punch was already removed';

type CorrectionRow = typeof punchCorrections.$inferSelect;

/** The punch being changed or removed, where it counts now, and the zone of its day. */
async function punchToCorrect(tx: Tx, organizationId: number, employeeId: number, punchId: number) {
  const [punch] = await tx
    .select({ at: punches.at, timeZone: locations.timeZone })
    .from(punches)
    .leftJoin(locations, eq(locations.id, punches.locationId))
    .where(
      and(
        eq(punches.id, punchId),
        eq(punches.organizationId, organizationId),
        eq(punches.employeeId, employeeId),
      ),
    );
  if (!punch) throw AppError.notFound(NO_SUCH_PUNCH);
  const [latest] = await tx
    .select({ action: punchCorrections.action, atAfter: punchCorrections.atAfter })
    .from(punchCorrections)
    .where(and(eq(punchCorrections.punchId, punchId), eq(punchCorrections.status, 'approved')))
    .orderBy(desc(punchCorrections.createdAt), desc(punchCorrections.id))
    .limit(1);
  if (latest?.action === 'remove') throw AppError.conflict(PUNCH_REMOVED);
  return { at: latest?.atAfter ?? punch.at, timeZone: punch.timeZone };
}

async function shiftZone(tx: Tx, organizationId: number, shiftId: number) {
  const [shift] = await tx
    .select({ timeZone: locations.timeZone })
    .from(shifts)
    .innerJoin(locations, eq(locations.id, shifts.locationId))
    .where(and(eq(shifts.id, shiftId), eq(shifts.organizationId, organizationId)));
  if (!shift) throw AppError.notFound(NO_SUCH_SHIFT);
  return shift.timeZone;
}

/**
 * Where a punch added without a shift was made: the zone of the place the person last punched at
 * or before it, as their sheet reads their days; the organization's when they never punched
 * anywhere. Judging a London worker's added punch by a Chicago organization's calendar would
 * lock-check and withdraw the approval of a day other than the one their sheet shows it on.
 */
async function addedPunchZone(tx: Tx, organizationId: number, employeeId: number, at: Date) {
  const [last] = await tx
    .select({ timeZone: locations.timeZone })
    .from(punches)
    .innerJoin(locations, eq(locations.id, punches.locationId))
    .where(
      and(
        eq(punches.organizationId, organizationId),
        eq(punches.employeeId, employeeId),
        isNotNull(punches.locationId),
        lte(punches.at, at),
      ),
    )
    .orderBy(desc(punches.at))
    .limit(1);
  return last?.timeZone ?? null;
}

/**
 * A correction that takes effect changes the sheets holding its days, so their approvals no
 * longer stand for what the sheet shows: the manager approves again.
 */
async function withdrawApprovals(tx: Tx, employeeId: number, dates: string[]) {
  const sorted = [...dates].sort();
  if (sorted.length === 0) return;
  await tx
    .delete(timesheetApprovals)
    .where(
      and(
        eq(timesheetApprovals.employeeId, employeeId),
        lte(timesheetApprovals.periodStart, sorted.at(-1)!),
        gte(timesheetApprovals.periodEnd, sorted[0]!),
      ),
    );
}

/** The local days a correction touches: where the punch was and where it goes. */
const touchedDates = (timeZone: string, ...instants: (Date | null)[]) =>
  instants.filter((at): at is Date => at !== null).map((at) => localDateOf(at.getTime(), timeZone));

export async function createCorrection(
  db: Db,
  actor: PublicUser,
  input: CorrectionInput,
): Promise<CorrectionRow> {
  const byManager = actor.role === 'manager';
  if (byManager) await refuseUnlessInScope(db, actor, input.employeeId);
  else if (input.employeeId !== actor.id) throw AppError.notFound(NO_SUCH_PERSON);
  const { organizationId } = actor;
  const { timeZone: organizationZone } = await readPayContext(db, organizationId);
  return db.transaction(async (tx) => {
    await holdLocksSteady(tx, organizationId);
    const before =
      input.punchId === undefined
        ? null
        : await punchToCorrect(tx, organizationId, input.employeeId, input.punchId);
    const atBefore = before?.at ?? null;
    const atAfter = input.at === undefined ? null : new Date(input.at);
    // A change or removal is read where the punch was made; an addition where its shift is, or
    // where the person last punched.
    const zone =
      (before
        ? before.timeZone
        : input.shiftId === undefined
          ? await addedPunchZone(tx, organizationId, input.employeeId, atAfter!)
          : await shiftZone(tx, organizationId, input.shiftId)) ?? organizationZone;
    const dates = touchedDates(zone, atBefore, atAfter);
    await refuseLockedDates(tx, organizationId, dates);
    if (byManager) await withdrawApprovals(tx, input.employeeId, dates);
    const now = new Date();
    const [row] = await tx
      .insert(punchCorrections)
      .values({
        organizationId,
        employeeId: input.employeeId,
        punchId: input.punchId ?? null,
        action: input.action,
        kind: input.kind ?? null,
        atBefore,
        atAfter,
        shiftId: input.shiftId ?? null,
        reason: input.reason,
        status: byManager ? 'approved' : 'proposed',
        requestedBy: actor.id,
        decidedBy: byManager ? actor.id : null,
        decidedAt: byManager ? now : null,
      })
      .returning();
    return row!;
  });
}

/**
 * A manager's decision on a proposal. The update only takes a proposal still undecided, so of two
 * decisions at once exactly one lands; the other is told it was already decided.
 */
export async function decideCorrection(
  db: Db,
  actor: PublicUser,
  id: number,
  { decision }: CorrectionDecisionInput,
): Promise<CorrectionRow> {
  const { organizationId } = actor;
  const [found] = await db
    .select()
    .from(punchCorrections)
    .where(and(eq(punchCorrections.id, id), eq(punchCorrections.organizationId, organizationId)));
  if (!found) throw AppError.notFound(NO_SUCH_CORRECTION);
  await refuseUnlessInScope(db, actor, found.employeeId).catch(() => {
    throw AppError.notFound(NO_SUCH_CORRECTION);
  });
  if (found.status !== 'proposed') throw AppError.conflict(CORRECTION_DECIDED);
  const { timeZone: organizationZone } = await readPayContext(db, organizationId);
  return db.transaction(async (tx) => {
    await holdLocksSteady(tx, organizationId);
    // The first decision wins: a later one waits on the row, then finds it decided, before it
    // judges the punch (which the first may already have removed).
    const [current] = await tx
      .select({ status: punchCorrections.status })
      .from(punchCorrections)
      .where(eq(punchCorrections.id, id))
      .for('update');
    if (current?.status !== 'proposed') throw AppError.conflict(CORRECTION_DECIDED);
    if (decision === 'approve') {
      const zone =
        found.punchId === null
          ? found.shiftId === null
            ? ((await addedPunchZone(tx, organizationId, found.employeeId, found.atAfter!)) ??
              organizationZone)
            : await shiftZone(tx, organizationId, found.shiftId).catch(() => organizationZone)
          : ((await punchToCorrect(tx, organizationId, found.employeeId, found.punchId)).timeZone ??
            organizationZone);
      const dates = touchedDates(zone, found.atBefore, found.atAfter);
      await refuseLockedDates(tx, organizationId, dates);
      // Rolled back with the rest when another decision got there first.
      await withdrawApprovals(tx, found.employeeId, dates);
    }
    const [row] = await tx
      .update(punchCorrections)
      .set({
        status: decision === 'approve' ? 'approved' : 'declined',
        decidedBy: actor.id,
        decidedAt: new Date(),
      })
      .where(eq(punchCorrections.id, id))
      .returning();
    return row!;
  });
}

/** How the correction routes answer. */
export const correctionAnswer = (row: CorrectionRow) => ({
  id: row.id,
  employeeId: row.employeeId,
  action: row.action,
  punchId: row.punchId,
  kind: row.kind,
  atBefore: row.atBefore,
  atAfter: row.atAfter,
  shiftId: row.shiftId,
  reason: row.reason,
  status: row.status,
  decidedAt: row.decidedAt,
  createdAt: row.createdAt,
});
