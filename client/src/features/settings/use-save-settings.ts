// Saving one kind of settings: the answer becomes the cached value, and a toast confirms or
// reports the failure.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { AnswerSchema } from '@/lib/api-client';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';

interface SaveSettingsOptions<Sent, Saved extends AnswerSchema> {
  method: 'POST' | 'PATCH';
  /** Where they are saved, and the cache entry the saved answer replaces. */
  url: string;
  queryKey: QueryKey;
  /** The settings the server answers with. */
  schema: Saved;
  successDescription: string;
  failureTitle: string;
  /** What goes over the wire for `values`; by default the values themselves. */
  toBody?: (values: Sent) => unknown;
}

/** `Sent`: what a save sends; the answer, parsed by `schema`, is the settings as now stored. */
export function useSaveSettings<Sent, Saved extends AnswerSchema>({
  method,
  url,
  queryKey,
  schema,
  successDescription,
  failureTitle,
  toBody = (values) => values,
}: SaveSettingsOptions<Sent, Saved>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Sent) => apiRequest(method, url, schema, toBody(values)),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      toast({ title: 'Settings saved', description: successDescription, variant: 'success' });
    },
    onError: (error) => {
      toast({ title: failureTitle, description: error.message, variant: 'destructive' });
    },
  });
}
