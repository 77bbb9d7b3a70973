// GET and POST /api/time-off-management-settings: how much time off the team may take at once.
import { useQuery } from '@tanstack/react-query';
import type { TimeOffSettings } from '@shared/validators/settings';
import { useSaveSettings } from './use-save-settings';

export const TIME_OFF_SETTINGS_KEY = ['/api/time-off-management-settings'] as const;

export const useTimeOffSettings = () =>
  useQuery<TimeOffSettings>({ queryKey: TIME_OFF_SETTINGS_KEY });

export const useSaveTimeOffSettings = () =>
  useSaveSettings<TimeOffSettings>({
    method: 'POST',
    queryKey: TIME_OFF_SETTINGS_KEY,
    successDescription: 'Time-off management settings have been updated.',
    failureTitle: 'Failed to update time-off settings. Please try again.',
  });
