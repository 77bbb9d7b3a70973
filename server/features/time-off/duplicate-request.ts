// A second identical request while the first still stands (a double-click, a retried post) is
// refused: requests of one employee are filed one at a time, so two at once cannot both pass.
import { and, eq, inArray } from 'drizzle-orm';
import { timeOffRequests } from '@shared/schema';
import type { TimeOffRequestInput } from '@shared/validators/time-off';
import type { Tx } from '../../db/connection';
import { AppError } from '../../http/app-error';
import { lockUntilCommit } from '../../db/advisory-lock';

const STANDING = ['pending', 'approved', 'acknowledged', 'informational'] as const;

export async function refuseDuplicateRequest(
  tx: Tx,
  organizationId: number,
  employeeId: number,
  input: TimeOffRequestInput,
) {
  await lockUntilCommit(tx, `time-off-filing:${employeeId}`);
  const sameDates = await tx
    .select({
      allDay: timeOffRequests.allDay,
      startTime: timeOffRequests.startTime,
      endTime: timeOffRequests.endTime,
      multipleDates: timeOffRequests.multipleDates,
    })
    .from(timeOffRequests)
    .where(
      and(
        eq(timeOffRequests.organizationId, organizationId),
        eq(timeOffRequests.employeeId, employeeId),
        eq(timeOffRequests.type, input.type),
        eq(timeOffRequests.startDate, input.startDate),
        eq(timeOffRequests.endDate, input.endDate),
        inArray(timeOffRequests.status, [...STANDING]),
      ),
    );
  const same = sameDates.some(
    (row) =>
      row.allDay === input.allDay &&
      row.startTime?.slice(0, 5) === input.startTime?.slice(0, 5) &&
      row.endTime?.slice(0, 5) === input.endTime?.slice(0, 5) &&
      (row.multipleDates ?? []).join() === (input.multipleDates ?? []).join(),
  );
  if (same) throw AppError.conflict('This time off has already been requested');
}
