// What the invitation routes answer: the manager's list and new invitation, and what an
// invitee's page learns from a token.
// The client's copy is generated/invitations-responses.ts (`npm run generate:responses`).
import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { employeeInvitations } from '../schema';
import { timestampSchema, wireRow } from './wire';

export const invitationResponse = wireRow(createSelectSchema(employeeInvitations));
export type InvitationResponse = z.infer<typeof invitationResponse>;

/** In the list: the status as people see it (expired once past its date) and who invited. */
export const invitationListResponse = z.array(
  invitationResponse.extend({
    inviter: z
      .object({
        firstName: z.string().nullable(),
        lastName: z.string().nullable(),
        email: z.string().nullable(),
      })
      .nullable(),
  }),
);
export type InvitationListResponse = z.infer<typeof invitationListResponse>;

/**
 * What an open invitation tells the page that accepts it. `firstManager`: the first-run link,
 * whose holder creates the business rather than joining it.
 */
export const invitationDetailsResponse = invitationResponse
  .pick({ email: true, firstName: true, lastName: true, role: true })
  .extend({ firstManager: z.boolean(), expiresAt: timestampSchema });
export type InvitationDetailsResponse = z.infer<typeof invitationDetailsResponse>;
