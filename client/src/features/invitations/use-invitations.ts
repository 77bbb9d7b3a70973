// GET /api/employee-invitations (manager): the organization's invitations, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { invitationListResponse } from '@shared/validators/generated/invitations-responses';
import { apiGet } from '@/lib/api-client';
import { invitationKeys } from '@/lib/query-keys';

export const invitationsQuery = () =>
  queryOptions({
    queryKey: invitationKeys.list(),
    queryFn: () => apiGet('/api/employee-invitations', invitationListResponse),
  });

export const useInvitations = () => useQuery(invitationsQuery());
