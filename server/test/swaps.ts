// Two employees of a fresh organization, each signed in and on a future shift of their own, with
// the organization's manager-approval setting as the test needs it.
import type { TestContext } from './app';
import { createOrganization, createShift, saveSettings } from './factories';
import { signedInEmployee, signedInManager } from './shifts';

export async function swapSetup(ctx: TestContext, { requireApproval = false } = {}) {
  const organization = await createOrganization(ctx.db);
  const organizationId = organization.id;
  await saveSettings(ctx.db, organizationId, { requireApprovalShiftSwaps: requireApproval });
  const a = await signedInEmployee(ctx, { organizationId, firstName: 'Ann', lastName: 'Lee' });
  const b = await signedInEmployee(ctx, { organizationId, firstName: 'Ben', lastName: 'Ray' });
  const manager = await signedInManager(ctx, organizationId);
  const shiftA = await createShift(ctx.db, {
    organizationId,
    title: 'Morning',
    date: '2030-03-04',
    startTime: '08:00',
    employeeIds: [a.employee.id],
  });
  const shiftB = await createShift(ctx.db, {
    organizationId,
    title: 'Evening',
    date: '2030-03-05',
    startTime: '17:00',
    employeeIds: [b.employee.id],
  });
  const swapBody = {
    targetEmployeeId: b.employee.id,
    requestingShiftId: shiftA.id,
    targetShiftId: shiftB.id,
    requestType: 'swap',
    reason: 'Family dinner',
  };
  const coverBody = {
    targetEmployeeId: b.employee.id,
    requestingShiftId: shiftA.id,
    targetShiftId: null,
    requestType: 'cover',
    reason: 'Exam',
  };
  return { organizationId, a, b, manager, shiftA, shiftB, swapBody, coverBody };
}
