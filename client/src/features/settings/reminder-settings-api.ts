// GET and POST /api/shift-reminder-settings: reminder timing and the email toggles.
import { useQuery } from '@tanstack/react-query';
import type { ReminderSettings } from '@shared/validators/settings';
import { useSaveSettings } from './use-save-settings';

export const REMINDER_SETTINGS_KEY = ['/api/shift-reminder-settings'] as const;

export const useReminderSettings = () =>
  useQuery<ReminderSettings>({ queryKey: REMINDER_SETTINGS_KEY });

export const useSaveReminderSettings = () =>
  useSaveSettings<ReminderSettings>({
    method: 'POST',
    queryKey: REMINDER_SETTINGS_KEY,
    successDescription: 'Shift reminder settings have been updated.',
    failureTitle: 'Failed to update reminder settings. Please try again.',
  });
