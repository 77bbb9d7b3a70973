// Helpers for the shift API tests: a valid shift body, signed-in agents, notifications and a
// query counter on the app's pool.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { notifications, type NOTIFICATION_TYPES } from '@shared/schema';
import { signedInAgent, type TestContext } from './app';
import { createManager, createUser } from './factories';

export const shiftBody = (overrides: Record<string, unknown> = {}) => ({
  title: `Shift ${randomBytes(3).toString('hex')}`,
  shiftType: 'Standard',
  numberOfStations: 1,
  employeesPerStation: 1,
  date: '2030-01-07',
  startTime: '09:00',
  duration: 90,
  ...overrides,
});

export async function signedInManager(ctx: TestContext, organizationId = 1) {
  const manager = await createManager(ctx.db, { organizationId });
  return { manager, agent: await signedInAgent(ctx, manager.email, manager.plainPassword) };
}

export async function signedInEmployee(
  ctx: TestContext,
  overrides: Parameters<typeof createUser>[1] = {},
) {
  const employee = await createUser(ctx.db, overrides);
  return { employee, agent: await signedInAgent(ctx, employee.email, employee.plainPassword) };
}

export function notificationsOf(
  ctx: TestContext,
  userId: number,
  type?: (typeof NOTIFICATION_TYPES)[number],
) {
  return ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), type ? eq(notifications.type, type) : undefined));
}

/** How many SQL statements the app sends through its pool while `run` runs. */
export async function countQueries(ctx: TestContext, run: () => Promise<unknown>): Promise<number> {
  const pool = ctx.pool;
  const original = pool.query;
  let count = 0;
  pool.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pool.query;
  try {
    await run();
  } finally {
    pool.query = original;
  }
  return count;
}
