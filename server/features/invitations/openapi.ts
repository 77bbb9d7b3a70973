// Invitation routes as the OpenAPI document describes them (see server/openapi/operation.ts).
import { invitationInputSchema } from '@shared/validators/accounts';
import {
  invitationDetailsResponse,
  invitationListResponse,
  invitationResponse,
} from '@shared/validators/invitations-responses';
import { messageResponse } from '@shared/validators/wire';
import { idParams } from '../../http/validate';
import { describeRoutes } from '../../openapi/operation';
import { invitationTokenParams } from './routes';

export const invitationOperations = describeRoutes('Invitations', {
  'GET /api/employee-invitations': {
    summary: "The organization's invitations",
    access: 'manager',
    answer: invitationListResponse,
  },
  'POST /api/employee-invitations': {
    summary: 'Invite a person by email',
    access: 'manager',
    body: invitationInputSchema,
    answer: invitationResponse,
    status: 201,
    description:
      'locationIds: where the invitee will work once they accept. Absent: a manager of some locations invites to all of theirs, other managers to the first location.',
    errors: {
      404: "A location that is not the organization's, or not one of a location manager's.",
      409: 'The email has an account, or a pending invitation.',
    },
    examples: { body: { email: 'ben@example.com', firstName: 'Ben', lastName: 'Okafor' } },
  },
  'DELETE /api/employee-invitations/:id': {
    summary: 'Withdraw an invitation',
    access: 'manager',
    params: idParams(),
    answer: messageResponse,
    errors: { 404: 'No such invitation in the organization.', 409: 'It was accepted.' },
    examples: { answer: { message: 'Invitation deleted' } },
  },
  'GET /api/employee-invitations/verify/:token': {
    summary: "An invitation's details, for its sign-up page",
    access: 'public',
    params: invitationTokenParams,
    answer: invitationDetailsResponse,
    errors: {
      404: 'The invitation is unknown, expired or used.',
      429: 'Too many unknown or used tokens from this address.',
    },
  },
});
