// GET /api/preferences: a person's liked and avoided windows. The Preferences screens list one
// person's; the team grid reads everyone's in effect in the week it shows, in one call.
import { queryOptions } from '@tanstack/react-query';
import type { PreferenceResponse } from '@shared/validators/preferences-responses';
import { preferenceListResponse } from '@shared/validators/generated/preferences-responses';
import { apiGet } from './api-client';
import { preferenceKeys, type DateRange } from './query-keys';

export type Preference = PreferenceResponse;

export const employeePreferencesQuery = (employeeId: number) =>
  queryOptions({
    queryKey: preferenceKeys.ofEmployee(employeeId),
    queryFn: () => apiGet('/api/preferences', preferenceListResponse, { employeeId }),
  });

export const teamPreferencesQuery = (range: DateRange) =>
  queryOptions({
    queryKey: preferenceKeys.team(range),
    queryFn: () => apiGet('/api/preferences', preferenceListResponse, { team: 'true', ...range }),
  });
