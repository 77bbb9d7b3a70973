// GET /api/notifications/unread-count?roleContext=: the number on the bell's badge.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { RoleView } from '@/lib/role-view';
import { notificationKeys } from './notification-keys';
import type { UnreadCountResponse } from '@shared/validators/notifications-responses';

function unreadCountQuery(roleContext: RoleView) {
  return queryOptions({
    queryKey: notificationKeys.unreadCount(roleContext),
    queryFn: () =>
      apiRequest<UnreadCountResponse>(
        'GET',
        `/api/notifications/unread-count?roleContext=${roleContext}`,
      ),
    meta: { errorToast: 'Failed to fetch notification count' },
  });
}

export const useUnreadCount = (roleContext: RoleView) => useQuery(unreadCountQuery(roleContext));
