// GET /api/employees, for the schedule's filter and pickers: only the fields it shows.
import { useQuery } from '@tanstack/react-query';
import { EMPLOYEES_KEY } from '@/lib/query-keys';
import type { AssignedEmployee } from './shift';

export type ScheduleEmployee = AssignedEmployee & { email: string; role: string };

export const useScheduleEmployees = () => useQuery<ScheduleEmployee[]>({ queryKey: EMPLOYEES_KEY });
