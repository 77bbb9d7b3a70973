// What an email and a password must be, in numbers, words and one pattern: the API's schemas
// (auth.ts) are built from these, and the Sign In form checks them as typed without loading zod.
// No zod here: the sign-in page reads this module.
import { TEXT_LIMITS, tooLongMessage } from './text-limits';

export const MIN_PASSWORD_LENGTH = 6;

export const SIGN_IN_MESSAGES = {
  emailRequired: 'Email is required',
  emailTooLong: tooLongMessage('Email', TEXT_LIMITS.email),
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  passwordTooLong: tooLongMessage('Password', TEXT_LIMITS.password),
} as const;

/** Zod's own email pattern (z.email's default), written out so it can be used without zod. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
