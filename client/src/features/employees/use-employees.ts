// GET /api/employees: the organization's people. Managers get every public field of each.
import { useQuery } from '@tanstack/react-query';
import type { ManagedUserResponse } from '@shared/validators/users';
import { EMPLOYEES_KEY } from '@/lib/query-keys';

/** A team member as a manager sees them: the signed-in user's public fields and the hourly rate. */
export type Employee = ManagedUserResponse;

export function useEmployees() {
  return useQuery<Employee[]>({ queryKey: EMPLOYEES_KEY });
}
