// Weekly hours as GET /api/employees/weekly-hours answers them, and how close to
// the limit they are: 'Over Limit' above it, a yellow warning above 80 % of it.
import type { WeeklyHoursResponse } from '@shared/validators/employees-responses';

export type WeeklyHours = WeeklyHoursResponse;

export type HoursLevel = 'ok' | 'near' | 'over';

export function hoursLevel({ scheduledHours, weeklyHoursLimit }: WeeklyHours): HoursLevel {
  if (scheduledHours > weeklyHoursLimit) return 'over';
  if (scheduledHours > weeklyHoursLimit * 0.8) return 'near';
  return 'ok';
}
