// Each employee's scheduled hours in the organization's week holding a date, beside the employee
// picker.
import { useQuery } from '@tanstack/react-query';
import { weekStart } from '@shared/domain/dates';
import { useLocationFilter } from '@/lib/location-choice';
import { useWeekStartsOn } from '@/lib/use-organization-today';
import { weeklyHoursQuery } from '@/lib/weekly-hours';

export function useWeeklyHours(date: string) {
  const weekStartsOn = useWeekStartsOn();
  const firstDay = /^\d{4}-\d{2}-\d{2}$/.test(date) ? weekStart(date, weekStartsOn) : undefined;
  return useQuery({
    ...weeklyHoursQuery(firstDay, useLocationFilter()),
    enabled: firstDay !== undefined,
  });
}
