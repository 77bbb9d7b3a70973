// Inputs of the accounts features (invitations, registration, password reset, employee edits).
// No table imports, so the client forms can use them without pulling in the schema.
import { z } from 'zod';
import { emailSchema, passwordSchema } from './auth';
import { businessNameSchema, timeZoneSchema, weekStartsOnSchema } from './organization';
import { idSchema } from './ids';
import { locationIdsSchema } from './locations';
import { TEXT_LIMITS, tooLongMessage } from './text-limits';

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(TEXT_LIMITS.name, tooLongMessage(label, TEXT_LIMITS.name));

export const REGISTRATION_NEEDS_INVITATION =
  'Registration requires a valid invitation. Please use the invitation link sent to your email.';
export const INVALID_INVITATION = 'This invitation is invalid, expired, or has already been used.';
export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired.';
export const RESET_REQUESTED =
  "If an account with that email exists, you'll receive a password reset link shortly.";

export const invitationInputSchema = z.object({
  email: emailSchema,
  firstName: name('First name'),
  lastName: name('Last name'),
  // Where the invitee will work. Absent: the inviter's locations for a manager of some locations,
  // otherwise the organization's first location.
  locationIds: locationIdsSchema.optional(),
});

export const registrationSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: emailSchema,
  password: passwordSchema,
  invitationToken: z
    .string({ error: REGISTRATION_NEEDS_INVITATION })
    .trim()
    .min(1, REGISTRATION_NEEDS_INVITATION)
    .max(TEXT_LIMITS.token, INVALID_INVITATION),
  // The first manager names the business they create; anyone else's are ignored.
  businessName: businessNameSchema.optional(),
  timeZone: timeZoneSchema.optional(),
  weekStartsOn: weekStartsOnSchema.optional(),
});

export const passwordResetRequestSchema = z.object({ email: emailSchema });

export const passwordResetSchema = z.object({
  token: z
    .string({ error: INVALID_RESET_LINK })
    .min(1, INVALID_RESET_LINK)
    .max(TEXT_LIMITS.token, INVALID_RESET_LINK),
  newPassword: passwordSchema,
});

export const MAX_WEEKLY_HOURS = 168;

export const MAX_HOURLY_RATE = 99_999_999.99;

/** Money with at most two decimals, as the column stores it. */
export const hourlyRateSchema = z
  .number({ error: 'Hourly rate must be a number' })
  .min(0, 'Hourly rate cannot be negative')
  .max(MAX_HOURLY_RATE, 'Hourly rate is too large')
  .refine(
    (rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6,
    'Hourly rate has at most two decimals',
  );

/** Weekly hours a person wants, in steps of 0.5 like the limit. */
const wantedHours = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(MAX_WEEKLY_HOURS, `${label} cannot be more than ${MAX_WEEKLY_HOURS}`)
    .refine((hours) => Number.isInteger(hours * 2), `${label} go in steps of 0.5`);

/** The minimum and target a person wants each week: absent keeps them, null clears them. */
export const wantedHoursShape = {
  minHours: wantedHours('Minimum hours').nullable().optional(),
  targetHours: wantedHours('Target hours').nullable().optional(),
};

export type WantedHours = { minHours?: number | null; targetHours?: number | null };

/** Minimum up to target, both within the weekly limit: the field errors where they are not. */
export function wantedHoursIssues(
  { minHours, targetHours }: WantedHours,
  weeklyHoursLimit: number,
) {
  const issues: { path: 'minHours' | 'targetHours'; message: string }[] = [];
  if (minHours != null && targetHours != null && minHours > targetHours)
    issues.push({ path: 'minHours', message: 'Minimum hours cannot be more than target hours' });
  const overLimit = `cannot be more than the weekly hours limit (${weeklyHoursLimit} h)`;
  // With a target, the target is the one over the limit (the minimum is at most the target).
  if (minHours != null && targetHours == null && minHours > weeklyHoursLimit)
    issues.push({ path: 'minHours', message: `Minimum hours ${overLimit}` });
  if (targetHours != null && targetHours > weeklyHoursLimit)
    issues.push({ path: 'targetHours', message: `Target hours ${overLimit}` });
  return issues;
}

/** A person's qualifications as the employee edit sends them: the whole set, each at most once. */
export const qualificationsSchema = z
  .array(
    z.object({
      positionId: idSchema,
      // Their own rate for this position; absent or null: their personal rate, else the default.
      hourlyRate: hourlyRateSchema.nullable().optional(),
    }),
    { error: 'positions must be a list' },
  )
  .max(100, 'Too many positions')
  .refine(
    (list) => new Set(list.map((p) => p.positionId)).size === list.length,
    'Each position can be listed only once',
  );
export type QualificationsInput = z.infer<typeof qualificationsSchema>;

export const employeeUpdateSchema = z
  .object({
    // A JSON number: true or [] are not hours (the form reads its field as a number).
    weeklyHoursLimit: z
      .number({ error: 'Weekly hours must be a number' })
      .min(0, 'Weekly hours cannot be negative')
      .max(MAX_WEEKLY_HOURS, 'Maximum: 168 hours per week (24 hours × 7 days)')
      .refine((hours) => Number.isInteger(hours * 2), 'Weekly hours go in steps of 0.5'),
    employeeType: z.enum(['hourly', 'salaried'], {
      error: 'Employee type must be hourly or salaried',
    }),
    role: z.enum(['employee', 'manager'], { error: 'Role must be employee or manager' }),
    // Absent leaves the rate as it is; null clears it.
    hourlyRate: hourlyRateSchema.nullable().optional(),
    // Absent leaves the qualifications as they are; a list replaces them.
    positions: qualificationsSchema.optional(),
    // Absent leaves them as they are; a list (one location at least) replaces them.
    locationIds: locationIdsSchema.optional(),
    // Managers only: false holds them to the locations they work at. Absent leaves it as it is.
    managesAllLocations: z
      .boolean({ error: 'managesAllLocations must be true or false' })
      .optional(),
    ...wantedHoursShape,
  })
  // Checked here against the limit sent with them; the server checks stored values it keeps too.
  .superRefine((update, ctx) => {
    for (const issue of wantedHoursIssues(update, update.weeklyHoursLimit))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });

export type InvitationInput = z.infer<typeof invitationInputSchema>;
export type RegistrationInput = z.infer<typeof registrationSchema>;
export type EmployeeUpdate = z.infer<typeof employeeUpdateSchema>;
