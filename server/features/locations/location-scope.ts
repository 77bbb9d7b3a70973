// Which locations a person may see and change. Org-wide managers: all of the organization's.
// Location managers and employees: the locations they work at (their employee_locations rows).
import { and, asc, eq, exists, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { employeeLocations, locations, users } from '@shared/schema';
import type { PublicUser } from '@shared/validators/users';
import type { Db, Tx } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { parse } from '../../http/validate';
import { locationFilterSchema } from '@shared/validators/locations';

export const LOCATION_NOT_FOUND = 'Location not found';
export const LOCATION_REQUIRED = 'Choose a location';
export const ORGANIZATION_WIDE_ONLY = 'Only a manager of every location can do this';

/**
 * Under a location-scoped API token (server/auth/bearer.ts) the actor is the token's maker held
 * to the token's locations: `managesAllLocations` is false and `tokenLocationIds` replaces the
 * maker's own locations everywhere "own locations" is read, so the token has exactly the scope a
 * manager of those locations has.
 */
export type TokenLocations = { tokenLocationIds?: number[] };
type Actor = Pick<PublicUser, 'id' | 'organizationId' | 'role' | 'managesAllLocations'> &
  TokenLocations;

/** A location-scoped token's locations, or undefined under a session or an every-location token. */
export const tokenLocationsOf = (actor: object): number[] | undefined =>
  (actor as TokenLocations).tokenLocationIds;

/** Whether the person sees the whole organization rather than their own locations. */
export const seesAllLocations = (actor: Actor) =>
  actor.role === 'manager' && actor.managesAllLocations;

/** A manager held to their own locations (employees are held to themselves elsewhere). */
export const isLocationManager = (actor: Actor) =>
  actor.role === 'manager' && !actor.managesAllLocations;

/** Refuses (403) what only a manager of every location may do; answers the actor otherwise. */
export function requireOrganizationWide<T extends Actor>(actor: T): T {
  if (!seesAllLocations(actor)) throw AppError.forbidden(ORGANIZATION_WIDE_ONLY);
  return actor;
}

/**
 * A condition on the person in `personId` (a users.id column or value): for a location manager,
 * that they work at one of the manager's locations; for anyone else nothing (undefined). Kept in
 * the caller's own query, so the scope costs no statement of its own.
 */
export function personInScope(actor: Actor, personId: AnyPgColumn | SQL): SQL | undefined {
  if (!isLocationManager(actor)) return undefined;
  const token = actor.tokenLocationIds;
  if (token) {
    return sql`exists (select 1 from employee_locations theirs
      where theirs.employee_id = ${personId} and theirs.location_id = any(${intArray(token)}))`;
  }
  return sql`exists (select 1 from employee_locations theirs
    join employee_locations mine on mine.location_id = theirs.location_id
    where theirs.employee_id = ${personId} and mine.employee_id = ${actor.id})`;
}

/** A condition on a location id column: one of the locations the person works at. */
export const atLocationOf = (personId: number, locationId: AnyPgColumn): SQL =>
  sql`${locationId} in (select location_id from employee_locations
    where employee_id = ${personId})`;

/** A condition on a location id column: for a location manager, one of theirs; else nothing. */
export function atOwnLocation(actor: Actor, locationId: AnyPgColumn): SQL | undefined {
  if (!isLocationManager(actor)) return undefined;
  if (actor.tokenLocationIds) return sql`${locationId} = any(${intArray(actor.tokenLocationIds)})`;
  return atLocationOf(actor.id, locationId);
}

/**
 * Refuses (404, as for someone who does not exist) a person outside a location manager's scope.
 * Costs a statement only for a location manager; others' reads check the organization themselves.
 */
export async function refusePersonOutOfScope(
  db: Db | Tx,
  actor: Actor,
  personId: number,
  message = 'Employee not found',
): Promise<void> {
  if (!isLocationManager(actor) || personId === actor.id) return;
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, personId),
        eq(users.organizationId, actor.organizationId),
        personInScope(actor, users.id),
      ),
    );
  if (!person) throw AppError.notFound(message);
}

/** The people a location manager may see (ids), or null for whoever sees the whole organization. */
export async function peopleInScope(db: Db | Tx, actor: Actor): Promise<Set<number> | null> {
  if (!isLocationManager(actor)) return null;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, actor.organizationId), personInScope(actor, users.id)));
  return new Set(rows.map((row) => row.id));
}

/** An integer[] parameter (an empty one matches nothing). */
const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * The person's own locations' ids (where they work), in id order; under a location-scoped token,
 * the token's (read with the token, so no statement).
 */
export async function ownLocationIds(
  db: Db | Tx,
  who: number | ({ id: number } & TokenLocations),
): Promise<number[]> {
  if (typeof who !== 'number' && who.tokenLocationIds) {
    return [...who.tokenLocationIds].sort((a, b) => a - b);
  }
  const employeeId = typeof who === 'number' ? who : who.id;
  const rows = await db
    .select({ id: employeeLocations.locationId })
    .from(employeeLocations)
    .where(eq(employeeLocations.employeeId, employeeId))
    .orderBy(asc(employeeLocations.locationId));
  return rows.map((row) => row.id);
}

