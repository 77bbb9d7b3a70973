// Inputs of sign-up: a team creating its own organization, confirming its manager's address, and
// later deleting the organization. No table imports: the client forms use them.
import { z } from 'zod';
import { emailSchema, passwordSchema } from './auth';
import { invitationInputSchema } from './accounts';
import { businessNameSchema, timeZoneSchema, weekStartsOnSchema } from './organization';
import { MONDAY } from '../domain/dates';
import { TEXT_LIMITS } from './text-limits';

/**
 * The one answer to every accepted sign-up, new address or not: an account that already exists
 * learns so from its inbox, never from this page.
 */
export const SIGNUP_SENT =
  'Check your email: we sent you a link to confirm your address. Then sign in to build your schedule.';
export const INVALID_VERIFICATION_LINK =
  'This confirmation link is invalid, expired, or already used.';
export const SIGNUP_CLOSED = 'Sign-up is closed on this Shynk. Ask your manager for an invitation.';
export const CONFIRM_EMAIL_FIRST =
  'Confirm your email address first: follow the link we sent you, or send a new one from the banner.';
export const DELETE_NAME_MISMATCH = 'Type the organization name exactly as shown to delete it';

export const signupSchema = z.object({
  businessName: businessNameSchema,
  timeZone: timeZoneSchema,
  // Optional: a client that predates the choice signs up a Monday-first team, as before.
  weekStartsOn: weekStartsOnSchema.default(MONDAY),
  firstName: invitationInputSchema.shape.firstName,
  lastName: invitationInputSchema.shape.lastName,
  email: emailSchema,
  password: passwordSchema,
});
export type SignupInput = z.infer<typeof signupSchema>;

export const verifyEmailSchema = z.object({
  token: z
    .string({ error: INVALID_VERIFICATION_LINK })
    .trim()
    .min(1, INVALID_VERIFICATION_LINK)
    .max(TEXT_LIMITS.token, INVALID_VERIFICATION_LINK),
});

export const deleteOrganizationSchema = z.object({
  confirmName: z
    .string({ error: DELETE_NAME_MISMATCH })
    .max(TEXT_LIMITS.title, DELETE_NAME_MISMATCH),
});
