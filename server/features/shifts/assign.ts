// Putting people on an existing shift: one more (assign) or exactly these (set). The shift row is
// locked first, so two requests for its last free slot run one after the other and one gets 409.
import type { FeatureDeps } from '../../feature-deps';
import { transaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { notifyScheduleChanges, shouldNotify } from './notify-changes';
import { readShiftsById } from './read-shifts';
import { replaceAssignments, setStaff, type Staffing } from './replace-assignments';
import { lockShift } from './shift-rows';
import type { LocationScope } from '../locations/location-scope';

type Deps = Pick<FeatureDeps, 'db' | 'notifier' | 'webhooks'>;
type Options = { notifyEmployees?: boolean; allowOverride: boolean; scope: LocationScope };

async function staffShift(
  { db, notifier, webhooks }: Deps,
  organizationId: number,
  shiftId: number,
  staffing: Staffing,
  options: Options,
) {
  return transaction(db, async (tx) => {
    const shift = await lockShift(tx, organizationId, shiftId, options.scope);
    const staffed = await replaceAssignments(
      tx,
      organizationId,
      [{ before: shift, after: shift }],
      staffing,
      options.allowOverride,
      options.scope,
    );
    if (await shouldNotify(tx, organizationId, options.notifyEmployees)) {
      await notifyScheduleChanges(tx, notifier, organizationId, [shift], {
        assigned: staffed.assigned,
        removed: staffed.removed,
      });
    }
    const [view] = await readShiftsById(tx, organizationId, [shiftId]);
    await webhooks.emit(tx, organizationId, { type: 'shift.updated', data: view! });
    return { ...view!, warnings: staffed.warnings.get(shiftId) ?? [] };
  });
}

/** Adds one employee to the shift. */
export async function assignEmployee(
  deps: Deps,
  organizationId: number,
  shiftId: number,
  employeeId: number,
  options: Options,
) {
  const addOne: Staffing = (current) => {
    if (current.includes(employeeId))
      throw AppError.conflict('This employee is already assigned to this shift');
    return [...current, employeeId];
  };
  const shift = await staffShift(deps, organizationId, shiftId, addOne, options);
  // The one new assignment carries its employee, as shift reads no longer repeat it.
  const assignment = {
    ...shift.assignments.find((a) => a.employeeId === employeeId)!,
    employee: shift.assignedEmployees.find((e) => e.id === employeeId)!,
  };
  const { warnings, ...view } = shift;
  return { message: 'Employee assigned to the shift', assignment, shift: view, warnings };
}

/**
 * Gives `fromEmployeeId`'s place on the shift to `toEmployeeId` (null on one side: an open place
 * taken, or a place given up): one transaction, the assignment checks for the newcomer, one
 * notification each. The shift row lock makes a second move of the same place wait and then find
 * it already moved (409).
 */
export function moveEmployee(
  deps: Deps,
  organizationId: number,
  shiftId: number,
  {
    fromEmployeeId: from,
    toEmployeeId: to,
  }: { fromEmployeeId: number | null; toEmployeeId: number | null },
  options: Options,
) {
  const move: Staffing = (current) => {
    if (from !== null && !current.includes(from))
      throw AppError.conflict('This employee is no longer assigned to this shift');
    if (to !== null && current.includes(to))
      throw AppError.conflict('This employee is already assigned to this shift');
    const rest = current.filter((id) => id !== from);
    return to === null ? rest : [...rest, to];
  };
  return staffShift(deps, organizationId, shiftId, move, options);
}

/** Makes the shift's assignment list exactly `employeeIds` (an empty list clears it). */
export function setAssignments(
  deps: Deps,
  organizationId: number,
  shiftId: number,
  employeeIds: number[],
  options: Options,
) {
  return staffShift(deps, organizationId, shiftId, setStaff(employeeIds), options);
}
