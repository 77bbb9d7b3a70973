// GET and POST /api/shift-reminder-settings: reminder timing and the email toggles.
import { useQuery } from '@tanstack/react-query';
import type { ReminderSettings } from '@shared/validators/settings';
import { settingsKeys } from '@/lib/query-keys';
import { REMINDER_SETTINGS_URL, reminderSettingsQuery } from '@/lib/settings-queries';
import { useSaveSettings } from './use-save-settings';

export const useReminderSettings = () => useQuery(reminderSettingsQuery());

export const useSaveReminderSettings = () =>
  useSaveSettings<ReminderSettings>({
    method: 'POST',
    url: REMINDER_SETTINGS_URL,
    queryKey: settingsKeys.reminders(),
    successDescription: 'Shift reminder settings have been updated.',
    failureTitle: 'Failed to update reminder settings. Please try again.',
  });
