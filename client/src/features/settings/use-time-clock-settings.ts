// GET and PUT /api/settings/time-clock: the clock's rules and the pay rules timesheets use.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { settingsKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { timeClockSettingsResponse, type TimeClockSettings } from './time-clock-schema';

const URL = '/api/settings/time-clock';

const timeClockSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.timeClock(),
    queryFn: () => apiGet(URL, timeClockSettingsResponse),
  });

export const useTimeClockSettings = () => useQuery(timeClockSettingsQuery());

export function useSaveTimeClockSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TimeClockSettings) =>
      apiRequest('PUT', URL, timeClockSettingsResponse, values),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.timeClock(), saved);
      toast({ title: 'Settings saved', description: 'Time clock', variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Failed to save time clock settings',
        description: error.message,
        variant: 'destructive',
      }),
  });
}
