// The weekly hours a person wants: a minimum and a target within their weekly limit. Soft, like
// preferences: the fill aims for them and nothing is refused because of them.
import { eq } from 'drizzle-orm';
import { users } from '@shared/schema';
import { wantedHoursIssues, type WantedHours } from '@shared/validators/accounts';
import type { Db, Tx } from '../../db/connection';
import { AppError } from '../../http/app-error';

/**
 * The hours as they will stand (absent keeps the stored value), or a 400 with field errors.
 * Read in the caller's transaction with the row locked, so a limit lowered at the same moment
 * cannot slip under a target being raised.
 */
export async function checkedWantedHours(
  tx: Tx,
  employeeId: number,
  update: WantedHours & { weeklyHoursLimit?: number },
) {
  const [stored] = await tx
    .select({
      minHours: users.minHours,
      targetHours: users.targetHours,
      weeklyHoursLimit: users.weeklyHoursLimit,
    })
    .from(users)
    .where(eq(users.id, employeeId))
    .for('update');
  if (!stored) throw AppError.notFound('Employee not found');
  const next = {
    minHours: update.minHours === undefined ? stored.minHours : update.minHours,
    targetHours: update.targetHours === undefined ? stored.targetHours : update.targetHours,
    weeklyHoursLimit: update.weeklyHoursLimit ?? stored.weeklyHoursLimit,
  };
  const issues = wantedHoursIssues(next, next.weeklyHoursLimit);
  if (issues.length > 0)
    throw AppError.badRequest(`${issues[0]!.path}: ${issues[0]!.message}`, { errors: issues });
  return next;
}

/** The person's own edit from their Preferences screen. */
export async function saveWantedHours(db: Db, employeeId: number, update: WantedHours) {
  return db.transaction(async (tx) => {
    const next = await checkedWantedHours(tx, employeeId, update);
    await tx
      .update(users)
      .set({ minHours: next.minHours, targetHours: next.targetHours })
      .where(eq(users.id, employeeId));
    return next;
  });
}
