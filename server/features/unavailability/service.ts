// Recurring unavailability: an employee's weekly hours when they cannot work. The assignment
// checks warn about them; managers hear about new ones (toggle emailNotificationsRecurringUnavailability).
import { and, asc, eq, sql } from 'drizzle-orm';
import { unavailability, users } from '@shared/schema';
import { unavailableOnText } from '@shared/domain/unavailability-text';
import type { z } from 'zod';
import type { createUnavailabilitySchema } from '@shared/validators/time-off';
import type { PublicUser } from '@shared/validators/users';
import type { FeatureDeps } from '../../feature-deps';
import type { Db, Tx } from '../../db/connection';
import { transaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { managerIds } from '../notifications/manager-ids';
import { personInScope } from '../locations/location-scope';
import { subjectEmployee } from '../time-off/people';
import { personName } from '../time-off/wording';
import { lockUntilCommit } from '../../db/advisory-lock';

type UnavailabilityInput = z.output<typeof createUnavailabilitySchema>;

const columns = {
  id: unavailability.id,
  employeeId: unavailability.employeeId,
  dayOfWeek: unavailability.dayOfWeek,
  startTime: unavailability.startTime,
  endTime: unavailability.endTime,
  effectiveFrom: unavailability.effectiveFrom,
  effectiveUntil: unavailability.effectiveUntil,
  notes: unavailability.notes,
  createdAt: unavailability.createdAt,
  updatedAt: unavailability.updatedAt,
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
    .from(unavailability)
    .where(eq(unavailability.employeeId, employee.id))
    .orderBy(asc(unavailability.dayOfWeek), asc(unavailability.startTime));
  return rows.map(present);
}

/** Everyone's the manager sees, for the managers' Employee Unavailability card. */
export async function organizationUnavailability(db: Db, manager: PublicUser) {
  const rows = await db
    .select({
      ...columns,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(unavailability)
    .innerJoin(users, eq(users.id, unavailability.employeeId))
    .where(
      and(
        eq(unavailability.organizationId, manager.organizationId),
        personInScope(manager, unavailability.employeeId),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(unavailability.dayOfWeek));
  return rows.map(({ firstName, lastName, email, ...row }) => ({
    ...present(row),
    employeeName: personName({ firstName, lastName, email }),
  }));
}

/** The same hours added twice at once (a double-click) are stored once: one employee at a time. */
async function refuseDuplicate(tx: Tx, employeeId: number, input: UnavailabilityInput) {
  await lockUntilCommit(tx, `unavailability-filing:${employeeId}`);
  const same = await tx
    .select({ id: unavailability.id })
    .from(unavailability)
    .where(
      and(
        eq(unavailability.employeeId, employeeId),
        eq(unavailability.dayOfWeek, input.dayOfWeek),
        eq(unavailability.startTime, input.startTime),
        eq(unavailability.endTime, input.endTime),
        sql`${unavailability.effectiveFrom} is not distinct from ${input.effectiveFrom ?? null}`,
        sql`${unavailability.effectiveUntil} is not distinct from ${input.effectiveUntil ?? null}`,
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
      .insert(unavailability)
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
      userIds: (await managerIds(tx, organizationId, { personId: employee.id })).filter(
        (id) => id !== viewer.id,
      ),
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
    .delete(unavailability)
    .where(
      and(
        eq(unavailability.id, id),
        eq(unavailability.organizationId, viewer.organizationId),
        viewer.role === 'manager'
          ? personInScope(viewer, unavailability.employeeId)
          : eq(unavailability.employeeId, viewer.id),
      ),
    )
    .returning({ id: unavailability.id });
  if (!deleted) throw AppError.notFound('Unavailability not found');
  return deleted;
}
