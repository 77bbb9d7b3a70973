// Weekly hours as GET /api/employees/weekly-hours answers them, and how close to
// the limit they are: 'Over Limit' above it, a yellow warning above 80 % of it.
export interface WeeklyHours {
  employeeId: number;
  scheduledHours: number;
  remainingHours: number;
  weeklyHoursLimit: number;
}

export type HoursLevel = 'ok' | 'near' | 'over';

export function hoursLevel({ scheduledHours, weeklyHoursLimit }: WeeklyHours): HoursLevel {
  if (scheduledHours > weeklyHoursLimit) return 'over';
  if (scheduledHours > weeklyHoursLimit * 0.8) return 'near';
  return 'ok';
}
