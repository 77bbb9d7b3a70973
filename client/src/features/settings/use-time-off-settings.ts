// GET and POST /api/time-off-management-settings: how much time off the team may take at once.
import { useQuery } from '@tanstack/react-query';
import type { TimeOffSettings } from '@shared/validators/settings';
import { timeOffSettingsResponse } from '@shared/validators/generated/settings-responses';
import { settingsKeys } from '@/lib/query-keys';
import { TIME_OFF_SETTINGS_URL, timeOffSettingsQuery } from '@/lib/settings-query';
import { useSaveSettings } from './use-save-settings';

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
