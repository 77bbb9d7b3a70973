// GET and POST /api/shift-reminder-settings: reminder timing and the email toggles.
import { useQuery } from '@tanstack/react-query';
import type { ReminderSettings } from '@shared/validators/settings';
import { reminderSettingsResponse } from '@shared/validators/generated/settings-responses';
import { settingsKeys } from '@/lib/query-keys';
import { REMINDER_SETTINGS_URL, reminderSettingsQuery } from '@/lib/settings-query';
import { useSaveSettings } from './use-save-settings';

export const useReminderSettings = () => useQuery(reminderSettingsQuery());

export const useSaveReminderSettings = () =>
  useSaveSettings<ReminderSettings, typeof reminderSettingsResponse>({
    method: 'POST',
    url: REMINDER_SETTINGS_URL,
    queryKey: settingsKeys.reminders(),
    schema: reminderSettingsResponse,
    successDescription: 'Shift reminder settings have been updated.',
    failureTitle: 'Failed to update reminder settings. Please try again.',
  });
