// The Sign In form's check is a second copy of the server's loginSchema: it must accept, refuse
// and word every case the same way, so the form never lets through what the API refuses.
import { describe, expect, it } from 'vitest';
import { loginSchema } from '@shared/validators/auth';
import { validateLogin, type LoginErrors } from './validate-login';

function bySchema(values: { email: string; password: string }) {
  const result = loginSchema.safeParse(values);
  if (result.success) return { data: result.data };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof LoginErrors;
    errors[field] ??= issue.message;
  }
  return { errors };
}

const emails = [
  '',
  '   ',
  'sam@example.com',
  '  Sam.Doe+shifts@Example.CO.uk  ',
  'not-an-email',
  'sam@localhost',
  'sam@@example.com',
  'sam@example.c',
  '.sam@example.com',
  "o'brien@example.ie",
  'sam..doe@example.com',
  `${'a'.repeat(243)}@example.com`,
  `${'a'.repeat(242)}@example.com`,
  `  ${'a'.repeat(242)}@example.com  `,
];
const passwords = ['', '12345', '123456', ' spaced ', 'x'.repeat(200), 'x'.repeat(201)];

describe('validateLogin', () => {
  it.each(emails.flatMap((email) => passwords.map((password) => [email, password] as const)))(
    'judges %j with password %j as loginSchema does',
    (email, password) => {
      expect(validateLogin({ email, password })).toEqual(bySchema({ email, password }));
    },
  );
});
