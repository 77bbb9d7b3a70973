// Settings routes as the OpenAPI document describes them (see server/openapi/operation.ts).
import {
  organizationSettingsPatchSchema,
  reminderSettingsSchema,
  timeOffSettingsSchema,
} from '@shared/validators/settings';
import {
  organizationSettingsResponse,
  reminderSettingsResponse,
  timeOffSettingsResponse,
} from '@shared/validators/settings-responses';
import { describeRoutes } from '../../openapi/operation';

export const settingsOperations = describeRoutes('Settings', {
  'GET /api/shift-reminder-settings': {
    summary: 'When shift reminders go out',
    access: 'manager',
    answer: reminderSettingsResponse,
  },
  'POST /api/shift-reminder-settings': {
    summary: 'Save the shift reminder settings',
    access: 'manager',
    body: reminderSettingsSchema,
    answer: reminderSettingsResponse,
  },
  'GET /api/time-off-management-settings': {
    summary: 'The time-off policy',
    access: 'user',
    answer: timeOffSettingsResponse,
  },
  'POST /api/time-off-management-settings': {
    summary: 'Save the time-off policy',
    access: 'manager',
    body: timeOffSettingsSchema,
    answer: timeOffSettingsResponse,
  },
  'GET /api/organization-settings': {
    summary: "The organization's settings: time zone, scheduling rules, currency",
    access: 'user',
    answer: organizationSettingsResponse,
  },
  'PATCH /api/organization-settings': {
    summary: 'Change some organization settings',
    description: 'Only the fields sent change.',
    access: 'manager',
    body: organizationSettingsPatchSchema,
    answer: organizationSettingsResponse,
    examples: { body: { timeZone: 'Europe/Madrid', minRestHours: 10 } },
  },
});
