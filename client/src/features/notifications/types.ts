// A notification as the client receives it: dates arrive as ISO strings.
import type { NOTIFICATION_TYPES } from '@shared/schema';
import type { NotificationResponse } from '@shared/validators/notifications-responses';

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export type UserNotification = NotificationResponse;
