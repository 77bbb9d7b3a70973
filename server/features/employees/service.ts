// The organization's people: listing, editing hours/type/role/wanted hours, and removing an account.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { swapRequests, timeOffRequests, users } from '@shared/schema';
import type { EmployeeUpdate } from '@shared/validators/accounts';
import { toManagedUser, type PublicUser } from '@shared/validators/users';
import { endSessionsOf } from '../../auth/session';
import type { Db, Tx } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { checkedWantedHours } from '../preferences/wanted-hours';
import { qualificationsByEmployee, replaceQualifications } from '../positions/qualifications';
import { locationsByEmployee, replaceEmployeeLocations } from '../locations/employee-locations';
import { ownLocationIds, seesAllLocations } from '../locations/location-scope';

const LAST_MANAGER = 'The organization must keep at least one manager';

/**
 * Managers see every public field, the hourly rate and each person's qualifications (one query
 * for everyone's); employees see only who their coworkers are.
 */
export async function listEmployees(db: Db, viewer: PublicUser) {
  const rows = await db
    .select()
    .from(users)
    .where(eq(users.organizationId, viewer.organizationId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  if (viewer.role !== 'manager')
    return rows.map(({ id, firstName, lastName, role }) => ({ id, firstName, lastName, role }));
  const [qualifications, locations] = await Promise.all([
    qualificationsByEmployee(db, viewer.organizationId),
    locationsByEmployee(db, viewer.organizationId),
  ]);
  // A location manager sees the people who work at one of their locations.
  const mine = seesAllLocations(viewer) ? null : new Set(locations.get(viewer.id) ?? []);
  return rows
    .filter((row) => !mine || (locations.get(row.id) ?? []).some((id) => mine.has(id)))
    .map((row) => ({
      ...toManagedUser(row),
      positions: qualifications.get(row.id) ?? [],
      locationIds: locations.get(row.id) ?? [],
    }));
}

/**
 * Refuses what only org-wide managers may do: scope a manager, or place someone at a location
 * the actor does not manage. A location manager may edit only people at their locations.
 */
async function refuseOutOfScope(tx: Tx, actor: PublicUser, id: number, update: EmployeeUpdate) {
  if (seesAllLocations(actor)) return;
  const mine = new Set(await ownLocationIds(tx, actor.id));
  const theirs = (await locationsByEmployee(tx, actor.organizationId, [id])).get(id) ?? [];
  if (!theirs.some((locationId) => mine.has(locationId))) {
    throw AppError.notFound('Employee not found');
  }
  if (update.managesAllLocations !== undefined) throw AppError.forbidden();
  if (update.locationIds?.some((locationId) => !mine.has(locationId))) {
    throw AppError.forbidden('You can only give people the locations you manage');
  }
}

/** Locks the organization's manager rows: concurrent demotions and deletions then run one at a time. */
async function lockManagers(tx: Tx, organizationId: number) {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.role, 'manager')))
    .for('update');
}

async function findMember(tx: Tx, organizationId: number, id: number) {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.organizationId, organizationId)));
  if (!user) throw AppError.notFound('Employee not found');
  return user;
}

export async function updateEmployee(
  db: Db,
  actor: PublicUser,
  id: number,
  update: EmployeeUpdate,
) {
  const { organizationId } = actor;
  return db.transaction(async (tx) => {
    const managers = await lockManagers(tx, organizationId);
    const user = await findMember(tx, organizationId, id);
    await refuseOutOfScope(tx, actor, id, update);
    if (user.role === 'manager' && update.role !== 'manager' && managers.length <= 1) {
      throw AppError.conflict(LAST_MANAGER);
    }
    // The stored minimum and target must still fit a limit changed without naming them.
    await checkedWantedHours(tx, id, update);
    const { positions, locationIds, ...fields } = update;
    const [updated] = await tx.update(users).set(fields).where(eq(users.id, id)).returning();
    const qualifications =
      positions === undefined
        ? ((await qualificationsByEmployee(tx, organizationId, [id])).get(id) ?? [])
        : await replaceQualifications(tx, organizationId, id, positions);
    const placed =
      locationIds === undefined
        ? ((await locationsByEmployee(tx, organizationId, [id])).get(id) ?? [])
        : await replaceEmployeeLocations(tx, organizationId, id, locationIds);
    return { ...toManagedUser(updated!), positions: qualifications, locationIds: placed };
  });
}

/**
 * Removes an account with its assignments, share links, recurring unavailability and pending requests.
 * Decided requests stay in history, keeping the person's name.
 */
export async function deleteEmployee(db: Db, actor: PublicUser, id: number) {
  if (actor.id === id) throw AppError.badRequest('You cannot delete your own account');
  await db.transaction(async (tx) => {
    const managers = await lockManagers(tx, actor.organizationId);
    const user = await findMember(tx, actor.organizationId, id);
    if (user.role === 'manager' && managers.length <= 1) throw AppError.conflict(LAST_MANAGER);
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

    await tx
      .delete(timeOffRequests)
      .where(
        and(
          eq(timeOffRequests.employeeId, id),
          inArray(timeOffRequests.status, ['pending', 'informational']),
        ),
      );
    await tx
      .update(timeOffRequests)
      .set({ employeeName: name })
      .where(eq(timeOffRequests.employeeId, id));

    const involves = or(
      eq(swapRequests.requestingEmployeeId, id),
      eq(swapRequests.targetEmployeeId, id),
    );
    await tx
      .delete(swapRequests)
      .where(and(involves, inArray(swapRequests.status, ['pending', 'awaiting_manager'])));
    await tx
      .update(swapRequests)
      .set({
        requestingEmployeeName: sql`case when ${swapRequests.requestingEmployeeId} = ${id} then ${name} else ${swapRequests.requestingEmployeeName} end`,
        targetEmployeeName: sql`case when ${swapRequests.targetEmployeeId} = ${id} then ${name} else ${swapRequests.targetEmployeeName} end`,
      })
      .where(involves);

    await endSessionsOf(tx, id);
    // Foreign keys remove assignments, share tokens, recurring unavailability, notifications and reset tokens.
    await tx.delete(users).where(eq(users.id, id));
  });
}
