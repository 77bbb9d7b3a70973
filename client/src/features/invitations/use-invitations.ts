// GET /api/employee-invitations (manager): the organization's invitations, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { Invitation } from './invitation';

export const INVITATIONS_KEY = ['invitations'] as const;

export const invitationsQuery = () =>
  queryOptions({
    queryKey: INVITATIONS_KEY,
    queryFn: () => apiGet<Invitation[]>('/api/employee-invitations'),
  });

export const useInvitations = () => useQuery(invitationsQuery());
