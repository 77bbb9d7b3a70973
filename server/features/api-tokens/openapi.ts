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
      'Send it as `Authorization: Bearer <token>`. Scopes: `read`, `write`, or `<area>:read` / `<area>:write`; write includes read.',
    access: 'manager',
    body: createApiTokenSchema,
    answer: createdApiTokenResponse,
    status: 201,
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
