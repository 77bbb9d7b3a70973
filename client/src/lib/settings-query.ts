// The settings reads more than one feature needs: the organization's (its time zone decides
// "today" everywhere) and the reminder settings (whose new-shift email toggle is the schedule's
// notify default). Both sit under settingsKeys.all.
import { queryOptions } from '@tanstack/react-query';
import {
  organizationSettingsResponse,
  reminderSettingsResponse,
} from '@shared/validators/generated/settings-responses';
import { apiGet } from './api-client';
import { settingsKeys } from './query-keys';

export const ORGANIZATION_SETTINGS_URL = '/api/organization-settings';
export const REMINDER_SETTINGS_URL = '/api/shift-reminder-settings';

export const organizationSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.organization(),
    queryFn: () => apiGet(ORGANIZATION_SETTINGS_URL, organizationSettingsResponse),
  });

export const reminderSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.reminders(),
    queryFn: () => apiGet(REMINDER_SETTINGS_URL, reminderSettingsResponse),
  });
