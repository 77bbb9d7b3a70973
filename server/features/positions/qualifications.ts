// Who is qualified for which position. The employee edit replaces a person's whole set; the team
// read and the assignment rules load everyone's in one query.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { employeePositions, positions } from '@shared/schema';
import type { QualificationsInput } from '@shared/validators/accounts';
import type { Db, Tx } from '../../db/connection';
import { AppError } from '../../http/app-error';

export type Qualification = { positionId: number; hourlyRate: number | null };

/** Replaces the person's qualifications; a position of another organization is bad input. */
export async function replaceQualifications(
  tx: Tx,
  organizationId: number,
  employeeId: number,
  list: QualificationsInput,
): Promise<Qualification[]> {
  const ids = list.map((q) => q.positionId);
  const known = new Set(
    ids.length === 0
      ? []
      : (
          await tx
            .select({ id: positions.id })
            .from(positions)
            .where(and(eq(positions.organizationId, organizationId), inArray(positions.id, ids)))
            // Held until commit, so a position deleted meanwhile cannot leave a dangling row.
            .for('share')
        ).map((row) => row.id),
  );
  const errors = list.flatMap((q, i) =>
    known.has(q.positionId)
      ? []
      : [{ path: `positions.${i}.positionId`, message: 'Unknown position' }],
  );
  if (errors.length > 0) throw AppError.badRequest(`positions: Unknown position`, { errors });

  await tx.delete(employeePositions).where(eq(employeePositions.employeeId, employeeId));
  if (list.length === 0) return [];
  return tx
    .insert(employeePositions)
    .values(
      list.map((q) => ({
        organizationId,
        employeeId,
        positionId: q.positionId,
        hourlyRate: q.hourlyRate ?? null,
      })),
    )
    .returning({
      positionId: employeePositions.positionId,
      hourlyRate: employeePositions.hourlyRate,
    });
}

/** Each person's qualifications (people with none are absent), for `employeeIds` or everyone. */
export async function qualificationsByEmployee(
  db: Db | Tx,
  organizationId: number,
  employeeIds?: number[],
): Promise<Map<number, Qualification[]>> {
  const rows = await db
    .select({
      employeeId: employeePositions.employeeId,
      positionId: employeePositions.positionId,
      hourlyRate: employeePositions.hourlyRate,
    })
    .from(employeePositions)
    .where(
      and(
        eq(employeePositions.organizationId, organizationId),
        employeeIds ? inArray(employeePositions.employeeId, employeeIds) : undefined,
      ),
    )
    .orderBy(asc(employeePositions.employeeId), asc(employeePositions.positionId));
  const byEmployee = new Map<number, Qualification[]>();
  for (const { employeeId, ...qualification } of rows) {
    const list = byEmployee.get(employeeId);
    if (list) list.push(qualification);
    else byEmployee.set(employeeId, [qualification]);
  }
  return byEmployee;
}
