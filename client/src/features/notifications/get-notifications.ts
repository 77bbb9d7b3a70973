// GET /api/notifications?roleContext=: the signed-in user's notifications for one role view,
// newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { RoleView } from '@/lib/role-view';
import { notificationKeys } from './notification-keys';
import type { UserNotification } from './types';

function notificationsQuery(roleContext: RoleView) {
  return queryOptions({
    queryKey: notificationKeys.list(roleContext),
    queryFn: () =>
      apiRequest<UserNotification[]>('GET', `/api/notifications?roleContext=${roleContext}`),
    meta: { errorToast: 'Failed to fetch notifications' },
  });
}

export const useNotifications = (roleContext: RoleView) =>
  useQuery(notificationsQuery(roleContext));
