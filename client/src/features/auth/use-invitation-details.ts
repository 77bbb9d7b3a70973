// GET /api/employee-invitations/verify/{token} (public): who an invitation is for. A 404 carries
// the reason as its message. No retry: an invalid token stays invalid.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { invitationDetailsResponse } from '@shared/validators/generated/invitations-responses';
import { apiGet } from '@/lib/api-client';
import { invitationKeys } from '@/lib/query-keys';
import type { InvitationDetailsResponse } from '@shared/validators/invitations-responses';

/** `email` is empty for the first-manager link: whoever opens it chooses the address. */
export type InvitationDetails = InvitationDetailsResponse;

const invitationDetailsQuery = (token: string) =>
  queryOptions({
    queryKey: invitationKeys.details(token),
    queryFn: () =>
      apiGet(
        `/api/employee-invitations/verify/${encodeURIComponent(token)}`,
        invitationDetailsResponse,
      ),
    retry: false,
    // Public: nobody is signed in here, so a 401 cannot mean an expired session.
    meta: { ignoreUnauthorized: true },
  });

export function useInvitationDetails(token: string | null) {
  return useQuery({ ...invitationDetailsQuery(token ?? ''), enabled: Boolean(token) });
}
