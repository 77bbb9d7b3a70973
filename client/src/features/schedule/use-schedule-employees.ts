// The organization's people, for the schedule's filter and pickers.
import { useQuery } from '@tanstack/react-query';
import { employeesQuery } from '@/lib/employees-query';
import type { AssignedEmployee } from './shift';

export type ScheduleEmployee = AssignedEmployee & { email: string; role: string };

export const useScheduleEmployees = () => useQuery(employeesQuery());
