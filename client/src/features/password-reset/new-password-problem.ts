// The reset page's checks, in the order a person meets them: both fields filled, the same twice,
// then the password rules the server applies (the shared passwordSchema). Each problem is a
// toast: its message is the description, and PROBLEM_TITLES names it.
import { z } from 'zod';
import { passwordSchema } from '@shared/validators/auth';

const MISSING = 'Please fill in all fields';
const MISMATCH = 'Please make sure both passwords are the same';

export const newPasswordFormSchema = z
  .object({ password: z.string(), confirmation: z.string() })
  .transform(({ password, confirmation }, ctx) => {
    const problem = (message: string) => {
      ctx.addIssue({ code: 'custom', path: ['password'], message });
      return z.NEVER;
    };
    if (!password || !confirmation) return problem(MISSING);
    if (password !== confirmation) return problem(MISMATCH);
    const checked = passwordSchema.safeParse(password);
    if (!checked.success) return problem(checked.error.issues[0]!.message);
    return { newPassword: checked.data };
  });

/** The toast title of each problem; the password rules' own messages read 'Password too short'
 * or 'Password too long' by which limit they break. */
export function problemTitle(message: string): string {
  if (message === MISSING) return 'Missing fields';
  if (message === MISMATCH) return "Passwords don't match";
  return message.includes('at least') ? 'Password too short' : 'Password too long';
}
