// Checks the sign-in form with the schema the server uses. The schema (and zod behind it) is
// fetched on first use, not with the page: /auth must stay light on a phone's first visit.
import type { LoginInput } from '@shared/validators/auth';

export type LoginField = keyof LoginInput;
export type LoginErrors = Partial<Record<LoginField, string>>;

const loadSchema = () => import('@shared/validators/auth').then((module) => module.loginSchema);

/** Starts fetching the schema early (e.g. when the form gets focus) so a submit does not wait. */
export function preloadLoginSchema() {
  void loadSchema();
}

export async function validateLogin(
  values: Record<LoginField, string>,
): Promise<{ data: LoginInput; errors?: never } | { data?: never; errors: LoginErrors }> {
  const result = (await loadSchema()).safeParse(values);
  if (result.success) return { data: result.data };
  const errors: LoginErrors = {};
  // The first problem of each field, as a form library would show it.
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field])
      errors[field] = issue.message;
  }
  return { errors };
}
