// GET /api/employees, for the schedule's filter and pickers: only the fields it shows.
import { useQuery } from '@tanstack/react-query';
import type { ManagedUserResponse } from '@shared/validators/users';
import { EMPLOYEES_KEY } from '@/lib/query-keys';

export type ScheduleEmployee = Pick<
  ManagedUserResponse,
  'id' | 'firstName' | 'lastName' | 'email' | 'role'
>;

export const useScheduleEmployees = () => useQuery<ScheduleEmployee[]>({ queryKey: EMPLOYEES_KEY });
