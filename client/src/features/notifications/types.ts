// A notification as the client receives it: dates arrive as ISO strings.
import type { NOTIFICATION_TYPES } from '@shared/schema';
import type { RoleView } from '@/lib/role-view';

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export interface UserNotification {
  id: number;
  title: string;
  message: string;
  type: NotificationType;
  roleContext: RoleView;
  read: boolean;
  createdAt: string;
}
