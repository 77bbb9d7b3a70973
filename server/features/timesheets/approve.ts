// A manager approves one person's timesheet for one period, once.
import { timesheetApprovals } from '@shared/schema';
import type { ApproveTimesheetInput } from '@shared/validators/timesheets';
import type { PublicUser } from '@shared/validators/users';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { refuseUnlessInScope } from './person-scope';

export const ALREADY_APPROVED = 'This timesheet is already approved';

export async function approveTimesheet(db: Db, actor: PublicUser, input: ApproveTimesheetInput) {
  await refuseUnlessInScope(db, actor, input.employeeId);
  // The unique (person, period start) index decides between two approvals at once.
  const [row] = await db
    .insert(timesheetApprovals)
    .values({
      organizationId: actor.organizationId,
      employeeId: input.employeeId,
      periodStart: input.start,
      periodEnd: input.end,
      approvedBy: actor.id,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw AppError.conflict(ALREADY_APPROVED);
  return {
    employeeId: row.employeeId,
    start: row.periodStart,
    end: row.periodEnd,
    approvedAt: row.approvedAt,
  };
}
