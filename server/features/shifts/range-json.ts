// A range of shifts as the JSON text of its answer, built by the database in one statement: the
// same fields, order and viewer rules as readShifts and toShiftViews, without bringing thousands
// of rows into Node to map and serialise them. A month of a 200-person team is about 7,000 rows;
// aggregated where they live, the process receives one string and sends it as it is. Embedded
// PGlite aggregates slower than Node would map the rows, but in its own thread (pglite-thread.ts),
// so the app's event loop spends a tenth of the time on the read and keeps answering others.
// A copy of shift-view.ts's mapping: range-json.test.ts fails when the two drift.
import { sql } from 'drizzle-orm';
import { ORGANIZATION_SETTINGS_DEFAULTS } from '@shared/domain/organization-settings-defaults';
import type { PublicUser } from '@shared/validators/users';
import type { Db } from '../../db/connection';

/** The JSON array readRange would answer, built in one statement. */
export async function readRangeJson(
  db: Db,
  viewer: PublicUser,
  start: string,
  end: string,
  // Only shifts at these locations; null: wherever they are.
  locationIds: number[] | null = null,
): Promise<Buffer> {
  const forManager = viewer.role === 'manager';
  // Drafts, of shifts and of assignments, are for managers only.
  const shiftVisible = forManager ? sql`true` : sql`s.published`;
  const assignmentVisible = forManager ? sql`true` : sql`sa.published`;
  // Other people's shifts only when the organization lets employees view all schedules (a
  // missing settings row is the default: off). Read in this statement, so the answer and the
  // setting come from one snapshot; a settings save raises the schedule version, so no kept copy
  // from before the change is served after it.
  const scopeVisible = forManager
    ? sql`true`
    : sql`(exists (
        select 1 from shift_assignments mine
        where mine.shift_id = s.id and mine.employee_id = ${viewer.id} and mine.published
      ) or coalesce((
        select os.allow_view_all_schedules from organization_settings os
        where os.organization_id = ${viewer.organizationId}
      ), ${ORGANIZATION_SETTINGS_DEFAULTS.allowViewAllSchedules}))`;
  // Records, not json_build_object: a record's JSON has no spaces around its colons, which over
  // a month's 20,000 objects would add a sixth to the answer.
  const person = forManager
    ? sql`select u.id, u.first_name as "firstName", u.last_name as "lastName", u.email`
    : sql`select u.id, u.first_name as "firstName", u.last_name as "lastName"`;
  const byStation = sql`order by sa.station_number, sa.id`;
  // A shift without (visible) assignments is one row of nulls in the joins below.
  const assigned = sql`filter (where sa.id is not null)`;
  // One grouped pass over the range's shifts and their people. Read shift by shift (a lateral
  // subquery per shift), PostgreSQL scanned the whole users table again for each of a month's
  // 2,200 shifts; and a grouped subquery joined back to the shifts is, while the tables have no
  // statistics yet (just after a large write), run again for every shift. Grouped by the shift's
  // key, the plan stays one pass whatever the statistics say.
  const { rows } = await db.execute<{ json: string }>(sql`
    select coalesce(json_agg(shift order by g.date, g.start_time, g.id), '[]')::text as json
    from (
      select s.id, s.title, s.shift_type, s.color, s.number_of_stations, s.employees_per_station,
        s.date, s.start_time, s.duration, s.notes, s.recurring_series_id, s.created_by,
        s.published, s.position_id, p.name as position_name, p.color as position_color,
        s.offered_at, s.claim_mode, s.bid_deadline,
        s.location_id, l.name as location_name, l.time_zone as location_time_zone,
        json_agg(assignment ${byStation}) ${assigned} as assignments,
        json_agg(person ${byStation}) ${assigned} as people,
        bool_or(sa.employee_id = ${viewer.id}) as is_mine,
        json_agg(coworker ${byStation}) filter (where sa.employee_id <> ${viewer.id}) as coworkers
      from shifts s
      left join shift_assignments sa on sa.shift_id = s.id and ${assignmentVisible}
      left join users u on u.id = sa.employee_id
      left join positions p on p.id = s.position_id
      join locations l on l.id = s.location_id
      cross join lateral (
        select sa.id, sa.shift_id as "shiftId", sa.employee_id as "employeeId",
          sa.station_number as "stationNumber", sa.published
      ) assignment
      cross join lateral (${person}) person
      cross join lateral (select u.first_name as "firstName", u.last_name as "lastName") coworker
      where s.organization_id = ${viewer.organizationId}
        and s.date between ${start} and ${end}
        and ${shiftVisible}
        and ${scopeVisible}
        and ${locationIds ? sql`s.location_id = any(${sql.param(locationIds)}::int[])` : sql`true`}
      group by s.id, p.id, l.id
    ) g
    cross join lateral (
      select g.id, g.title, g.shift_type as "shiftType", g.color,
        g.number_of_stations as "numberOfStations", g.employees_per_station as "employeesPerStation",
        g.date, to_char(g.start_time, 'HH24:MI') as "startTime", g.duration, g.notes,
        g.recurring_series_id as "recurringSeriesId", g.position_id as "positionId",
        g.position_name as "positionName", g.position_color as "positionColor",
        g.location_id as "locationId", g.location_name as "locationName",
        g.location_time_zone as "locationTimeZone",
        g.created_by as "createdBy", g.published,
        to_char(g.offered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "offeredAt",
        g.claim_mode as "claimMode",
        to_char(g.bid_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "bidDeadline",
        (select count(*)::int from shift_claims c
          where c.shift_id = g.id and c.status = 'pending') as "pendingClaims",
        -- time + interval wraps past midnight, as a shift's end time does.
        to_char(g.start_time + make_interval(mins => g.duration), 'HH24:MI') as "endTime",
        coalesce(g.assignments, '[]') as assignments,
        coalesce(g.people, '[]') as "assignedEmployees",
        coalesce(g.is_mine, false) as "isMine",
        coalesce(g.coworkers, '[]') as coworkers
    ) shift
  `);
  return Buffer.from(rows[0]!.json);
}
