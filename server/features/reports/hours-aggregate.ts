// The one query behind the hours report and an employee's own hours. The database splits every
// assignment at local midnights (the organization's time zone, clock changes included) and sums
// the pieces by person, person and shift type, day, person and week, and overall in one pass
// (GROUPING SETS), by person, position and rate, and by location (alone, by person, by person and
// shift type), so Node only shapes a few hundred rows however many shifts the period holds.
import { sql } from 'drizzle-orm';
import { ORGANIZATION_SETTINGS_DEFAULTS } from '@shared/domain/organization-settings-defaults';
import type { Db } from '../../db/connection';
import { shiftClock } from './shift-clock';

export type AggregateScope = {
  organizationId: number;
  start: string;
  end: string;
  publishedOnly: boolean;
  /** Only this person's assignments (an employee's own hours). */
  employeeId?: number;
  /** Only shifts at these locations, and their people; null or absent: every location. */
  locationIds?: number[] | null;
};

/** One row of the answer; `kind` says which grouping (or the people and settings) it holds. */
export type AggregateRow = {
  kind:
    | 'person'
    | 'person-type'
    | 'day'
    | 'person-week'
    | 'total'
    | 'person-rate'
    | 'member'
    | 'organization'
    | 'location'
    | 'location-person'
    | 'location-person-type'
    | 'site';
  employee_id: number | null;
  label: string | null;
  shifts: number | null;
  hours: number | null;
  cost: number | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  hourly_rate: number | null;
  weekly_hours_limit: number | null;
  time_zone: string | null;
  /** The location a 'location…' row sums, or a 'site' row names. */
  location_id: number | null;
};

