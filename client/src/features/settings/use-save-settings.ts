// Saving one kind of settings: the answer becomes the cached value, and a toast confirms or
// reports the failure.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';

interface SaveSettingsOptions {
  method: 'POST' | 'PATCH';
  /** Where they are saved, and the cache entry the saved answer replaces. */
  url: string;
  queryKey: QueryKey;
  successDescription: string;
  failureTitle: string;
}

/** `Sent`: what a save sends; `Saved`: the settings the server answers with (the same by default). */
export function useSaveSettings<Sent, Saved = Sent>({
  method,
  url,
  queryKey,
  successDescription,
  failureTitle,
}: SaveSettingsOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Sent) => apiRequest<Saved>(method, url, values),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      toast({ title: 'Settings saved', description: successDescription, variant: 'success' });
    },
    onError: (error) => {
      toast({ title: failureTitle, description: error.message, variant: 'destructive' });
    },
  });
}
