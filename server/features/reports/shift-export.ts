// The period's shifts, one row per assignment, read in pages of a thousand by a keyset on the
// sort order: each page is one short query, so an export of any size neither holds a
// connection for the whole download nor builds the file in memory.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { shiftClock } from './shift-clock';

export type ExportScope = {
  organizationId: number;
  start: string;
  end: string;
  publishedOnly: boolean;
  employeeId?: number;
  /** Only shifts at these locations; null or absent: every location. */
  locationIds?: number[] | null;
};

export type ExportedAssignment = {
  date: string;
  start_time: string;
  end_time: string;
  hours: number;
  title: string;
  shift_type: string;
  position: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string;
  station_number: number | null;
  shift_id: number;
  assignment_id: number;
};

const PAGE_SIZE = 1000;

function page(db: Db, scope: ExportScope, after: ExportedAssignment | undefined) {
  const { organizationId: org, start, end, employeeId } = scope;
  const clock = shiftClock('s', sql`l.time_zone`);
  const published = scope.publishedOnly ? sql`and s.published and sa.published` : sql``;
  const onlyEmployee = employeeId === undefined ? sql`` : sql`and sa.employee_id = ${employeeId}`;
  const atLocations = scope.locationIds
    ? sql`and s.location_id = any(${sql.param(scope.locationIds)}::int[])`
    : sql``;
  const keyset = after
    ? sql`and (s.date, s.start_time, s.id, sa.id) >
              (${after.date}::date, ${after.start_time}::time, ${after.shift_id}, ${after.assignment_id})`
    : sql``;
  return db.execute<ExportedAssignment>(sql`
    select s.date, to_char(s.start_time, 'HH24:MI') as start_time, ${clock.endTime} as end_time,
           round(${clock.minutes} / 60, 2)::float8 as hours, s.title, s.shift_type,
           p.name as position, u.first_name, u.last_name, u.email, sa.station_number, s.id as shift_id,
           sa.id as assignment_id
    from shift_assignments sa
    join shifts s on s.id = sa.shift_id
    join users u on u.id = sa.employee_id
    left join positions p on p.id = s.position_id
    join locations l on l.id = s.location_id
    where s.organization_id = ${org} and sa.organization_id = ${org} and u.organization_id = ${org}
      and s.date between ${start}::date and ${end}::date
      ${published} ${onlyEmployee} ${atLocations} ${keyset}
    order by s.date, s.start_time, s.id, sa.id
    limit ${PAGE_SIZE}`);
}

/** Pages of the period's assignments in date, start, shift order. */
export async function* exportedAssignments(db: Db, scope: ExportScope) {
  let after: ExportedAssignment | undefined;
  for (;;) {
    const { rows } = await page(db, scope, after);
    if (rows.length > 0) yield rows;
    if (rows.length < PAGE_SIZE) return;
    after = rows[rows.length - 1];
  }
}
