// GET /api/notifications/unread-count?roleContext=: the number on the bell's badge.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unreadCountResponse } from '@shared/validators/generated/notifications-responses';
import { apiGet } from '@/lib/api-client';
import type { RoleView } from '@/lib/role-view';
import { notificationKeys } from '@/lib/query-keys';

function unreadCountQuery(roleContext: RoleView) {
  return queryOptions({
    queryKey: notificationKeys.unreadCount(roleContext),
    queryFn: () => apiGet('/api/notifications/unread-count', unreadCountResponse, { roleContext }),
    meta: { errorToast: 'Failed to fetch notification count' },
  });
}

export const useUnreadCount = (roleContext: RoleView) => useQuery(unreadCountQuery(roleContext));
