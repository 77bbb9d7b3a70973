// What the notification preferences route answers: the grid as it takes effect, for the kinds
// that concern the person's role, and whether the caller may change it.
// The client's copy is generated/notification-preferences-responses.ts (`npm run generate:responses`).
import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../domain/notification-kinds';

const kindChoiceResponse = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  inApp: z.boolean(),
  email: z.boolean(),
  push: z.boolean(),
  /** The organization's email toggles allow email for this kind: the ceiling of `email`. */
  emailAllowed: z.boolean(),
});

export const notificationPreferencesResponse = z.object({
  userId: z.number(),
  /** Only the person themselves may change them; a manager reads an employee's. */
  editable: z.boolean(),
  kinds: z.array(kindChoiceResponse),
  quietHours: z.object({ start: z.string(), end: z.string() }).nullable(),
});
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponse>;
