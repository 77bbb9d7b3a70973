// Cache keys for the notifications feature. Everything shares the URL prefix, so one
// invalidation of `all` refreshes the badge and the list together.
import type { RoleView } from '@/lib/role-view';

export const notificationKeys = {
  all: ['/api/notifications'] as const,
  list: (roleContext: RoleView) => ['/api/notifications', 'list', roleContext] as const,
  unreadCount: (roleContext: RoleView) =>
    ['/api/notifications', 'unread-count', roleContext] as const,
};
