// The time zones of some locations, in one statement: a shift's date and times are wall-clock
// where it is worked, so judging one as past or started needs its location's zone.
import { inArray } from 'drizzle-orm';
import { locations } from '@shared/schema';
import type { Db, Tx } from '../../db/connection';

/** Each location's zone by id (ids of another organization are the caller's to keep out). */
export async function locationZones(db: Db | Tx, locationIds: number[]) {
  if (locationIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: locations.id, timeZone: locations.timeZone })
    .from(locations)
    .where(inArray(locations.id, [...new Set(locationIds)]));
  return new Map(rows.map((row) => [row.id, row.timeZone]));
}
