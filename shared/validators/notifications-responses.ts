// What the notification routes answer.
// The client's copy is generated/notifications-responses.ts (`npm run generate:responses`).
import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { notifications } from '../schema';
import { wireRow } from './wire';

export const notificationResponse = wireRow(createSelectSchema(notifications));
export type NotificationResponse = z.infer<typeof notificationResponse>;
export const notificationListResponse = z.array(notificationResponse);

export const unreadCountResponse = z.object({ count: z.number() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponse>;

export const markAllReadResponse = z.object({ updated: z.number() });
export type MarkAllReadResponse = z.infer<typeof markAllReadResponse>;
