// PUT /api/notifications/{id}/read. The refresh lives in the mutation's own options, so it still
// runs after the popup that started it has closed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationResponse } from '@shared/validators/generated/notifications-responses';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { notificationKeys } from '@/lib/query-keys';

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest('PUT', `/api/notifications/${id}/read`, notificationResponse),
    onError: (error) => {
      toast({
        title: 'Failed to mark notification as read',
        description: error.message,
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
