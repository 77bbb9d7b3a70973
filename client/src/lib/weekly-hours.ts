// Weekly hours as GET /api/employees/weekly-hours answers them, and how close to
// the limit they are: 'Over Limit' above it, a yellow warning above 80 % of it.
import { queryOptions } from '@tanstack/react-query';
import type { WeeklyHoursResponse } from '@shared/validators/employees-responses';
import { teamWeeklyHoursResponse } from '@shared/validators/generated/employees-responses';
import { apiGet } from './api-client';
import type { LocationFilter } from './location-choice';
import { employeeKeys } from './query-keys';

export type WeeklyHours = WeeklyHoursResponse;

export type HoursLevel = 'ok' | 'near' | 'over';

export function hoursLevel({ scheduledHours, weeklyHoursLimit }: WeeklyHours): HoursLevel {
  if (scheduledHours > weeklyHoursLimit) return 'over';
  if (scheduledHours > weeklyHoursLimit * 0.8) return 'near';
  return 'ok';
}

/** GET /api/employees/weekly-hours: the week of `startDate`, or this week in the organization's
 * time zone when it is omitted. */
export const weeklyHoursQuery = (startDate?: string, filter: LocationFilter = {}) =>
  queryOptions({
    queryKey: employeeKeys.weeklyHours(startDate, filter),
    queryFn: () =>
      apiGet('/api/employees/weekly-hours', teamWeeklyHoursResponse, { startDate, ...filter }),
  });
