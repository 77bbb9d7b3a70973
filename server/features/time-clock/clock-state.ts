// Where a person's clock stands at an instant, from their raw punches: the punches of the stretch
// that holds the instant (from its clock-in on). Corrections change timesheets, not the clock.
import { and, asc, inArray, lte, sql } from 'drizzle-orm';
import { punches, type Punch } from '@shared/schema';
import type { Db, Tx } from '../../db/connection';

export type ClockState = {
  state: 'out' | 'in' | 'break';
  /** In: the stretch's clock-in; on a break: the break's start. */
  since: Date | null;
  /** The open stretch's clock-in punch, while clocked in or on a break. */
  clockIn: Punch | null;
};

/** Each person's punches at or before `at`, from their latest clock-in on, oldest first. */
export async function stretchesAt(
  db: Db | Tx,
  employeeIds: number[],
  at: Date,
): Promise<Map<number, Punch[]>> {
  const stretches = new Map<number, Punch[]>(employeeIds.map((id) => [id, []]));
  if (employeeIds.length === 0) return stretches;
  const rows = await db
    .select()
    .from(punches)
    .where(
      and(
        inArray(punches.employeeId, employeeIds),
        lte(punches.at, at),
        sql`${punches.at} >= coalesce((select max(q.at) from punches q
          where q.employee_id = ${punches.employeeId} and q.kind = 'in' and q.at <= ${at.toISOString()}),
          '-infinity'::timestamptz)`,
      ),
    )
    .orderBy(asc(punches.at), asc(punches.id));
  for (const row of rows) stretches.get(row.employeeId)?.push(row);
  return stretches;
}

export function stateOf(stretch: Punch[]): ClockState {
  const last = stretch.at(-1);
  const clockIn = stretch[0]?.kind === 'in' ? stretch[0] : null;
  if (!last || last.kind === 'out' || !clockIn) return { state: 'out', since: null, clockIn: null };
  if (last.kind === 'break_start') return { state: 'break', since: last.at, clockIn };
  return { state: 'in', since: clockIn.at, clockIn };
}
