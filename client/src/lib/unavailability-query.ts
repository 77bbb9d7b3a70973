// GET /api/employee-preferences: recurring unavailability, everyone's for a manager. The Time Away
// tabs list it and the team grid shades the hours it covers.
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api-client';
import { unavailabilityKeys } from './query-keys';

/** A weekly span someone cannot work: dayOfWeek 0 = Sunday .. 6 = Saturday. */
export type Unavailability = {
  id: number;
  employeeId: number;
  employeeName?: string;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  effectiveFrom: string | null;
  effectiveUntil: string | null;
  notes: string | null;
};

export const teamUnavailabilityQuery = () =>
  queryOptions({
    queryKey: unavailabilityKeys.team(),
    queryFn: () => apiGet<Unavailability[]>('/api/employee-preferences'),
  });
