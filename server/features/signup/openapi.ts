// Sign-up routes as the OpenAPI document describes them (see server/openapi/operation.ts).
import {
  SIGNUP_CLOSED,
  SIGNUP_SENT,
  signupSchema,
  verifyEmailSchema,
} from '@shared/validators/signup';
import { signupAvailabilityResponse } from '@shared/validators/signup-responses';
import { userResponse } from '@shared/validators/users';
import { messageResponse } from '@shared/validators/wire';
import { describeRoutes } from '../../openapi/operation';

export const signupOperations = describeRoutes('Sign-up', {
  'GET /api/signup': {
    summary: 'Whether visitors may create organizations here',
    access: 'public',
    answer: signupAvailabilityResponse,
    examples: { answer: { enabled: true } },
  },
  'POST /api/signup': {
    summary: 'Create an organization and its first manager',
    description:
      'Answers the same whether or not the email already has an account; that address is told by email instead. The account starts unconfirmed: a single-use link, valid 24 hours, is emailed.',
    access: 'public',
    body: signupSchema,
    answer: messageResponse,
    status: 202,
    errors: {
      404: SIGNUP_CLOSED,
      429: 'More than 10 sign-ups from this address, or 3 for this email, in an hour.',
    },
    examples: {
      body: {
        businessName: 'Corner Café',
        timeZone: 'Europe/London',
        weekStartsOn: 1,
        firstName: 'Maya',
        lastName: 'Quinn',
        email: 'maya@example.com',
        password: 'correct horse',
      },
      answer: { message: SIGNUP_SENT },
    },
  },
  'POST /api/signup/verify': {
    summary: 'Confirm a sign-up by its emailed link, and sign in',
    access: 'public',
    body: verifyEmailSchema,
    answer: userResponse,
    errors: { 429: 'Too many unknown or used links from this address in 15 minutes.' },
    examples: { body: { token: 'q3Xv9kTQ7mYc0b8n2JfW4sLrZp6hDgA1eUoKiNtB5yE' } },
  },
  'POST /api/signup/resend': {
    summary: 'Email a new confirmation link',
    access: 'manager',
    answer: messageResponse,
    errors: { 429: 'More than 5 links in an hour.' },
  },
});
