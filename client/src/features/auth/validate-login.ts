// Checks the sign-in form by the rules the server's loginSchema is built from
// (@shared/validators/sign-in-rules), without zod: /auth must stay light on a phone's first
// visit, and two fields need no schema library. validate-login.test.ts holds it to the schema.
import { TEXT_LIMITS } from '@shared/validators/text-limits';
import {
  EMAIL_PATTERN,
  MIN_PASSWORD_LENGTH,
  SIGN_IN_MESSAGES as says,
} from '@shared/validators/sign-in-rules';

export type LoginInput = { email: string; password: string };
export type LoginField = keyof LoginInput;
export type LoginErrors = Partial<Record<LoginField, string>>;

/** The first problem with the email, as the schema reports it; undefined when there is none. */
function emailProblem(email: string): string | undefined {
  if (email.length === 0) return says.emailRequired;
  if (email.length > TEXT_LIMITS.email) return says.emailTooLong;
  if (!EMAIL_PATTERN.test(email)) return says.emailInvalid;
  return undefined;
}

function passwordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return says.passwordTooShort;
  if (password.length > TEXT_LIMITS.password) return says.passwordTooLong;
  return undefined;
}

/** The credentials to send (the email trimmed and lower-cased, as the server reads it), or why not. */
export function validateLogin(
  values: LoginInput,
): { data: LoginInput; errors?: never } | { data?: never; errors: LoginErrors } {
  const email = values.email.trim();
  const errors: LoginErrors = {};
  const emailError = emailProblem(email);
  const passwordError = passwordProblem(values.password);
  if (emailError) errors.email = emailError;
  if (passwordError) errors.password = passwordError;
  if (emailError || passwordError) return { errors };
  return { data: { email: email.toLowerCase(), password: values.password } };
}
