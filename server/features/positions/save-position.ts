// Creating and editing a position. Names are unique in an organization whatever their case (the
// table's unique index decides, so two managers adding "Barista" at once get one of it).
import { and, eq } from 'drizzle-orm';
import { positions } from '@shared/schema';
import type { PositionInput } from '@shared/validators/positions';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { positionColumns } from './read-positions';

const values = (input: PositionInput) => ({
  name: input.name,
  color: input.color,
  hourlyRate: input.hourlyRate ?? null,
});

/** A taken name is a conflict with what is stored, named on the field the form shows it under. */
async function refuseTakenName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const message = `A position named "${name}" already exists`;
    throw AppError.conflict(message, { errors: [{ path: 'name', message }] });
  }
}

export async function createPosition(db: Db, organizationId: number, input: PositionInput) {
  const [row] = await refuseTakenName(input.name, () =>
    db
      .insert(positions)
      .values({ organizationId, ...values(input) })
      .returning(positionColumns),
  );
  return row!;
}

export async function updatePosition(
  db: Db,
  organizationId: number,
  id: number,
  input: PositionInput,
) {
  const [row] = await refuseTakenName(input.name, () =>
    db
      .update(positions)
      .set(values(input))
      .where(and(eq(positions.id, id), eq(positions.organizationId, organizationId)))
      .returning(positionColumns),
  );
  if (!row) throw AppError.notFound('Position not found');
  return row;
}
