// The reset page's own checks, in the order a person meets them, as the toast each one shows.
import { MIN_PASSWORD_LENGTH } from '@shared/validators/auth';

export interface Problem {
  title: string;
  description: string;
}

export function newPasswordProblem(password: string, confirmation: string): Problem | null {
  if (!password || !confirmation) {
    return { title: 'Missing fields', description: 'Please fill in all fields' };
  }
  if (password !== confirmation) {
    return {
      title: "Passwords don't match",
      description: 'Please make sure both passwords are the same',
    };
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    return {
      title: 'Password too short',
      description: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
    };
  }
  return null;
}
