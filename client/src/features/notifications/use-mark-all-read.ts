// PUT /api/notifications/read-all with { roleContext }: one request marks the whole view read,
// however many notifications it holds.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markAllReadResponse } from '@shared/validators/generated/notifications-responses';
import { apiRequest } from '@/lib/api-client';
import type { RoleView } from '@/lib/role-view';
import { toast } from '@/lib/toast';
import { notificationKeys } from '@/lib/query-keys';

export function useMarkAllRead(roleContext: RoleView) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('PUT', '/api/notifications/read-all', markAllReadResponse, { roleContext }),
    onError: (error) => {
      toast({
        title: 'Failed to mark notifications as read',
        description: error.message,
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
