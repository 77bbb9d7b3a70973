// The sign-in form's resolver: the schema the server uses. The schema (and zod behind it) is
// fetched on first use, not with the page: /auth must stay light on a phone's first visit.
import type { Resolver } from 'react-hook-form';
import type { LoginInput } from '@shared/validators/auth';

export type LoginValues = { email: string; password: string };

const loadResolver = () =>
  Promise.all([import('@hookform/resolvers/zod'), import('@shared/validators/auth')]).then(
    ([{ zodResolver }, { loginSchema }]) => zodResolver(loginSchema),
  );

/** Starts fetching the schema early (e.g. when the form gets focus) so a submit does not wait. */
export function preloadLoginSchema() {
  void loadResolver();
}

export const loginResolver: Resolver<LoginValues, unknown, LoginInput> = async (...args) =>
  (await loadResolver())(...args);
