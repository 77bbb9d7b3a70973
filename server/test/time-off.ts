// A fresh organization per test for the time-away API tests: a manager and an employee, each
// signed in, so one test's approvals never count against another's concurrency limit.
import { timeOffRequests } from '@shared/schema';
import type { TestContext } from './app';
import { createOrganization } from './factories';
import { signedInEmployee, signedInManager } from './shifts';

export async function timeOffTeam(ctx: TestContext) {
  const organization = await createOrganization(ctx.db);
  const organizationId = organization.id;
  const { manager, agent: managerAgent } = await signedInManager(ctx, organizationId);
  const { employee, agent: employeeAgent } = await signedInEmployee(ctx, {
    organizationId,
    firstName: 'Ana',
    lastName: 'Ruiz',
  });
  return { organizationId, manager, managerAgent, employee, employeeAgent };
}

/** A valid approval-type request body far enough ahead for any notice setting. */
export const vacation = (overrides: Record<string, unknown> = {}) => ({
  type: 'vacation',
  reason: 'Family trip',
  startDate: '2030-01-07',
  endDate: '2030-01-09',
  allDay: true,
  ...overrides,
});

/** A request row straight in the table, for tests about reading and deciding it. */
export async function insertTimeOff(
  ctx: TestContext,
  values: Partial<typeof timeOffRequests.$inferInsert> & {
    organizationId: number;
    employeeId: number;
  },
) {
  const [row] = await ctx.db
    .insert(timeOffRequests)
    .values({ startDate: '2030-01-07', endDate: '2030-01-08', reason: 'Trip', ...values })
    .returning();
  return row!;
}
