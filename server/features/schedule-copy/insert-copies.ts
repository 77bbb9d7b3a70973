// One INSERT for every copied shift, its columns as arrays: building hundreds of rows of VALUES
// in drizzle costs more than the database takes to store them.
import { sql } from 'drizzle-orm';
import { shifts, type Shift } from '@shared/schema';
import type { Tx } from '../../db/connection';

export type Copy = Pick<
  Shift,
  | 'title'
  | 'shiftType'
  | 'color'
  | 'numberOfStations'
  | 'employeesPerStation'
  | 'date'
  | 'startTime'
  | 'duration'
  | 'notes'
  | 'positionId'
  | 'locationId'
>;

/** The new shifts' ids, in the order of `copies`; drafts unless `published`. */
export async function insertCopies(
  tx: Tx,
  organizationId: number,
  createdBy: number,
  copies: Copy[],
  published: boolean,
): Promise<number[]> {
  const column = (name: keyof typeof shifts.$inferInsert) => sql.identifier(shifts[name].name);
  const list = <K extends keyof Copy>(key: K, type: string) =>
    sql`${sql.param(copies.map((copy) => copy[key]))}::${sql.raw(type)}[]`;
  const { rows } = await tx.execute<{ id: number }>(sql`
    insert into ${shifts} (
      ${column('organizationId')}, ${column('createdBy')}, ${column('title')}, ${column('shiftType')},
      ${column('color')}, ${column('numberOfStations')}, ${column('employeesPerStation')},
      ${column('date')}, ${column('startTime')}, ${column('duration')}, ${column('notes')},
      ${column('positionId')}, ${column('locationId')}, ${column('published')})
    select ${organizationId}::int, ${createdBy}::int, t.title, t.shift_type, t.color, t.stations,
      t.per_station, t.day, t.start_time, t.duration, t.notes, t.position_id, t.location_id,
      ${published}::boolean
    from unnest(${list('title', 'text')}, ${list('shiftType', 'text')}, ${list('color', 'text')},
      ${list('numberOfStations', 'int')}, ${list('employeesPerStation', 'int')}, ${list('date', 'date')},
      ${list('startTime', 'time')}, ${list('duration', 'int')}, ${list('notes', 'text')},
      ${list('positionId', 'int')}, ${list('locationId', 'int')}) with ordinality
      as t(title, shift_type, color, stations, per_station, day, start_time, duration, notes,
        position_id, location_id, n)
    order by t.n
    returning ${column('id')}`);
  // Ids come from one sequence in insertion order, which follows the arrays' order.
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}
