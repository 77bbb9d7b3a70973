// API token routes as the OpenAPI document describes them (see server/openapi/operation.ts).
import {
  apiTokenListResponse,
  apiTokenResponse,
  createApiTokenSchema,
  createdApiTokenResponse,
} from '@shared/validators/api-tokens';
import { idParams } from '../../http/validate';
import { describeRoutes } from '../../openapi/operation';

export const apiTokenOperations = describeRoutes('API tokens', {
  'GET /api/api-tokens': {
    summary: "The organization's API tokens (never the tokens themselves)",
    description: 'Session only: a token cannot manage tokens.',
    access: 'manager',
    answer: apiTokenListResponse,
  },
  'POST /api/api-tokens': {
    summary: 'Create a token: shown once in this answer, stored only as a hash',
    description:
      'Send it as `Authorization: Bearer <token>`. Scopes: `read`, `write`, or `<area>:read` / `<area>:write`; write includes read. `locationIds` (absent or null: every location) limits the token to those locations: it then acts as a manager of those locations only (out-of-scope rows answer 404, organization-wide actions 403), and never beyond what its maker still manages. Only a manager of every location creates tokens.',
    access: 'manager',
    body: createApiTokenSchema,
    answer: createdApiTokenResponse,
    status: 201,
    errors: { 404: 'A location in `locationIds` is not one of the organization’s.' },
    examples: { body: { name: 'Payroll export', scopes: ['shifts:read', 'reports:read'] } },
  },
  'DELETE /api/api-tokens/:id': {
    summary: 'Revoke a token',
    access: 'manager',
    params: idParams(),
    answer: apiTokenResponse,
    errors: { 404: 'No such token in the organization.' },
  },
});
