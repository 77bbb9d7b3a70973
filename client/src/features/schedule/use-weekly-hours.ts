// Each employee's scheduled hours in the Monday-Sunday week of a date, beside the employee picker.
import { useQuery } from '@tanstack/react-query';
import { weekStart } from '@shared/domain/dates';
import { useLocationFilter } from '@/lib/location-choice';
import { weeklyHoursQuery } from '@/lib/weekly-hours';

export function useWeeklyHours(date: string) {
  const monday = /^\d{4}-\d{2}-\d{2}$/.test(date) ? weekStart(date) : undefined;
  return useQuery({
    ...weeklyHoursQuery(monday, useLocationFilter()),
    enabled: monday !== undefined,
  });
}
