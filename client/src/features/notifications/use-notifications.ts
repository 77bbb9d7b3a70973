// GET /api/notifications?roleContext=: the signed-in user's notifications for one role view,
// newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationListResponse } from '@shared/validators/generated/notifications-responses';
import { apiGet } from '@/lib/api-client';
import type { RoleView } from '@/lib/role-view';
import { notificationKeys } from '@/lib/query-keys';

function notificationsQuery(roleContext: RoleView) {
  return queryOptions({
    queryKey: notificationKeys.list(roleContext),
    queryFn: () => apiGet('/api/notifications', notificationListResponse, { roleContext }),
    meta: { errorToast: 'Failed to fetch notifications' },
  });
}

export const useNotifications = (roleContext: RoleView) =>
  useQuery(notificationsQuery(roleContext));
