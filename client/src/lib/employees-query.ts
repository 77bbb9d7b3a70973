// GET /api/employees: the organization's people. The employees tab, the schedule's pickers and
// the fill preview all read this one list.
import { queryOptions } from '@tanstack/react-query';
import type { ManagedUserResponse } from '@shared/validators/users';
import { managedUserListResponse } from '@shared/validators/generated/employees-responses';
import { apiGet } from './api-client';
import { employeeKeys } from './query-keys';

/** A team member as a manager sees them: the signed-in user's public fields and the hourly rate. */
export type Employee = ManagedUserResponse;

export const employeesQuery = () =>
  queryOptions({
    queryKey: employeeKeys.list(),
    queryFn: () => apiGet('/api/employees', managedUserListResponse),
  });
