// GET and POST /api/time-off-management-settings: how much time off the team may take at once.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeOffSettings } from '@shared/validators/settings';
import { timeOffSettingsResponse } from '@shared/validators/generated/settings-responses';
import { apiGet } from '@/lib/api-client';
import { settingsKeys } from '@/lib/query-keys';
import { useSaveSettings } from './use-save-settings';

const TIME_OFF_SETTINGS_URL = '/api/time-off-management-settings';

const timeOffSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.timeOff(),
    queryFn: () => apiGet(TIME_OFF_SETTINGS_URL, timeOffSettingsResponse),
  });

export const useTimeOffSettings = () => useQuery(timeOffSettingsQuery());

export const useSaveTimeOffSettings = () =>
  useSaveSettings<TimeOffSettings, typeof timeOffSettingsResponse>({
    method: 'POST',
    url: TIME_OFF_SETTINGS_URL,
    queryKey: settingsKeys.timeOff(),
    schema: timeOffSettingsResponse,
    successDescription: 'Time-off management settings have been updated.',
    failureTitle: 'Failed to update time-off settings. Please try again.',
  });
