// The organization's people, for the schedule's filter and pickers.
import { useQuery } from '@tanstack/react-query';
import type { ManagedUserResponse } from '@shared/validators/users';
import { employeesQuery } from '@/lib/employees-query';

export type ScheduleEmployee = Pick<
  ManagedUserResponse,
  'id' | 'firstName' | 'lastName' | 'email' | 'role'
>;

/**
 * Everyone the reader may see, whatever location the header shows: a location's grid keeps the
 * people from elsewhere who work its shifts (rowAtLocation), so the list is not narrowed here.
 */
export const useScheduleEmployees = () => useQuery(employeesQuery());