export async function aggregateHours(db: Db, scope: AggregateScope): Promise<AggregateRow[]> {
  const { organizationId: org, start, end, employeeId, locationIds } = scope;
  const clock = shiftClock('s', sql`l.time_zone`);
  const published = scope.publishedOnly ? sql`and s.published and sa.published` : sql``;
  const onlyEmployee = employeeId === undefined ? sql`` : sql`and sa.employee_id = ${employeeId}`;
  const locations = locationIds ? sql`${sql.param(locationIds)}::int[]` : null;
  const atLocations = locations ? sql`and s.location_id = any(${locations})` : sql``;
  // At some locations: the employees who work at one of them, and whoever worked their shifts.
  const worksThere = locations
    ? sql`and exists (select 1 from employee_locations el
                      where el.employee_id = u.id and el.location_id = any(${locations}))`
    : sql``;
  const onlyMember =
    employeeId === undefined
      ? sql`and ((u.role = 'employee' ${worksThere})
                 or u.id in (select employee_id from kept where in_period))`
      : sql`and u.id = ${employeeId}`;

  const result = await db.execute<AggregateRow>(sql`
    with org as (
      select o.time_zone as tz, o.week_starts_on as ws, coalesce(os.currency, ${ORGANIZATION_SETTINGS_DEFAULTS.currency}) as currency
      from organizations o
      left join organization_settings os on os.organization_id = o.id
      where o.id = ${org}
    ),
    -- Whole weeks of the organization's, so a week at either edge of the period is judged on all
    -- its hours.
    weeks as (
      select ${start}::date - (extract(dow from ${start}::date)::int - org.ws + 7) % 7 as week_from,
             ${end}::date + 6 - (extract(dow from ${end}::date)::int - org.ws + 7) % 7 as week_to
      from org
    ),
    timed as (
      select s.id as shift_id, sa.employee_id, s.shift_type, s.position_id, s.location_id,
             s.date between ${start}::date and ${end}::date as dated_in_period,
             s.date, l.time_zone as tz, ${clock.begins} as begins, ${clock.ends} as ends
      from shift_assignments sa
      join shifts s on s.id = sa.shift_id
      join locations l on l.id = s.location_id
      where s.organization_id = ${org} and sa.organization_id = ${org}
        -- The day before: a night shift that started then still has hours in the first day.
        and s.date between (select week_from - 1 from weeks) and (select week_to from weeks)
        ${published} ${onlyEmployee} ${atLocations}
    ),
    -- A shift is at most 12 h 45 min long, so it touches its own date and at most the next one.
    pieces as (
      select t.shift_id, t.employee_id, t.shift_type, t.position_id, t.location_id,
             t.dated_in_period, piece.day,
             extract(epoch from piece.ends - piece.begins) / 60 as minutes
      from timed t
      -- Midnight where the shift is worked.
      cross join lateral (
        select ((t.date + 1)::timestamp at time zone t.tz) as midnight
      ) as next
      cross join lateral (
        values (t.date, t.begins, least(t.ends, next.midnight)),
               (t.date + 1, next.midnight, t.ends)
      ) as piece(day, begins, ends)
    ),
    -- The rate of each hour, as shiftHourlyRate (shared/domain/labour-cost.ts) decides it: the
    -- person's rate for the shift's position, else their own rate, else the position's default.
    kept as (
      select p.*, coalesce(ep.hourly_rate, u.hourly_rate, pos.hourly_rate) as hourly_rate,
             p.day between ${start}::date and ${end}::date as in_period,
             p.day - (extract(dow from p.day)::int - (select ws from org) + 7) % 7 as week
      from pieces p
      join users u on u.id = p.employee_id and u.organization_id = ${org}
      left join positions pos on pos.id = p.position_id
      left join employee_positions ep
        on ep.employee_id = p.employee_id and ep.position_id = p.position_id
      where p.minutes > 0
        and p.day between (select week_from from weeks) and (select week_to from weeks)
    ),
    sums as (
      select grouping(employee_id, shift_type, day, week) as set_id, employee_id, shift_type, day, week,
             -- Shifts, not assignments: a shift two people work counts once in the total.
             count(distinct shift_id) filter (where dated_in_period and in_period) as shifts,
             coalesce(sum(minutes) filter (where in_period), 0) as period_minutes,
             sum(minutes) as all_minutes,
             sum(minutes * hourly_rate) filter (where in_period) / 60 as cost
      from kept
      group by grouping sets ((employee_id), (employee_id, shift_type), (day), (employee_id, week), ())
    )
    -- grouping() sets a bit for each column a row is NOT grouped by (the last column is bit 0).
    select case set_id when 7 then 'person' when 3 then 'person-type' when 13 then 'day'
                       when 6 then 'person-week' else 'total' end as kind,
           employee_id,
           coalesce(shift_type, day::text, week::text) as label,
           shifts::int as shifts,
           round(case when set_id = 6 then all_minutes else period_minutes end / 60, 2)::float8 as hours,
           round(cost, 2)::float8 as cost,
           null::text as first_name, null::text as last_name, null::text as email,
           null::float8 as hourly_rate, null::float8 as weekly_hours_limit, null::text as time_zone,
           null::int as location_id
    from sums
    union all
    -- Each person's hours in the period by position and the rate they were priced at, so the
    -- report shows the rates the cost was actually made of.
    select 'person-rate', k.employee_id, pos.name, null,
           round(sum(k.minutes) / 60, 2)::float8, round(sum(k.minutes * k.hourly_rate) / 60, 2)::float8,
           null, null, null, k.hourly_rate::float8, null, null, null
    from kept k
    left join positions pos on pos.id = k.position_id
    where k.in_period
    group by k.employee_id, k.position_id, pos.name, k.hourly_rate
    union all
    select 'member', u.id, null, null, null, null, u.first_name, u.last_name, u.email,
           u.hourly_rate::float8, u.weekly_hours_limit::float8, null, null
    from users u
    where u.organization_id = ${org} ${onlyMember}
    union all
    select 'organization', null, org.currency, null, null, null, null, null, null, null, null, org.tz,
           null
    from org
    union all
    -- Where the hours were worked: by location, by location and person, and by shift type too.
    select case grouping(k.employee_id, k.shift_type) when 0 then 'location-person-type'
                when 1 then 'location-person' else 'location' end,
           k.employee_id, k.shift_type,
           (count(distinct k.shift_id) filter (where k.dated_in_period))::int,
           round(sum(k.minutes) / 60, 2)::float8, round(sum(k.minutes * k.hourly_rate) / 60, 2)::float8,
           null, null, null, null, null, null, k.location_id
    from kept k
    where k.in_period
    group by grouping sets ((k.location_id, k.employee_id, k.shift_type),
                            (k.location_id, k.employee_id), (k.location_id))
    union all
    -- Every location by name, those without hours too: how many there are decides the grouping.
    select 'site', null, l.name, null, null, null, null, null, null, null, null, null, l.id
    from locations l
    where l.organization_id = ${org}
  `);
  return result.rows;
}
