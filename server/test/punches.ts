// Punches for timesheet tests, written straight to the table as the clock would have made them:
// the timesheets read punches, they never depend on the clock's routes.
import { randomBytes } from 'node:crypto';
import { punches } from '@shared/schema';
import type { Db } from '../db/connection';

type PunchValues = typeof punches.$inferInsert;

/** One punch (default: organization 1, from a device, no geofence) at `at`. */
export async function insertPunch(
  db: Db,
  values: Pick<PunchValues, 'employeeId' | 'kind'> & { at: string | Date } & Partial<
      Omit<PunchValues, 'at'>
    >,
) {
  const at = new Date(values.at);
  const [punch] = await db
    .insert(punches)
    .values({
      organizationId: 1,
      source: 'device',
      geofence: 'none',
      idempotencyKey: randomBytes(12).toString('hex'),
      recordedAt: at,
      ...values,
      at,
    })
    .returning();
  return punch!;
}

/** A worked stretch: in, optional breaks, out. Instants as ISO strings. */
export async function insertStretch(
  db: Db,
  employeeId: number,
  stretch: {
    in: string;
    out: string;
    breaks?: [string, string][];
    shiftId?: number;
    locationId?: number;
    organizationId?: number;
  },
) {
  const common = {
    employeeId,
    shiftId: stretch.shiftId ?? null,
    locationId: stretch.locationId ?? null,
    organizationId: stretch.organizationId ?? 1,
  };
  const clockIn = await insertPunch(db, { ...common, kind: 'in', at: stretch.in });
  for (const [start, end] of stretch.breaks ?? []) {
    await insertPunch(db, { ...common, kind: 'break_start', at: start });
    await insertPunch(db, { ...common, kind: 'break_end', at: end });
  }
  const clockOut = await insertPunch(db, { ...common, kind: 'out', at: stretch.out });
  return { clockIn, clockOut };
}
