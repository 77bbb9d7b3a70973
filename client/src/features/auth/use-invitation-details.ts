// GET /api/employee-invitations/verify/{token} (public): who an invitation is for. A 404 carries
// the reason as its message. No retry: an invalid token stays invalid.
import { useQuery } from '@tanstack/react-query';
import type { InvitationDetailsResponse } from '@shared/validators/invitations-responses';

/** `email` is empty for the first-manager link: whoever opens it chooses the address. */
export type InvitationDetails = InvitationDetailsResponse;

export function invitationDetailsKey(token: string) {
  return ['/api/employee-invitations/verify', token] as const;
}

export function useInvitationDetails(token: string | null) {
  return useQuery<InvitationDetails>({
    queryKey: invitationDetailsKey(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    // Public: nobody is signed in here, so a 401 cannot mean an expired session.
    meta: { ignoreUnauthorized: true },
  });
}
