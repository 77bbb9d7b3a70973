// Filing a time-off request: the type decides whether it needs approval, the organization's
// policy and the employee's shifts are checked, then the managers hear about it.
import { requiresApprovalFor, TIME_OFF_TYPE_LABELS } from '@shared/domain/time-off';
import { timeOffRequests } from '@shared/schema';
import type { TimeOffRequestInput } from '@shared/validators/time-off';
import type { PublicUser } from '@shared/validators/users';
import type { FeatureDeps } from '../../feature-deps';
import { transaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { getTimeOffSettings } from '../settings/service';
import { organizationToday } from '../shifts/organization-today';
import { refuseDuplicateRequest } from './duplicate-request';
import { managerIds } from '../notifications/manager-ids';
import { subjectEmployee } from './people';
import { concurrencyProblem, timingProblem } from './policy';
import { present } from './request-rows';
import { CONFLICT_MESSAGE, CONFLICT_SUGGESTION, shiftConflicts } from './shift-conflicts';
import { describeDates, personName } from './wording';

export async function createTimeOffRequest(
  { db, notifier }: FeatureDeps,
  viewer: PublicUser,
  input: TimeOffRequestInput,
) {
  const { organizationId } = viewer;
  const employee = await subjectEmployee(db, viewer, input.employeeId);
  const requiresApproval = requiresApprovalFor(input.type);
  const settings = await getTimeOffSettings(db, organizationId);
  const problem = timingProblem(input, settings, await organizationToday(db, organizationId));
  if (problem) throw AppError.badRequest(problem);

  const request = { ...input, employeeId: employee.id };
  if (requiresApproval) {
    const conflicts = await shiftConflicts(db, viewer, request);
    if (conflicts.length > 0)
      throw AppError.badRequest(CONFLICT_MESSAGE, { conflicts, suggestion: CONFLICT_SUGGESTION });
    const full = await concurrencyProblem(
      db,
      organizationId,
      request,
      settings.maxConcurrentTimeOff,
    );
    if (full) throw AppError.badRequest(full);
  }

  const name = personName(employee);
  return transaction(db, async (tx) => {
    await refuseDuplicateRequest(tx, organizationId, employee.id, input);
    const [row] = await tx
      .insert(timeOffRequests)
      .values({
        organizationId,
        employeeId: employee.id,
        employeeName: name,
        startDate: input.startDate,
        endDate: input.endDate,
        multipleDates: input.multipleDates,
        allDay: input.allDay,
        startTime: input.startTime,
        endTime: input.endTime,
        type: input.type,
        reason: input.reason,
        requiresApproval,
        status: 'pending',
      })
      .returning();
    const what = TIME_OFF_TYPE_LABELS[input.type];
    await notifier.notify(tx, {
      organizationId,
      userIds: (await managerIds(tx, organizationId, { personId: employee.id })).filter(
        (id) => id !== viewer.id,
      ),
      type: 'time_off',
      roleContext: 'manager',
      title: requiresApproval ? 'New Time Off Request' : 'New Unavailability Notice',
      message: `${name} ${requiresApproval ? 'requested' : 'will be away for'} ${what} ${describeDates(row!)}: ${input.reason}`,
      // Neither the reason nor its type (sick, personal) belongs on a lock screen.
      lockScreen: `${name} ${requiresApproval ? 'requested time off' : 'will be away'} ${describeDates(row!)}.`,
      email: true,
    });
    // Answered like a row of the lists: the organization is the caller's own.
    const { organizationId: _organization, ...request } = present(row!);
    return { ...request, employeeName: name };
  });
}
