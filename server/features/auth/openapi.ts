// Sign-in routes as the OpenAPI document describes them (see server/openapi/operation.ts).
import { registrationSchema } from '@shared/validators/accounts';
import { loginSchema } from '@shared/validators/auth';
import { userResponse } from '@shared/validators/users';
import { messageResponse } from '@shared/validators/wire';
import { describeRoutes } from '../../openapi/operation';

const email = 'ana@example.com';

export const authOperations = describeRoutes('Sign-in', {
  'GET /api/user': {
    summary: 'The signed-in person, with the locations they work at',
    access: 'user',
    answer: userResponse,
  },
  'POST /api/login': {
    summary: 'Sign in',
    description: 'Sets the session cookie `sid`; the session is regenerated at each sign-in.',
    access: 'public',
    body: loginSchema,
    answer: userResponse,
    errors: {
      401: 'Wrong email or password.',
      429: 'Too many failed sign-ins from this address, or for this email from it.',
    },
    examples: { body: { email: email, password: 'correct horse' } },
  },
  'GET /api/login': {
    summary: 'Old sign-in link',
    description: 'Older links pointed here; it sends people to the sign-in page.',
    access: 'public',
    answer: { redirectTo: '/auth' },
    status: 302,
  },
  'POST /api/logout': {
    summary: 'Sign out',
    description: 'Destroys the session and clears its cookie. Answers the same when signed out.',
    access: 'public',
    answer: messageResponse,
    examples: { answer: { message: 'Signed out' } },
  },
  'POST /api/register': {
    summary: 'Create an account from an invitation',
    description: 'Signs the new person in.',
    access: 'public',
    body: registrationSchema,
    answer: userResponse,
    status: 201,
    errors: { 409: 'An account with this email exists.', 429: 'Too many failed attempts.' },
    examples: {
      body: {
        firstName: 'Ana',
        lastName: 'Lopez',
        email: email,
        password: 'correct horse',
        invitationToken: 'q3Xv9kTQ7mYc0b8n2JfW4sLrZp6hDgA1eUoKiNtB5yE',
      },
    },
  },
});
