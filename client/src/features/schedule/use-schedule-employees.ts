// The organization's people, for the schedule's filter and pickers.
import { useQuery } from '@tanstack/react-query';
import type { ManagedUserResponse } from '@shared/validators/users';
import { employeesQuery } from '@/lib/employees-query';
import { useLocationFilter } from '@/lib/location-choice';

export type ScheduleEmployee = Pick<
  ManagedUserResponse,
  'id' | 'firstName' | 'lastName' | 'email' | 'role'
>;

export const useScheduleEmployees = () => useQuery(employeesQuery(useLocationFilter()));
