// Creating an account directly: the user:create CLI and invitation registration both come here.
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { USER_ROLES, users } from '@shared/schema';
import { employeeUpdateSchema } from '@shared/validators/accounts';
import { emailSchema, passwordSchema } from '@shared/validators/auth';
import { toPublicUser, type PublicUser } from '@shared/validators/users';
import { hashPassword } from '../../auth/password';
import type { Db, Tx } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { parse } from '../../http/validate';
import { FIRST_ORGANIZATION_ID } from '../invitations/first-manager';
import { ensureFirstLocation, placeAtLocations } from '../locations/first-location';
import { settingsOrDefaults } from '../settings/service';

const optionalName = z.string().trim().min(1, 'Must not be empty').max(100).optional();

export const createUserInputSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  role: z.enum(USER_ROLES, {
    error: (issue) =>
      issue.input === undefined ? 'Role is required' : 'Role must be manager or employee',
  }),
  firstName: optionalName,
  lastName: optionalName,
  // Absent: the organization's 'Default weekly hours' and 'Default employee type'.
  weeklyHoursLimit: employeeUpdateSchema.shape.weeklyHoursLimit.optional(),
  employeeType: employeeUpdateSchema.shape.employeeType.optional(),
});

export type CreateUserInput = z.input<typeof createUserInputSchema>;

const duplicateEmail = (email: string) =>
  AppError.conflict(`A user with the email ${email} already exists`);

/**
 * Creates a user with a scrypt-hashed password and returns it without the hash. Weekly hours and
 * employee type not given are the organization's defaults for new people. Throws a 400
 * AppError for bad input and a 409 AppError when the email is taken (in any letter case): emails
 * are unique across organizations. Everyone works at one location at least.
 */
export async function createUserAccount(
  db: Db | Tx,
  input: CreateUserInput,
  organizationId: number = FIRST_ORGANIZATION_ID,
  // The organization's, already checked; none: the organization's first location.
  locationIds: number[] = [],
): Promise<PublicUser> {
  const data = parse(createUserInputSchema, input);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, data.email));
  if (existing) throw duplicateEmail(data.email);

  const { password, ...fields } = data;
  const defaults = await settingsOrDefaults(db, organizationId);
  try {
    const [user] = await db
      .insert(users)
      .values({
        ...fields,
        weeklyHoursLimit: fields.weeklyHoursLimit ?? defaults.defaultWeeklyHours,
        employeeType: fields.employeeType ?? defaults.defaultEmployeeType,
        organizationId,
        password: await hashPassword(password),
      })
      .returning();
    if (!user) throw new Error('user insert returned nothing');
    await placeAtLocations(
      db,
      organizationId,
      user.id,
      locationIds.length > 0 ? locationIds : [await ensureFirstLocation(db, organizationId)],
    );
    return toPublicUser(user);
  } catch (error) {
    // The check above loses a race with a concurrent insert; users_email_lower_unique does not.
    if (isUniqueViolation(error)) throw duplicateEmail(data.email);
    throw error;
  }
}
