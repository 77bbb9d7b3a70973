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
import {
  LOCATION_NOT_FOUND,
  ORGANIZATION_WIDE_ONLY,
  ownLocationIds,
  tokenLocationsOf,
  personInScope,
  seesAllLocations,
  worksInScope,
} from '../locations/location-scope';

const LAST_MANAGER = 'The organization must keep at least one manager';
const KEEP_ORGANIZATION_WIDE = 'Keep at least one manager of every location';
const ONLY_MANAGERS_SCOPED = 'Only a manager can be held to their locations';
const SCOPE_NEEDS_A_LOCATION = 'A manager of their locations needs one location at least';

/**
 * Managers see every public field, the hourly rate and each person's qualifications (one query
 * for everyone's); employees see only who their coworkers are.
 */
/** The organization's people; with `locationId`, only those who work there. */
export async function listEmployees(db: Db, viewer: PublicUser, locationId: number | null = null) {
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.organizationId, viewer.organizationId),
        worksInScope(db, users.id, locationId === null ? null : [locationId]),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  if (viewer.role !== 'manager')
    return rows.map(({ id, firstName, lastName, role }) => ({ id, firstName, lastName, role }));
  const [qualifications, locations] = await Promise.all([
    qualificationsByEmployee(db, viewer.organizationId),
    locationsByEmployee(db, viewer.organizationId),
  ]);
  // A location manager sees the people who work at one of their locations.
  const mine = seesAllLocations(viewer)
    ? null
    : new Set(tokenLocationsOf(viewer) ?? locations.get(viewer.id) ?? []);
  return rows
    .filter((row) => !mine || (locations.get(row.id) ?? []).some((id) => mine.has(id)))
    .map((row) => ({
      ...toManagedUser(row),
      positions: qualifications.get(row.id) ?? [],
      locationIds: locations.get(row.id) ?? [],
    }));
}

/** Locks the organization's manager rows: concurrent demotions and deletions then run one at a time. */
async function lockManagers(tx: Tx, organizationId: number) {
  return tx
    .select({ id: users.id, managesAllLocations: users.managesAllLocations })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.role, 'manager')))
    .for('update');
}

/** The person, when they are in the organization and in the actor's scope; otherwise 404. */
async function findMember(tx: Tx, actor: PublicUser, id: number) {
  const [user] = await tx
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, id),
        eq(users.organizationId, actor.organizationId),
        personInScope(actor, users.id),
      ),
    );
  if (!user) throw AppError.notFound('Employee not found');
  return user;
}

type Manager = { id: number; managesAllLocations: boolean };

/** Refuses a change that would leave the organization without a manager of every location. */
function keepOrganizationWideManager(managers: Manager[], id: number, staysOrgWide: boolean) {
  const orgWide = managers.filter((manager) => manager.managesAllLocations);
  if (!staysOrgWide && orgWide.length === 1 && orgWide[0]!.id === id) {
    throw AppError.badRequest(KEEP_ORGANIZATION_WIDE);
  }
}

/**
 * Where the person works after the edit. A location manager names only their own locations and
 * replaces only those: the person's other locations are outside their sight and stay.
 */
async function locationsAfter(
  tx: Tx,
  actor: PublicUser,
  current: number[],
  sent: number[] | undefined,
): Promise<number[] | undefined> {
  if (sent === undefined || seesAllLocations(actor)) return sent;
  const mine = new Set(await ownLocationIds(tx, actor));
  // The person's other locations may come back as they were read; only adding one is refused.
  if (sent.some((locationId) => !mine.has(locationId) && !current.includes(locationId))) {
    throw AppError.notFound(LOCATION_NOT_FOUND);
  }
  return [...new Set([...current.filter((locationId) => !mine.has(locationId)), ...sent])];
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
    const user = await findMember(tx, actor, id);
    const changesScope =
      update.managesAllLocations !== undefined &&
      update.managesAllLocations !== user.managesAllLocations;
    // Who manages, and how far, is for a manager of every location to decide.
    if ((update.role !== user.role || changesScope) && !seesAllLocations(actor)) {
      throw AppError.forbidden(ORGANIZATION_WIDE_ONLY);
    }
    if (user.role === 'manager' && update.role !== 'manager' && managers.length <= 1) {
      throw AppError.conflict(LAST_MANAGER);
    }
    // Only a manager is held to locations: someone no longer a manager loses the limit with the role.
    const managesAll =
      update.role === 'manager' ? (update.managesAllLocations ?? user.managesAllLocations) : true;
    if (update.managesAllLocations === false && update.role !== 'manager') {
      throw AppError.badRequest(ONLY_MANAGERS_SCOPED, {
        errors: [{ path: 'managesAllLocations', message: ONLY_MANAGERS_SCOPED }],
      });
    }
    if (user.role === 'manager' && user.managesAllLocations) {
      keepOrganizationWideManager(managers, id, update.role === 'manager' && managesAll);
    }
    // The stored minimum and target must still fit a limit changed without naming them.
    await checkedWantedHours(tx, id, update);
    const { positions, locationIds: sent, ...fields } = update;
    const current = (await locationsByEmployee(tx, organizationId, [id])).get(id) ?? [];
    const locationIds = await locationsAfter(tx, actor, current, sent);
    if (!managesAll && (locationIds ?? current).length === 0) {
      throw AppError.badRequest(SCOPE_NEEDS_A_LOCATION, {
        errors: [{ path: 'locationIds', message: SCOPE_NEEDS_A_LOCATION }],
      });
    }
    const [updated] = await tx
      .update(users)
      .set({ ...fields, managesAllLocations: managesAll })
      .where(eq(users.id, id))
      .returning();
    const qualifications =
      positions === undefined
        ? ((await qualificationsByEmployee(tx, organizationId, [id])).get(id) ?? [])
        : await replaceQualifications(tx, organizationId, id, positions);
    const placed =
      locationIds === undefined
        ? current
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
    const user = await findMember(tx, actor, id);
    if (user.role === 'manager' && !seesAllLocations(actor)) {
      throw AppError.forbidden(ORGANIZATION_WIDE_ONLY);
    }
    if (user.role === 'manager' && managers.length <= 1) throw AppError.conflict(LAST_MANAGER);
    if (user.role === 'manager' && user.managesAllLocations) {
      keepOrganizationWideManager(managers, id, false);
    }
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
