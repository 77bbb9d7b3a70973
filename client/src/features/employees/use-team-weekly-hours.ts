// Each person's scheduled hours this week (Monday to Sunday in the organization's time zone),
// against their weekly limit, by employee id.
import { useQuery } from '@tanstack/react-query';
import { useLocationFilter } from '@/lib/location-choice';
import { weeklyHoursQuery } from '@/lib/weekly-hours';

export function useTeamWeeklyHours() {
  return useQuery({
    ...weeklyHoursQuery(undefined, useLocationFilter()),
    select: (rows) => new Map(rows.map((row) => [row.employeeId, row])),
  });
}
