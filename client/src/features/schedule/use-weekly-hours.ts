// GET /api/employees/weekly-hours?startDate: each employee's scheduled hours in the Monday-Sunday
// week of a date, beside the employee picker.
import { useQuery } from '@tanstack/react-query';
import { weekStart } from '@shared/domain/dates';
import { apiRequest } from '@/lib/api-client';
import { TEAM_WEEKLY_HOURS_KEY } from '@/lib/query-keys';
import type { WeeklyHours } from '@/lib/weekly-hours';

export function useWeeklyHours(date: string) {
  const monday = /^\d{4}-\d{2}-\d{2}$/.test(date) ? weekStart(date) : null;
  return useQuery<WeeklyHours[]>({
    queryKey: [...TEAM_WEEKLY_HOURS_KEY, monday],
    queryFn: () =>
      apiRequest<WeeklyHours[]>('GET', `${TEAM_WEEKLY_HOURS_KEY[0]}?startDate=${monday}`),
    enabled: monday !== null,
  });
}
