// How time-off requests are read: every column plus the employee's name, so lists need no second
// query. A deleted employee's requests keep the name stored when they were filed.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { timeOffRequests, users } from '@shared/schema';
import type { Db, Tx } from '../../db/connection';

export const requestColumns = {
  id: timeOffRequests.id,
  employeeId: timeOffRequests.employeeId,
  employeeName: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${timeOffRequests.employeeName}, 'Former employee')`,
  startDate: timeOffRequests.startDate,
  endDate: timeOffRequests.endDate,
  allDay: timeOffRequests.allDay,
  startTime: timeOffRequests.startTime,
  endTime: timeOffRequests.endTime,
  multipleDates: timeOffRequests.multipleDates,
  type: timeOffRequests.type,
  reason: timeOffRequests.reason,
  requiresApproval: timeOffRequests.requiresApproval,
  status: timeOffRequests.status,
  reviewedBy: timeOffRequests.reviewedBy,
  reviewedAt: timeOffRequests.reviewedAt,
  reviewerNotes: timeOffRequests.reviewerNotes,
  createdAt: timeOffRequests.createdAt,
  updatedAt: timeOffRequests.updatedAt,
};

export type TimeOffView = Awaited<ReturnType<typeof selectRequests>>[number];

/** The organization's requests matching `where`, each with its employee's name. */
export function selectRequests(db: Db | Tx, organizationId: number, where?: SQL) {
  return db
    .select(requestColumns)
    .from(timeOffRequests)
    .leftJoin(users, eq(users.id, timeOffRequests.employeeId))
    .where(and(eq(timeOffRequests.organizationId, organizationId), where));
}

/** Times as 'HH:MM', like the rest of the API. */
export function present<T extends { startTime: string | null; endTime: string | null }>(row: T): T {
  return {
    ...row,
    startTime: row.startTime?.slice(0, 5) ?? null,
    endTime: row.endTime?.slice(0, 5) ?? null,
  };
}
