// GET and PUT /api/notification-preferences: one's own grid, or (a manager) an employee's to read.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferencesInput } from '@shared/validators/notification-preferences';
import { notificationPreferencesResponse } from '@shared/validators/generated/notification-preferences-responses';
import { apiGet, apiRequest } from '@/lib/api-client';
import { notificationPreferenceKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

const URL = '/api/notification-preferences';

export const notificationPreferencesQuery = (employeeId: number | null) =>
  queryOptions({
    queryKey: notificationPreferenceKeys.of(employeeId),
    queryFn: ({ signal }) => apiGet(URL, notificationPreferencesResponse, { employeeId }, signal),
  });

export const useNotificationPreferences = (employeeId: number | null = null) =>
  useQuery(notificationPreferencesQuery(employeeId));

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationPreferencesInput) =>
      apiRequest('PUT', URL, notificationPreferencesResponse, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationPreferenceKeys.of(null), saved);
      toast({
        title: 'Settings saved',
        description: 'Your notification preferences have been updated.',
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({
        title: 'Failed to save notification preferences. Please try again.',
        description: error.message,
        variant: 'destructive',
      });
    },
  });
}
