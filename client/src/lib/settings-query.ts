// The settings reads more than one feature needs: the organization's (its time zone decides
// "today" everywhere), the reminder settings (whose new-shift email toggle is the schedule's
// notify default) and the time-off policy (whose notice decides the request form's first day).
// All sit under settingsKeys.all.
import { queryOptions } from '@tanstack/react-query';
import {
  organizationSettingsResponse,
  reminderSettingsResponse,
  timeOffSettingsResponse,
} from '@shared/validators/generated/settings-responses';
import { apiGet } from './api-client';
import { settingsKeys } from './query-keys';

export const ORGANIZATION_SETTINGS_URL = '/api/organization-settings';
export const REMINDER_SETTINGS_URL = '/api/shift-reminder-settings';
export const TIME_OFF_SETTINGS_URL = '/api/time-off-management-settings';

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

export const timeOffSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.timeOff(),
    queryFn: () => apiGet(TIME_OFF_SETTINGS_URL, timeOffSettingsResponse),
  });
