// GET /api/employees: the organization's people. Managers get every public field of each.
import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@/lib/current-user';
import { EMPLOYEES_KEY } from '@/lib/query-keys';

/** A team member as a manager sees them: the same public fields as the signed-in user's. */
export type Employee = SessionUser;

export function useEmployees() {
  return useQuery<Employee[]>({ queryKey: EMPLOYEES_KEY });
}
