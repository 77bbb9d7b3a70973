// Where people work: read for everyone at once (one query), replaced as a whole on an edit.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { employeeLocations } from '@shared/schema';
import type { Db, Tx } from '../../db/connection';
import { refuseUnknownLocations } from './location-scope';
import { placeAtLocations } from './first-location';

/** Each person's location ids, in id order; `employeeIds` limits the read. */
export async function locationsByEmployee(
  db: Db | Tx,
  organizationId: number,
  employeeIds?: number[],
): Promise<Map<number, number[]>> {
  const rows = await db
    .select({ employeeId: employeeLocations.employeeId, locationId: employeeLocations.locationId })
    .from(employeeLocations)
    .where(
      and(
        eq(employeeLocations.organizationId, organizationId),
        employeeIds ? inArray(employeeLocations.employeeId, employeeIds) : undefined,
      ),
    )
    .orderBy(asc(employeeLocations.locationId));
  const byEmployee = new Map<number, number[]>();
  for (const { employeeId, locationId } of rows) {
    byEmployee.set(employeeId, [...(byEmployee.get(employeeId) ?? []), locationId]);
  }
  return byEmployee;
}

/** Replaces where the person works with `locationIds` (non-empty, the organization's). */
export async function replaceEmployeeLocations(
  tx: Tx,
  organizationId: number,
  employeeId: number,
  locationIds: number[],
): Promise<number[]> {
  await refuseUnknownLocations(tx, organizationId, locationIds);
  await tx.delete(employeeLocations).where(eq(employeeLocations.employeeId, employeeId));
  await placeAtLocations(tx, organizationId, employeeId, locationIds);
  return [...locationIds].sort((a, b) => a - b);
}
