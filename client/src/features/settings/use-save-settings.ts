// Saving one kind of settings: the answer becomes the cached value, and a toast confirms or
// reports the failure.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';

interface SaveSettingsOptions {
  method: 'POST' | 'PATCH';
  /** The settings' cache key, whose one part is also the URL they are saved to. */
  queryKey: readonly [string];
  successDescription: string;
  failureTitle: string;
}

/** `Sent`: what a save sends; `Saved`: the settings the server answers with (the same by default). */
export function useSaveSettings<Sent, Saved = Sent>({
  method,
  queryKey,
  successDescription,
  failureTitle,
}: SaveSettingsOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Sent) => apiRequest<Saved>(method, queryKey[0], values),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      toast({ title: 'Settings saved', description: successDescription, variant: 'success' });
    },
    onError: (error) => {
      toast({ title: failureTitle, description: error.message, variant: 'destructive' });
    },
  });
}
