// The coverage policy: with the mode 'restricted', how many cover requests a person may send.
// Three limits, each counted over calendar periods of the organization's time zone:
//   - by the requester's type (hourly or salaried), per reset period (week, month, quarter, year);
//   - from one type to the other (hourly to salaried, salaried to hourly), per reset period;
//   - any cover request, per interval (day, week, month, quarter).
// Every request sent counts, answered or not, except those the requester cancelled. The caller
// runs this in the transaction that inserts the request, after locking the requester's row, so
// two requests sent at once are counted one after the other and cannot both pass the last place.
import { format, parseISO } from 'date-fns';
import { sql } from 'drizzle-orm';
import { swapRequests, type User } from '@shared/schema';
import type { Tx } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { settingsOrDefaults } from '../settings/service';

type Person = Pick<User, 'id' | 'employeeType'>;

type Counts = {
  inPeriod: number;
  toTargetTypeInPeriod: number;
  inInterval: number;
  periodResets: string;
  intervalResets: string;
};

/**
 * The local start of the day, week, month, quarter or year holding now, in organization `o`'s zone.
 * date_trunc's weeks start on Monday; the organization's start on its chosen weekday.
 */
function firstLocalMoment(unit: string) {
  const local = sql`(now() at time zone o.time_zone)`;
  return unit === 'week'
    ? sql`(date_trunc('day', ${local}) - ((extract(dow from ${local})::int - o.week_starts_on + 7) % 7) * interval '1 day')`
    : sql`date_trunc(${unit}, ${local})`;
}

/** Counts the requester's cover requests in the current period and interval, in one statement. */
async function countCoverRequests(
  tx: Tx,
  organizationId: number,
  requester: Person,
  target: Person,
  period: string,
  interval: string,
): Promise<Counts> {
  // The period's first local moment, from the local wall time; "at time zone" turns it back into
  // the instant the stored timestamps are compared with.
  const { rows } = await tx.execute<Counts>(sql`
    with bounds as (
      select o.time_zone as zone,
        ${firstLocalMoment(period)} as period_start,
        ${firstLocalMoment(interval)} as interval_start
      from organizations o where o.id = ${organizationId}
    )
    select
      count(r.id) filter (
        where r.created_at >= b.period_start at time zone b.zone)::int as "inPeriod",
      count(r.id) filter (
        where r.created_at >= b.period_start at time zone b.zone
          and t.employee_type = ${target.employeeType})::int as "toTargetTypeInPeriod",
      count(r.id) filter (
        where r.created_at >= b.interval_start at time zone b.zone)::int as "inInterval",
      to_char(b.period_start + ('1 ' || ${period})::interval, 'YYYY-MM-DD') as "periodResets",
      to_char(b.interval_start + ('1 ' || ${interval})::interval, 'YYYY-MM-DD') as "intervalResets"
    from bounds b
    left join ${swapRequests} r
      on r.requesting_employee_id = ${requester.id}
      and r.request_type = 'cover'
      and r.status <> 'cancelled'
    left join users t on t.id = r.target_employee_id
    group by b.zone, b.period_start, b.interval_start
  `);
  return rows[0]!;
}

const capitalize = (text: string) => text[0]!.toUpperCase() + text.slice(1);
const day = (iso: string) => format(parseISO(iso), 'MMM d, yyyy');

/** Refuses with 409, naming the limit and when it resets, a cover request over the policy. */
export async function enforceCoveragePolicy(
  tx: Tx,
  organizationId: number,
  requester: Person,
  target: Person,
) {
  const policy = await settingsOrDefaults(tx, organizationId);
  if (policy.coveragePolicyMode !== 'restricted') return;
  const period = policy.coverageResetPeriod;
  const interval = policy.coverageInterval;
  const counts = await countCoverRequests(tx, organizationId, requester, target, period, interval);
  const refuse = (what: string, limit: number, per: string, resets: string) => {
    throw AppError.conflict(
      `Coverage limit reached: ${capitalize(what)} may send ${limit} cover request${limit === 1 ? '' : 's'} per ${per}. It resets on ${day(resets)}.`,
    );
  };

  const ownLimit =
    requester.employeeType === 'salaried'
      ? policy.coverageSalariedLimit
      : policy.coverageHourlyLimit;
  if (counts.inPeriod >= ownLimit) {
    refuse(`${requester.employeeType} employees`, ownLimit, period, counts.periodResets);
  }
  if (requester.employeeType !== target.employeeType) {
    const crossLimit =
      requester.employeeType === 'hourly'
        ? policy.coverageHourlyToSalariedLimit
        : policy.coverageSalariedToHourlyLimit;
    if (counts.toTargetTypeInPeriod >= crossLimit) {
      const what = `${requester.employeeType} employees asking ${target.employeeType} coworkers`;
      refuse(what, crossLimit, period, counts.periodResets);
    }
  }
  if (counts.inInterval >= policy.coverageRequestsPerInterval) {
    refuse('everyone', policy.coverageRequestsPerInterval, interval, counts.intervalResets);
  }
}
