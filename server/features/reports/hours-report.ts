// Shapes the aggregate's rows into the hours report and an employee's own hours.
import { addDaysIso, dayNumber } from '@shared/domain/dates';
import { markHighCostDays } from '@shared/domain/labour-cost';
import type {
  HoursReport,
  MyHours,
  ReportLocation,
  ReportPerson,
  ReportQuery,
} from '@shared/validators/reports';
import type { Db } from '../../db/connection';
import { aggregateHours, type AggregateRow } from './hours-aggregate';

function periodDates(start: string, end: string) {
  return Array.from({ length: dayNumber(end) - dayNumber(start) + 1 }, (_, i) =>
    addDaysIso(start, i),
  );
}

/** The person's own rows (their rows only, so the lookups stay linear in the team's size). */
function weeksOverLimit(own: AggregateRow[], limit: number) {
  return own
    .filter((row) => row.kind === 'person-week' && (row.hours ?? 0) > limit)
    .map((row) => ({ weekStart: row.label!, hours: row.hours! }))
    .sort((a, b) => a.weekStart.localeCompare(b.weekStart));
}

function rowsByPerson(rows: AggregateRow[]) {
  const byPerson = new Map<number, AggregateRow[]>();
  for (const row of rows) {
    if (row.employee_id === null) continue;
    const own = byPerson.get(row.employee_id) ?? [];
    own.push(row);
    byPerson.set(row.employee_id, own);
  }
  return byPerson;
}

/** The person's hours by position and rate, the costliest rate first. */
function ratesUsed(own: AggregateRow[]): ReportPerson['ratesUsed'] {
  return own
    .filter((row) => row.kind === 'person-rate' && row.hours! > 0)
    .map((row) => ({
      positionName: row.label,
      hourlyRate: row.hourly_rate,
      hours: row.hours!,
      cost: row.cost,
    }))
    .sort(
      (a, b) =>
        (b.hourlyRate ?? -1) - (a.hourlyRate ?? -1) ||
        // Hours of no position last among those at one rate.
        (a.positionName ?? '\uffff').localeCompare(b.positionName ?? '\uffff'),
    );
}

function toPeople(rows: AggregateRow[]): ReportPerson[] {
  const byPerson = rowsByPerson(rows);
  return rows
    .filter((row) => row.kind === 'member')
    .map((member) => {
      const id = member.employee_id!;
      const own = byPerson.get(id) ?? [];
      const totals = own.find((row) => row.kind === 'person');
      const limit = member.weekly_hours_limit!;
      return {
        employeeId: id,
        firstName: member.first_name,
        lastName: member.last_name,
        email: member.email!,
        hourlyRate: member.hourly_rate,
        weeklyHoursLimit: limit,
        shifts: totals?.shifts ?? 0,
        hours: totals?.hours ?? 0,
        hoursByType: own
          .filter((row) => row.kind === 'person-type' && row.hours! > 0)
          .map((row) => ({ shiftType: row.label!, hours: row.hours! }))
          .sort((a, b) => a.shiftType.localeCompare(b.shiftType)),
        weeksOverLimit: weeksOverLimit(own, limit),
        cost: totals?.cost ?? null,
        ratesUsed: ratesUsed(own),
      };
    })
    .sort(
      (a, b) =>
        (a.firstName ?? '').localeCompare(b.firstName ?? '') ||
        (a.lastName ?? '').localeCompare(b.lastName ?? '') ||
        a.employeeId - b.employeeId,
    );
}

/**
 * The hours by location, people in the order of `people`; null with one location. Each location's
 * rows only, grouped first, so the shaping stays linear in the number of rows.
 */
function byLocation(rows: AggregateRow[], people: ReportPerson[]): ReportLocation[] | null {
  const sites = rows.filter((row) => row.kind === 'site');
  if (sites.length < 2) return null;
  const order = new Map(people.map((person, i) => [person.employeeId, i]));
  const ofSite = new Map<number, AggregateRow[]>();
  for (const row of rows) {
    if (!row.kind.startsWith('location') || row.location_id === null) continue;
    ofSite.set(row.location_id, [...(ofSite.get(row.location_id) ?? []), row]);
  }
  return sites
    .map((site) => {
      const own = ofSite.get(site.location_id!) ?? [];
      const total = own.find((row) => row.kind === 'location');
      const types = own.filter((row) => row.kind === 'location-person-type' && row.hours! > 0);
      return {
        locationId: site.location_id!,
        name: site.label!,
        shifts: total?.shifts ?? 0,
        hours: total?.hours ?? 0,
        cost: total?.cost ?? null,
        people: own
          .filter((row) => row.kind === 'location-person')
          .sort(
            (a, b) =>
              (order.get(a.employee_id!) ?? Infinity) - (order.get(b.employee_id!) ?? Infinity),
          )
          .map((row) => ({
            employeeId: row.employee_id!,
            shifts: row.shifts ?? 0,
            hours: row.hours ?? 0,
            hoursByType: types
              .filter((type) => type.employee_id === row.employee_id)
              .map((type) => ({ shiftType: type.label!, hours: type.hours! }))
              .sort((a, b) => a.shiftType.localeCompare(b.shiftType)),
            cost: row.cost,
          })),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.locationId - b.locationId);
}

export async function hoursReport(
  db: Db,
  organizationId: number,
  query: ReportQuery,
  // Only these locations' shifts and people; null: the whole organization.
  locationIds: number[] | null,
): Promise<HoursReport> {
  const rows = await aggregateHours(db, { organizationId, ...query, locationIds });
  const organization = rows.find((row) => row.kind === 'organization')!;
  const total = rows.find((row) => row.kind === 'total');
  const byDay = new Map(rows.filter((row) => row.kind === 'day').map((row) => [row.label!, row]));
  const { averageDailyCost, days } = markHighCostDays(
    periodDates(query.start, query.end).map((date) => ({
      date,
      hours: byDay.get(date)?.hours ?? 0,
      cost: byDay.get(date)?.cost ?? null,
    })),
  );
  const people = toPeople(rows);
  const shiftTypes = [...new Set(people.flatMap((p) => p.hoursByType.map((t) => t.shiftType)))];
  return {
    ...query,
    currency: organization.label!,
    timeZone: organization.time_zone!,
    shiftTypes: shiftTypes.sort((a, b) => a.localeCompare(b)),
    people,
    days,
    totals: {
      shifts: total?.shifts ?? 0,
      hours: total?.hours ?? 0,
      cost: total?.cost ?? null,
      averageDailyCost,
    },
    locations: byLocation(rows, people),
  };
}

/** The employee's own published hours: what they can see on their schedule. */
export async function myHours(
  db: Db,
  organizationId: number,
  employeeId: number,
  period: { start: string; end: string },
): Promise<MyHours> {
  const rows = await aggregateHours(db, {
    organizationId,
    ...period,
    publishedOnly: true,
    employeeId,
  });
  const member = rows.find((row) => row.kind === 'member')!;
  const total = rows.find((row) => row.kind === 'total');
  const limit = member.weekly_hours_limit!;
  return {
    ...period,
    hours: total?.hours ?? 0,
    weeklyHoursLimit: limit,
    weeksOverLimit: weeksOverLimit(rows, limit),
  };
}
