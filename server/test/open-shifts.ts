// Helpers for the open-shift API tests: an organization of its own with a manager and signed-in
// employees, and its offered shifts.
import { eq } from 'drizzle-orm';
import { shiftAssignments, shiftClaims, type organizationSettings } from '@shared/schema';
import type { TestContext } from './app';
import { createOrganization, createShift, saveSettings } from './factories';
import { signedInEmployee, signedInManager } from './shifts';

export async function openShiftTeam(
  ctx: TestContext,
  people: number,
  settings: Partial<typeof organizationSettings.$inferInsert> = {},
) {
  const organization = await createOrganization(ctx.db);
  const organizationId = organization.id;
  if (Object.keys(settings).length > 0) await saveSettings(ctx.db, organizationId, settings);
  const manager = await signedInManager(ctx, organizationId);
  const employees = await Promise.all(
    Array.from({ length: people }, () => signedInEmployee(ctx, { organizationId })),
  );
  /** A published 2030 shift of the organization, offered through the API unless told not to. */
  async function offeredShift(
    overrides: Parameters<typeof createShift>[1] = {},
    body: Record<string, unknown> = {},
  ) {
    const shift = await createShift(ctx.db, { organizationId, ...overrides });
    await manager.agent.post(`/api/shifts/${shift.id}/offer`).send(body).expect(200);
    return shift;
  }
  return { organizationId, manager, employees, offeredShift };
}

export async function staffOf(ctx: TestContext, shiftId: number) {
  const rows = await ctx.db
    .select({ employeeId: shiftAssignments.employeeId })
    .from(shiftAssignments)
    .where(eq(shiftAssignments.shiftId, shiftId));
  return rows.map((row) => row.employeeId).sort((a, b) => a - b);
}

export const claimsOf = (ctx: TestContext, shiftId: number) =>
  ctx.db.select().from(shiftClaims).where(eq(shiftClaims.shiftId, shiftId));
