// The organization's positions, by name. Managers read the default rates; everyone else only
// what a chip shows.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { positions } from '@shared/schema';
import type { PublicUser } from '@shared/validators/users';
import type { Db, Tx } from '../../db/connection';
import { AppError } from '../../http/app-error';

export const positionColumns = {
  id: positions.id,
  name: positions.name,
  color: positions.color,
  hourlyRate: positions.hourlyRate,
};

export async function listPositions(db: Db, viewer: PublicUser) {
  const byName = [asc(sql`lower(${positions.name})`), asc(positions.id)];
  const where = eq(positions.organizationId, viewer.organizationId);
  if (viewer.role === 'manager')
    return db
      .select(positionColumns)
      .from(positions)
      .where(where)
      .orderBy(...byName);
  return db
    .select({ id: positions.id, name: positions.name, color: positions.color })
    .from(positions)
    .where(where)
    .orderBy(...byName);
}

/** The position, locked until commit; another organization's is answered as missing. */
export async function lockPosition(tx: Tx, organizationId: number, id: number) {
  const [row] = await tx
    .select(positionColumns)
    .from(positions)
    .where(and(eq(positions.id, id), eq(positions.organizationId, organizationId)))
    .for('update');
  if (!row) throw AppError.notFound('Position not found');
  return row;
}

/** The names of these positions of the organization, by id. */
export async function positionNames(db: Db | Tx, organizationId: number, ids: number[]) {
  const rows = await db
    .select({ id: positions.id, name: positions.name })
    .from(positions)
    .where(and(eq(positions.organizationId, organizationId), inArray(positions.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A position a shift or a form names must be one of the organization's: otherwise bad input. */
export async function refuseUnknownPosition(
  db: Db | Tx,
  organizationId: number,
  positionId: number | null | undefined,
) {
  if (!positionId) return;
  if ((await positionNames(db, organizationId, [positionId])).size === 0) {
    throw AppError.badRequest('positionId: Unknown position', {
      errors: [{ path: 'positionId', message: 'Unknown position' }],
    });
  }
}
