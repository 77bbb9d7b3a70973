// Saving one kind of settings: the answer becomes the cached value, and a toast confirms or
// reports the failure.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';

interface SaveSettingsOptions {
  method: 'POST' | 'PUT';
  /** The settings' cache key, whose one part is also the URL they are saved to. */
  queryKey: readonly [string];
  successDescription: string;
  failureTitle: string;
}

export function useSaveSettings<T>({
  method,
  queryKey,
  successDescription,
  failureTitle,
}: SaveSettingsOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: T) => apiRequest<T>(method, queryKey[0], values),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      toast({ title: 'Settings saved', description: successDescription, variant: 'success' });
    },
    onError: (error) => {
      toast({ title: failureTitle, description: error.message, variant: 'destructive' });
    },
  });
}
