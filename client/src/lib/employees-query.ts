// GET /api/employees: the organization's people. The employees tab, the schedule's pickers and
// the fill preview all read this one list.
import { queryOptions } from '@tanstack/react-query';
import type { ManagedEmployeeResponse } from '@shared/validators/employees-responses';
import { managedUserListResponse } from '@shared/validators/generated/employees-responses';
import { apiGet } from './api-client';
import type { LocationFilter } from './location-choice';
import { employeeKeys } from './query-keys';

/**
 * A team member as a manager sees them: the signed-in user's public fields, the hourly rate and
 * the positions they are qualified for.
 */
export type Employee = ManagedEmployeeResponse;

/** `filter`: only the people who work at the manager's chosen location. */
export const employeesQuery = (filter: LocationFilter = {}) =>
  queryOptions({
    queryKey: employeeKeys.list(filter),
    queryFn: () => apiGet('/api/employees', managedUserListResponse, filter),
  });
