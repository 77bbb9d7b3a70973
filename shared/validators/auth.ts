// Auth inputs as the API parses them, built from the rules in sign-in-rules.ts, which the Sign In
// form checks without zod. No table imports: forms that load this stay small.
import { z } from 'zod';
import { EMAIL_PATTERN, MIN_PASSWORD_LENGTH, SIGN_IN_MESSAGES as says } from './sign-in-rules';
import { TEXT_LIMITS } from './text-limits';

export { MIN_PASSWORD_LENGTH };

export const emailSchema = z
  .string({ error: says.emailRequired })
  .trim()
  .min(1, says.emailRequired)
  .max(TEXT_LIMITS.email, says.emailTooLong)
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: says.emailInvalid }))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: says.passwordRequired })
  .min(MIN_PASSWORD_LENGTH, says.passwordTooShort)
  .max(TEXT_LIMITS.password, says.passwordTooLong);

export const loginSchema = z.object({ email: emailSchema, password: passwordSchema });
export type LoginInput = z.infer<typeof loginSchema>;
