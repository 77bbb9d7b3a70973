// What a person sends to change their notification preferences, and how a manager names whose
// preferences to read.
import { z } from 'zod';
import { normalizeTime } from '../domain/shift-time';
import { NOTIFICATION_KINDS, type NotificationKind } from '../domain/notification-kinds';
import { idSchema } from './ids';

const channelChoiceSchema = z.strictObject({
  inApp: z.boolean(),
  email: z.boolean(),
  push: z.boolean(),
});

const quietTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/, 'Times must be HH:MM (24-hour)')
  .transform(normalizeTime);

/** Every kind may be named; a kind left out keeps what the person chose before. */
const channelsSchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, channelChoiceSchema.optional()])) as {
    [K in NotificationKind]: z.ZodOptional<typeof channelChoiceSchema>;
  },
);

export const notificationPreferencesInput = z.strictObject({
  channels: channelsSchema,
  /** null: no quiet hours. */
  quietHours: z.strictObject({ start: quietTimeSchema, end: quietTimeSchema }).nullable(),
});
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInput>;

/** Absent: the caller's own. A manager may name one of their organization's people. */
export const notificationPreferencesQuery = z.strictObject({ employeeId: idSchema.optional() });
