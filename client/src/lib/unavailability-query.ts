// GET /api/employee-preferences: recurring unavailability, everyone's for a manager. The Time Away
// tabs list it and the team grid shades the hours it covers.
import { queryOptions } from '@tanstack/react-query';
import type { UnavailabilityResponse } from '@shared/validators/unavailability-responses';
import { teamUnavailabilityResponse } from '@shared/validators/generated/unavailability-responses';
import { apiGet } from './api-client';
import { unavailabilityKeys } from './query-keys';

/** A weekly span someone cannot work (dayOfWeek 0 = Sunday .. 6 = Saturday); the manager's list
 * of the whole team adds the person's name. */
export type Unavailability = UnavailabilityResponse & { employeeName?: string };

export const teamUnavailabilityQuery = () =>
  queryOptions({
    queryKey: unavailabilityKeys.team(),
    queryFn: () => apiGet('/api/employee-preferences', teamUnavailabilityResponse),
  });
