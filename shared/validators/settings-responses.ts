// What the settings routes answer: each settings row as stored, and the organization's
// settings with the business name and time zone beside them.
// The client's copy is generated/settings-responses.ts (`npm run generate:responses`).
import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { organizationSettings, shiftReminderSettings, timeOffManagementSettings } from '../schema';
import { timestampSchema, wireRow } from './wire';

export const reminderSettingsResponse = wireRow(createSelectSchema(shiftReminderSettings));
export type ReminderSettingsResponse = z.infer<typeof reminderSettingsResponse>;

export const timeOffSettingsResponse = wireRow(createSelectSchema(timeOffManagementSettings));
export type TimeOffSettingsResponse = z.infer<typeof timeOffSettingsResponse>;

export const organizationSettingsResponse = createSelectSchema(organizationSettings)
  .omit({ id: true, organizationId: true, createdAt: true, updatedAt: true })
  .extend({
    updatedAt: timestampSchema,
    businessName: z.string(),
    timeZone: z.string(),
    weekStartsOn: z.number().int().min(0).max(6),
  });
export type OrganizationSettingsResponse = z.infer<typeof organizationSettingsResponse>;
