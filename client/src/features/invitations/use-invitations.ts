// GET /api/employee-invitations (manager): the organization's invitations, newest first.
import { useQuery } from '@tanstack/react-query';
import type { Invitation } from './invitation';

export const INVITATIONS_KEY = ['/api/employee-invitations'] as const;

export function useInvitations() {
  return useQuery<Invitation[]>({ queryKey: INVITATIONS_KEY });
}
