// GET /api/my-hours: the signed-in employee's scheduled hours over a period. Under the shifts
// key, so any shift change refreshes it with the schedule.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { myHoursSchema } from '@shared/validators/generated/reports';
import { apiGet } from '@/lib/api-client';
import { shiftKeys, type DateRange } from '@/lib/query-keys';

const myHoursQuery = (range: DateRange) =>
  queryOptions({
    queryKey: shiftKeys.myHours(range),
    queryFn: () => apiGet('/api/my-hours', myHoursSchema, range),
  });

export const useMyHours = (start: string, end: string) => useQuery(myHoursQuery({ start, end }));
