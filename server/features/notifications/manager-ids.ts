// The managers told when the schedule changes or something needs them: only those who see what
// the news is about. Managers of every location see everything; a location manager sees their
// locations and the people who work there, and hears of nothing else.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connection';

/**
 * What a manager alert is about. With `locationIds`: shifts at those locations (a location
 * manager must work at every one, as they see a bid award only when all its shifts are theirs).
 * With `personId`: a person (a location manager must share a location with them). With
 * neither: the organization as a whole, which only its managers of every location hear of.
 */
export type AlertSubject = {
  organizationId: number;
  locationIds?: readonly number[];
  personId?: number | null;
};

/**
 * The managers who see each subject, in subject order, each list in id order. One statement
 * whatever the number of subjects, organizations or managers.
 */
export async function managersWhoSee(
  db: Db | Tx,
  subjects: readonly AlertSubject[],
): Promise<number[][]> {
  if (subjects.length === 0) return [];
  const rows = subjects.map((subject, i) => ({
    i,
    organization_id: subject.organizationId,
    // An array literal, which every Postgres reads into int[].
    location_ids: `{${(subject.locationIds ?? []).join(',')}}`,
    person_id: subject.personId ?? null,
  }));
  const { rows: found } = await db.execute<{ i: number; id: number }>(sql`
    select s.i, m.id
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as s(i int, organization_id int, location_ids int[], person_id int)
    join users m on m.organization_id = s.organization_id and m.role = 'manager'
    where m.manages_all_locations
      or (cardinality(s.location_ids) > 0 and s.location_ids <@ array(
        select mine.location_id from employee_locations mine where mine.employee_id = m.id))
      or exists (select 1 from employee_locations mine
        join employee_locations theirs on theirs.location_id = mine.location_id
        where mine.employee_id = m.id and theirs.employee_id = s.person_id)
    order by s.i, m.id`);
  const lists = subjects.map(() => [] as number[]);
  for (const row of found) lists[Number(row.i)]!.push(Number(row.id));
  return lists;
}

/**
 * A time clock alert is about where the person clocked in or should have (that location's
 * managers); a punch whose location was deleted, about the person (their locations' managers).
 */
export const clockSubject = (alert: {
  organizationId: number;
  employeeId: number;
  locationId: number | null;
}): AlertSubject =>
  alert.locationId === null
    ? { organizationId: alert.organizationId, personId: alert.employeeId }
    : { organizationId: alert.organizationId, locationIds: [alert.locationId] };

/** The managers who see one subject of the organization (see AlertSubject). */
export async function managerIds(
  db: Db | Tx,
  organizationId: number,
  about: Omit<AlertSubject, 'organizationId'> = {},
): Promise<number[]> {
  return (await managersWhoSee(db, [{ organizationId, ...about }]))[0]!;
}

/**
 * Splits items among the managers who see them, so each manager hears of all theirs in one
 * notice: every distinct set of items once, with the managers who see exactly that set.
 * `seers[i]` are the managers who see `items[i]`.
 */
export function byAudience<T>(
  items: readonly T[],
  seers: readonly number[][],
): { items: T[]; managerIds: number[] }[] {
  const seen = new Map<number, number[]>();
  seers.forEach((ids, i) => {
    for (const id of ids) seen.set(id, [...(seen.get(id) ?? []), i]);
  });
  const groups = new Map<string, { items: T[]; managerIds: number[] }>();
  for (const [managerId, indexes] of seen) {
    const key = indexes.join(',');
    const group = groups.get(key);
    if (group) group.managerIds.push(managerId);
    else groups.set(key, { items: indexes.map((i) => items[i]!), managerIds: [managerId] });
  }
  return [...groups.values()];
}
