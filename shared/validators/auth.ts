// Auth inputs, shared by the sign-in form and the route. No table imports: the /auth page
// bundle stays small.
import { z } from 'zod';
import { TEXT_LIMITS, tooLongMessage } from './text-limits';

export const MIN_PASSWORD_LENGTH = 6;

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(TEXT_LIMITS.email, tooLongMessage('Email', TEXT_LIMITS.email))
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
  .max(TEXT_LIMITS.password, tooLongMessage('Password', TEXT_LIMITS.password));

export const loginSchema = z.object({ email: emailSchema, password: passwordSchema });
export type LoginInput = z.infer<typeof loginSchema>;
