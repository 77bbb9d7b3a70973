// The organization's time-off policy, enforced on the server: notice, busy periods and
// how many people may be off on one day.
import { and, eq, gte, lte } from 'drizzle-orm';
import { dayNumber } from '@shared/domain/dates';
import { busyPeriodProblem, coveredDates } from '@shared/domain/time-off';
import { timeOffRequests, type timeOffManagementSettings } from '@shared/schema';
import type { TimeOffRequestInput } from '@shared/validators/time-off';
import type { Db, Tx } from '../../db/connection';
import { lockUntilCommit } from '../../db/advisory-lock';

type Settings = typeof timeOffManagementSettings.$inferSelect;

/** Why the request breaks the notice or busy-period rules, or null. Sick leave cannot be planned. */
export function timingProblem(
  request: TimeOffRequestInput,
  settings: Settings,
  today: string,
): string | null {
  if (request.startDate < today) return 'Start date cannot be in the past';
  if (request.type === 'sick') return null;
  const notice = settings.timeOffAdvanceNoticeDays;
  if (dayNumber(request.startDate) - dayNumber(today) < notice)
    return `Time off must be requested at least ${notice} days in advance`;
  if (settings.blockTimeOffDuringBusyPeriods)
    return busyPeriodProblem(request, settings.busyPeriodDefinition);
  return null;
}

type Dated = {
  employeeId: number | null;
  startDate: string;
  endDate: string;
  multipleDates: string[] | null;
};

/**
 * The first day on which approving `request` would put more than `max` people off, as a message,
 * or null. Counts people, not requests: someone already off that day is not counted twice.
 */
export async function concurrencyProblem(
  db: Db | Tx,
  organizationId: number,
  request: Dated & { id?: number },
  max: number,
): Promise<string | null> {
  const approved = await db
    .select({
      employeeId: timeOffRequests.employeeId,
      startDate: timeOffRequests.startDate,
      endDate: timeOffRequests.endDate,
      multipleDates: timeOffRequests.multipleDates,
    })
    .from(timeOffRequests)
    .where(
      and(
        eq(timeOffRequests.organizationId, organizationId),
        eq(timeOffRequests.status, 'approved'),
        lte(timeOffRequests.startDate, request.endDate),
        gte(timeOffRequests.endDate, request.startDate),
      ),
    );
  const off = new Map<string, Set<number | null>>();
  for (const row of approved)
    for (const date of coveredDates(row)) {
      if (!off.has(date)) off.set(date, new Set());
      off.get(date)!.add(row.employeeId);
    }
  for (const date of coveredDates(request)) {
    const people = new Set(off.get(date));
    people.add(request.employeeId);
    if (people.size > max)
      return `No more than ${max} ${max === 1 ? 'person' : 'people'} can be off on ${date}`;
  }
  return null;
}

/** Serialises approvals per organization until commit, so two cannot both take the last slot. */
export const lockApprovals = (tx: Tx, organizationId: number) =>
  lockUntilCommit(tx, `time-off-approvals:${organizationId}`);
