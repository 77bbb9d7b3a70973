// Cache keys for the notifications feature. Everything sits under `all`, so one invalidation
// refreshes the badge and the list together.
import type { RoleView } from '@/lib/role-view';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (roleContext: RoleView) => [...notificationKeys.all, 'list', { roleContext }] as const,
  unreadCount: (roleContext: RoleView) =>
    [...notificationKeys.all, 'unread-count', { roleContext }] as const,
};
