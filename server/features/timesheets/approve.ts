// A manager approves one person's timesheet for one period, once; webhook receivers (payroll
// tools) hear of it in the same transaction.
import { timesheetApprovals } from '@shared/schema';
import type { ApproveTimesheetInput } from '@shared/validators/timesheets';
import type { PublicUser } from '@shared/validators/users';
import type { Db, Tx } from '../../db/connection';
import { transaction } from '../../db/transaction';
import type { WebhookEmitter } from '../webhooks/emit';
import { AppError } from '../../http/app-error';
import { refuseUnlessInScope } from './person-scope';

export const ALREADY_APPROVED = 'This timesheet is already approved';

export async function approveTimesheet(
  db: Db,
  webhooks: WebhookEmitter,
  actor: PublicUser,
  input: ApproveTimesheetInput,
) {
  await refuseUnlessInScope(db, actor, input.employeeId);
  return transaction(db, async (tx) => {
    const approval = await insertApproval(tx, actor, input);
    await webhooks.emit(tx, actor.organizationId, {
      type: 'timesheet.approved',
      data: { ...approval, approvedBy: actor.id },
    });
    return approval;
  });
}

async function insertApproval(tx: Tx, actor: PublicUser, input: ApproveTimesheetInput) {
  // The unique (person, period start) index decides between two approvals at once.
  const [row] = await tx
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
