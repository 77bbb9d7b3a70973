// GET /api/employee-invitations (manager): the organization's invitations, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { invitationListResponse } from '@shared/validators/generated/invitations-responses';
import { apiGet } from '@/lib/api-client';

export const INVITATIONS_KEY = ['invitations'] as const;

export const invitationsQuery = () =>
  queryOptions({
    queryKey: INVITATIONS_KEY,
    queryFn: () => apiGet('/api/employee-invitations', invitationListResponse),
  });

export const useInvitations = () => useQuery(invitationsQuery());
