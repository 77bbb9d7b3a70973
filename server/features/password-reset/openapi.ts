// Password reset routes as the OpenAPI document describes them (see server/openapi/operation.ts).
import {
  passwordResetRequestSchema,
  passwordResetSchema,
  RESET_REQUESTED,
} from '@shared/validators/accounts';
import { messageResponse } from '@shared/validators/wire';
import { describeRoutes } from '../../openapi/operation';

const TOO_MANY = 'More than 10 requests from this address in 15 minutes.';

export const passwordResetOperations = describeRoutes('Password reset', {
  'POST /api/password-reset': {
    summary: 'Email a password reset link',
    description: 'Answers the same whether or not the email has an account.',
    access: 'public',
    body: passwordResetRequestSchema,
    answer: messageResponse,
    errors: { 429: TOO_MANY },
    examples: { body: { email: 'ana@example.com' }, answer: { message: RESET_REQUESTED } },
  },
  'POST /api/password-reset/verify': {
    summary: 'Set a new password with a reset link',
    access: 'public',
    body: passwordResetSchema,
    answer: messageResponse,
    errors: { 429: TOO_MANY },
    examples: {
      body: { token: 'q3Xv9kTQ7mYc0b8n2JfW4sLrZp6hDgA1eUoKiNtB5yE', newPassword: 'correct horse' },
    },
  },
});
