// Every swap action answers with a toast: its success title, or its failure title with the
// server's own message. One pair of mutation callbacks serves sending, deciding and cancelling.
import { toast, toastError } from '@/lib/toast';

export function toastOutcome(success: string, failure: string, then?: () => void) {
  return {
    onSuccess: () => {
      toast({ title: success, variant: 'success' });
      then?.();
    },
    onError: (error: unknown) => toastError(failure, error),
  };
}
