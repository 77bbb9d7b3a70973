// Data factories: each call makes a uniquely named row; pass overrides for what the test cares about.
import { randomBytes } from 'node:crypto';
import {
  locations,
  organizations,
  organizationSettings,
  shiftAssignments,
  shifts,
  users,
  type Location,
  type Organization,
  type Shift,
  type User,
} from '@shared/schema';
import { hashPassword } from '../auth/password';
import { ensureFirstLocation, placeAtLocations } from '../features/locations/first-location';
import type { Db } from '../db/connection';

export const DEFAULT_PASSWORD = 'password123';

const unique = () => randomBytes(4).toString('hex');

/**
 * A person (default: organization 1), working at `locationIds` (default: the organization's first
 * location).
 */
export async function createUser(
  db: Db,
  {
    locationIds,
    ...overrides
  }: Partial<typeof users.$inferInsert> & { password?: string; locationIds?: number[] } = {},
): Promise<User & { plainPassword: string }> {
  const plainPassword = overrides.password ?? DEFAULT_PASSWORD;
  const id = unique();
  const [user] = await db
    .insert(users)
    .values({
      organizationId: 1,
      email: `user-${id}@example.com`,
      firstName: 'Test',
      lastName: `User ${id}`,
      ...overrides,
      password: await hashPassword(plainPassword),
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  await placeAtLocations(
    db,
    user.organizationId,
    user.id,
    locationIds ?? [await ensureFirstLocation(db, user.organizationId)],
  );
  return { ...user, plainPassword };
}

export const createManager = (db: Db, overrides: Parameters<typeof createUser>[1] = {}) =>
  createUser(db, { role: 'manager', ...overrides });

export async function createOrganization(
  db: Db,
  overrides: Partial<typeof organizations.$inferInsert> = {},
): Promise<Organization> {
  const [organization] = await db
    .insert(organizations)
    .values({ name: `Organization ${unique()}`, ...overrides })
    .returning();
  if (!organization) throw new Error('organization insert returned nothing');
  await ensureFirstLocation(db, organization.id);
  await planWithoutLimit(db, organization.id);
  return organization;
}

/** A location of the organization (default: organization 1), in `timeZone`. */
export async function createLocation(
  db: Db,
  values: Partial<typeof locations.$inferInsert> & { timeZone: string },
): Promise<Location> {
  const [location] = await db
    .insert(locations)
    .values({ organizationId: 1, name: `Location ${unique()}`, ...values })
    .returning();
  if (!location) throw new Error('location insert returned nothing');
  return location;
}

/**
 * A shift (default: organization 1, at its first location), with `employeeIds` assigned to it.
 */
export async function createShift(
  db: Db,
  overrides: Partial<typeof shifts.$inferInsert> & { employeeIds?: number[] } = {},
): Promise<Shift> {
  const { employeeIds = [], ...values } = overrides;
  const organizationId = values.organizationId ?? 1;
  const [shift] = await db
    .insert(shifts)
    .values({
      organizationId,
      title: `Shift ${unique()}`,
      date: '2030-01-16',
      startTime: '09:00',
      locationId: values.locationId ?? (await ensureFirstLocation(db, organizationId)),
      ...values,
    })
    .returning();
  if (!shift) throw new Error('shift insert returned nothing');
  if (employeeIds.length > 0) {
    await db.insert(shiftAssignments).values(
      employeeIds.map((employeeId) => ({
        organizationId: shift.organizationId,
        shiftId: shift.id,
        employeeId,
      })),
    );
  }
  return shift;
}

/** Saves organization settings as a manager's save would, for tests of what they change. */
export async function saveSettings(
  db: Db,
  organizationId: number,
  values: Partial<typeof organizationSettings.$inferInsert>,
) {
  await db
    .insert(organizationSettings)
    .values({ ...values, organizationId })
    .onConflictDoUpdate({ target: organizationSettings.organizationId, set: values });
}

/**
 * Tests schedule in 2030 so that nothing they make is ever in the past, which the default 4-week
 * horizon would refuse. Every test organization (organization 1 and each one made here) plans
 * without a limit; the tests of the horizon set one themselves.
 */
export const planWithoutLimit = (db: Db, organizationId: number) =>
  saveSettings(db, organizationId, { advanceSchedulingWeeks: 0 });
