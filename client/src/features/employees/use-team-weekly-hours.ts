// GET /api/employees/weekly-hours: each person's scheduled hours this week (Monday to Sunday in
// the organization's time zone), against their weekly limit.
import { useQuery } from '@tanstack/react-query';
import { TEAM_WEEKLY_HOURS_KEY } from '@/lib/query-keys';
import type { WeeklyHours } from '@/lib/weekly-hours';

export function useTeamWeeklyHours() {
  return useQuery<WeeklyHours[], Error, Map<number, WeeklyHours>>({
    queryKey: TEAM_WEEKLY_HOURS_KEY,
    select: (rows) => new Map(rows.map((row) => [row.employeeId, row])),
  });
}
