// Recurring unavailability: an employee's weekly hours when they cannot work. The assignment
// checks warn about them; managers hear about new ones (toggle emailNotificationsRecurringUnavailability).
import { and, asc, eq, sql } from 'drizzle-orm';
import { employeePreferences, users } from '@shared/schema';
import { unavailableOnText } from '@shared/domain/unavailability-text';
import type { z } from 'zod';
import type { createUnavailabilitySchema } from '@shared/validators/time-off';
import type { PublicUser } from '@shared/validators/users';
import type { FeatureDeps } from '../../feature-deps';
import type { Db, Tx } from '../../db/connection';
import { transaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { managerIds } from '../notifications/manager-ids';
import { subjectEmployee } from '../time-off/people';
import { personName } from '../time-off/wording';
import { lockUntilCommit } from '../../db/advisory-lock';

type UnavailabilityInput = z.output<typeof createUnavailabilitySchema>;

const columns = {
  id: employeePreferences.id,
  employeeId: employeePreferences.employeeId,
  dayOfWeek: employeePreferences.dayOfWeek,
  startTime: employeePreferences.startTime,
  endTime: employeePreferences.endTime,
  effectiveFrom: employeePreferences.effectiveFrom,
  effectiveUntil: employeePreferences.effectiveUntil,
  notes: employeePreferences.notes,
  createdAt: employeePreferences.createdAt,
  updatedAt: employeePreferences.updatedAt,
};

const present = <T extends { startTime: string; endTime: string }>(row: T): T => ({
  ...row,
  startTime: row.startTime.slice(0, 5),
  endTime: row.endTime.slice(0, 5),
});

export async function employeeUnavailability(db: Db, viewer: PublicUser, employeeId: number) {
  // A colleague's hours are private: for an employee, only their own exist.
  if (viewer.role !== 'manager' && viewer.id !== employeeId)
    throw AppError.notFound('Employee not found');
  const employee = await subjectEmployee(db, viewer, employeeId);
  const rows = await db
    .select(columns)
    .from(employeePreferences)
    .where(eq(employeePreferences.employeeId, employee.id))
    .orderBy(asc(employeePreferences.dayOfWeek), asc(employeePreferences.startTime));
  return rows.map(present);
}

/** Everyone's, for the managers' Employee Unavailability card. */
export async function organizationUnavailability(db: Db, organizationId: number) {
  const rows = await db
    .select({
      ...columns,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(employeePreferences)
    .innerJoin(users, eq(users.id, employeePreferences.employeeId))
    .where(eq(employeePreferences.organizationId, organizationId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(employeePreferences.dayOfWeek));
  return rows.map(({ firstName, lastName, email, ...row }) => ({
    ...present(row),
    employeeName: personName({ firstName, lastName, email }),
  }));
}

/** The same hours added twice at once (a double-click) are stored once: one employee at a time. */
async function refuseDuplicate(tx: Tx, employeeId: number, input: UnavailabilityInput) {
  await lockUntilCommit(tx, `unavailability-filing:${employeeId}`);
  const same = await tx
    .select({ id: employeePreferences.id })
    .from(employeePreferences)
    .where(
      and(
        eq(employeePreferences.employeeId, employeeId),
        eq(employeePreferences.dayOfWeek, input.dayOfWeek),
        eq(employeePreferences.startTime, input.startTime),
        eq(employeePreferences.endTime, input.endTime),
        sql`${employeePreferences.effectiveFrom} is not distinct from ${input.effectiveFrom ?? null}`,
        sql`${employeePreferences.effectiveUntil} is not distinct from ${input.effectiveUntil ?? null}`,
      ),
    );
  if (same.length > 0) throw AppError.conflict('This unavailability has already been added');
}

export async function createUnavailability(
  { db, notifier }: FeatureDeps,
  viewer: PublicUser,
  input: UnavailabilityInput,
) {
  const { organizationId } = viewer;
  const employee = await subjectEmployee(db, viewer, input.employeeId);
  return transaction(db, async (tx) => {
    await refuseDuplicate(tx, employee.id, input);
    const [row] = await tx
      .insert(employeePreferences)
      .values({
        organizationId,
        employeeId: employee.id,
        dayOfWeek: input.dayOfWeek,
        startTime: input.startTime,
        endTime: input.endTime,
        effectiveFrom: input.effectiveFrom ?? null,
        effectiveUntil: input.effectiveUntil ?? null,
        notes: input.notes ?? null,
      })
      .returning(columns);
    await notifier.notify(tx, {
      organizationId,
      userIds: (await managerIds(tx, organizationId)).filter((id) => id !== viewer.id),
      type: 'time_off',
      roleContext: 'manager',
      title: 'New Recurring Unavailability',
      message: `${personName(employee)} is unavailable ${unavailableOnText(input)}`,
      email: { toggle: 'emailNotificationsRecurringUnavailability' },
    });
    return present(row!);
  });
}

export async function deleteUnavailability(db: Db, viewer: PublicUser, id: number) {
  const [deleted] = await db
    .delete(employeePreferences)
    .where(
      and(
        eq(employeePreferences.id, id),
        eq(employeePreferences.organizationId, viewer.organizationId),
        viewer.role === 'manager' ? undefined : eq(employeePreferences.employeeId, viewer.id),
      ),
    )
    .returning({ id: employeePreferences.id });
  if (!deleted) throw AppError.notFound('Unavailability not found');
  return deleted;
}