/** The location, when the actor may act on it; another organization's or out of scope -> 404. */
export async function locationInScope(db: Db | Tx, actor: Actor, locationId: number) {
  const [location] = await db
    .select({ id: locations.id, timeZone: locations.timeZone })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.organizationId, actor.organizationId)));
  if (!location) throw AppError.notFound(LOCATION_NOT_FOUND);
  if (!seesAllLocations(actor) && !(await ownLocationIds(db, actor)).includes(locationId)) {
    throw AppError.notFound(LOCATION_NOT_FOUND);
  }
  return location;
}

/**
 * The location a shift write goes to: the one named, or, when none is named, the only location
 * the actor may use. With several to choose from, naming one is required.
 */
export async function shiftLocationId(
  db: Db | Tx,
  organizationId: number,
  scope: LocationScope,
  locationId: number | undefined,
): Promise<number> {
  if (locationId !== undefined) {
    await refuseUnknownLocations(db, organizationId, [locationId]);
    refuseOutOfScopeLocation(scope, locationId);
    return locationId;
  }
  const candidates =
    scope === null
      ? (
          await db
            .select({ id: locations.id })
            .from(locations)
            .where(eq(locations.organizationId, organizationId))
            .limit(2)
        ).map((row) => row.id)
      : scope.slice(0, 2);
  if (candidates.length === 1) return candidates[0]!;
  throw AppError.badRequest(LOCATION_REQUIRED, {
    errors: [{ path: 'locationId', message: LOCATION_REQUIRED }],
  });
}

/** A location of the organization outside the scope is answered as missing (404). */
export function refuseOutOfScopeLocation(scope: LocationScope, locationId: number): void {
  if (scope !== null && !scope.includes(locationId)) throw AppError.notFound(LOCATION_NOT_FOUND);
}

/** Refuses ids that are not locations of the organization (404), before people are placed there. */
export async function refuseUnknownLocations(
  db: Db | Tx,
  organizationId: number,
  locationIds: number[],
): Promise<void> {
  if (locationIds.length === 0) return;
  const found = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.organizationId, organizationId), inArray(locations.id, locationIds)));
  if (found.length !== new Set(locationIds).size) throw AppError.notFound(LOCATION_NOT_FOUND);
}

/**
 * The locations a list or range read keeps, from its `?locationId=`: that one (404 outside the
 * reader's scope); none named, a location manager's own; null for everything else.
 */
export async function readableLocations(
  db: Db | Tx,
  actor: Actor,
  query: unknown,
): Promise<number[] | null> {
  const { locationId } = parse(locationFilterSchema, query);
  if (locationId !== undefined) return [(await locationInScope(db, actor, locationId)).id];
  if (isLocationManager(actor)) return ownLocationIds(db, actor);
  return null;
}

/**
 * The location a people or request list is narrowed to, from its `?locationId=` (400 when not
 * an id; 404 for another organization's or one outside the reader's scope), or null when none
 * is named. Unlike readableLocations, naming none adds nothing: those lists hold a location
 * manager to their people already. Costs no statement when none is named.
 */
export async function chosenLocation(
  db: Db | Tx,
  actor: Actor,
  query: unknown,
): Promise<number | null> {
  const { locationId } = parse(locationFilterSchema, query);
  return locationId === undefined ? null : (await locationInScope(db, actor, locationId)).id;
}

/**
 * The locations a manager acts on: null for every location (an org-wide manager), else a
 * location manager's own. Read once per request and handed to the statements that need it, so
 * scoping costs one statement whatever the request touches.
 */
export type LocationScope = number[] | null;

export async function managerScope(db: Db | Tx, actor: Actor): Promise<LocationScope> {
  return seesAllLocations(actor) ? null : ownLocationIds(db, actor);
}

/** Rows whose location `column` is in the scope; no condition for every location. */
export const atScopedLocation = (column: AnyColumn, scope: LocationScope) =>
  scope === null ? undefined : inArray(column, scope);

/** People (`employeeId` column) who work at one of the scope's locations; no condition for all. */
export const worksInScope = (db: Db | Tx, employeeId: AnyColumn, scope: LocationScope) =>
  scope === null
    ? undefined
    : exists(
        db
          .select({ id: employeeLocations.employeeId })
          .from(employeeLocations)
          .where(
            and(
              eq(employeeLocations.employeeId, employeeId),
              inArray(employeeLocations.locationId, scope),
            ),
          ),
      );

/**
 * Refuses (404, as if missing) people of `ids` who work at none of the scope's locations: a
 * location manager puts only their own locations' people on shifts. One statement, none for an
 * org-wide manager.
 */
export async function refuseOutOfScopePeople(
  db: Db | Tx,
  organizationId: number,
  ids: number[],
  scope: LocationScope,
): Promise<void> {
  const unique = [...new Set(ids)];
  if (scope === null || unique.length === 0) return;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        inArray(users.id, unique),
        worksInScope(db, users.id, scope),
      ),
    );
  if (found.length !== unique.length) throw AppError.notFound('Employee not found');
}
