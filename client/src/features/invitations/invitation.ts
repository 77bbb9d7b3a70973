// An invitation as GET /api/employee-invitations sends it: the table's row with timestamps as ISO
// strings, plus who sent it.
import type { InvitationListResponse } from '@shared/validators/invitations-responses';

export type Invitation = InvitationListResponse[number];

export type InvitationStatus = Invitation['status'];

/**
 * The status people see: expired when marked so or past its expiry. The server already
 * answers that way; a list kept open across the expiry moment still reads right.
 */
export function effectiveStatus(invitation: Invitation, now: Date = new Date()): InvitationStatus {
  if (invitation.status !== 'pending') return invitation.status;
  return new Date(invitation.expiresAt) <= now ? 'expired' : 'pending';
}

/** The link an invited person opens: {origin}/invite/{token}. */
export function invitationUrl(token: string): string {
  return `${window.location.origin}/invite/${token}`;
}
