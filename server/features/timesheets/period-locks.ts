// Locking a pay period freezes its punches: no correction lands in a locked period until a
// manager unlocks it with a reason. Locks are kept as history; a period is locked while its
// newest row has no unlock. Locking and every correction take one advisory lock of the
// organization (exclusive for the lock, shared for corrections), so a correction can never slip
// in beside a lock being taken.
import { and, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { payPeriodLocks, users } from '@shared/schema';
import { displayName } from '@shared/domain/display-name';
import { PERIOD_LOCKED, type UnlockPeriodInput } from '@shared/validators/timesheets';
import type { PublicUser } from '@shared/validators/users';
import type { Db, Tx } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { seesAllLocations } from '../locations/location-scope';

type Period = { start: string; end: string };

export const ALREADY_LOCKED = 'This pay period is already locked';
export const NOT_LOCKED = 'This pay period is not locked';
/** Locks bind every location, so only a manager of every location may set or lift one. */
export const LOCK_NOT_ALLOWED = 'Only a manager of every location can do this';

const lockKey = (organizationId: number) => `pay-period-locks:${organizationId}`;

/** Taken by lock and unlock: one change of the organization's locks at a time, and no correction meanwhile. */
const lockExclusively = (tx: Tx, organizationId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey(organizationId)}))`);

/** Taken by every correction: any number at once, but never while a lock is being changed. */
export const holdLocksSteady = (tx: Tx, organizationId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock_shared(hashtext(${lockKey(organizationId)}))`);

const overlapping = (organizationId: number, period: Period) =>
  and(
    eq(payPeriodLocks.organizationId, organizationId),
    isNull(payPeriodLocks.unlockedAt),
    lte(payPeriodLocks.periodStart, period.end),
    gte(payPeriodLocks.periodEnd, period.start),
  );

/** The standing lock over any day of `period`, with who set it; null when none. */
export async function readStandingLock(db: Db | Tx, organizationId: number, period: Period) {
  const [row] = await db
    .select({
      lockedAt: payPeriodLocks.lockedAt,
      locker: { firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(payPeriodLocks)
    .leftJoin(users, eq(users.id, payPeriodLocks.lockedBy))
    .where(overlapping(organizationId, period))
    .orderBy(desc(payPeriodLocks.lockedAt))
    .limit(1);
  if (!row) return null;
  return {
    lockedAt: row.lockedAt,
    lockedBy: row.locker ? displayName(row.locker, 'A manager') : 'A manager',
  };
}

/** 409 when a standing lock covers any of `dates` ('yyyy-MM-dd'). Call after holdLocksSteady. */
export async function refuseLockedDates(tx: Tx, organizationId: number, dates: string[]) {
  const sorted = [...dates].sort();
  if (sorted.length === 0) return;
  const locks = await tx
    .select({ start: payPeriodLocks.periodStart, end: payPeriodLocks.periodEnd })
    .from(payPeriodLocks)
    .where(overlapping(organizationId, { start: sorted[0]!, end: sorted.at(-1)! }));
  if (locks.some((lock) => sorted.some((date) => date >= lock.start && date <= lock.end)))
    throw AppError.conflict(PERIOD_LOCKED);
}

function refuseLocationManager(actor: PublicUser) {
  if (!seesAllLocations(actor)) throw AppError.forbidden(LOCK_NOT_ALLOWED);
}

export async function lockPeriod(db: Db, actor: PublicUser, period: Period) {
  refuseLocationManager(actor);
  return db.transaction(async (tx) => {
    await lockExclusively(tx, actor.organizationId);
    const [standing] = await tx
      .select({ id: payPeriodLocks.id })
      .from(payPeriodLocks)
      .where(overlapping(actor.organizationId, period))
      .limit(1);
    if (standing) throw AppError.conflict(ALREADY_LOCKED);
    const [row] = await tx
      .insert(payPeriodLocks)
      .values({
        organizationId: actor.organizationId,
        periodStart: period.start,
        periodEnd: period.end,
        lockedBy: actor.id,
      })
      .returning();
    return row!;
  });
}

export async function unlockPeriod(db: Db, actor: PublicUser, input: UnlockPeriodInput) {
  refuseLocationManager(actor);
  return db.transaction(async (tx) => {
    await lockExclusively(tx, actor.organizationId);
    const [row] = await tx
      .update(payPeriodLocks)
      .set({ unlockedAt: new Date(), unlockedBy: actor.id, unlockReason: input.reason })
      .where(
        and(
          eq(payPeriodLocks.organizationId, actor.organizationId),
          eq(payPeriodLocks.periodStart, input.start),
          eq(payPeriodLocks.periodEnd, input.end),
          isNull(payPeriodLocks.unlockedAt),
        ),
      )
      .returning();
    if (!row) throw AppError.conflict(NOT_LOCKED);
    return row;
  });
}

/** How the lock and unlock routes answer. */
export const lockAnswer = (row: typeof payPeriodLocks.$inferSelect) => ({
  start: row.periodStart,
  end: row.periodEnd,
  locked: row.unlockedAt === null,
  lockedAt: row.lockedAt,
  unlockedAt: row.unlockedAt,
});
