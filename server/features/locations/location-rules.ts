// What the 'not-at-location' rule reads: the names of the locations some shifts are worked at, and
// which of some people work at each. One query whatever the number of shifts or people, and none
// when no shift names a location.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { employeeLocations, locations } from '@shared/schema';
import type { Db, Tx } from '../../db/connection';

export type LocationRules = {
  /** The locations among those asked about where the person works. */
  locationIdsOf: (employeeId: number) => number[];
  locationName: (locationId: number | null | undefined) => string | null;
};

const NOTHING_ASKED: LocationRules = { locationIdsOf: () => [], locationName: () => null };

export async function loadLocationRules(
  db: Db | Tx,
  organizationId: number,
  locationIds: readonly (number | null | undefined)[],
  employeeIds: readonly number[],
): Promise<LocationRules> {
  const asked = [...new Set(locationIds.filter((id): id is number => typeof id === 'number'))];
  if (asked.length === 0) return NOTHING_ASKED;
  const people = [...new Set(employeeIds)];
  const rows = await db
    .select({
      id: locations.id,
      name: locations.name,
      employeeIds: sql<
        number[]
      >`coalesce(array_agg(${employeeLocations.employeeId}) filter (where ${employeeLocations.employeeId} is not null), '{}')`,
    })
    .from(locations)
    .leftJoin(
      employeeLocations,
      and(
        eq(employeeLocations.locationId, locations.id),
        inArray(employeeLocations.employeeId, people),
      ),
    )
    .where(and(eq(locations.organizationId, organizationId), inArray(locations.id, asked)))
    .groupBy(locations.id);
  const names = new Map(rows.map((row) => [row.id, row.name]));
  const byEmployee = new Map<number, number[]>();
  for (const row of rows)
    for (const employeeId of row.employeeIds.map(Number))
      byEmployee.set(employeeId, [...(byEmployee.get(employeeId) ?? []), row.id]);
  return {
    locationIdsOf: (employeeId) => byEmployee.get(employeeId) ?? [],
    locationName: (id) => (id ? (names.get(id) ?? null) : null),
  };
}
