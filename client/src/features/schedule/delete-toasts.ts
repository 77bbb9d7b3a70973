// What every shift deletion (one shift, a series, a selection) tells the manager when it ends.
import { toast } from '@/lib/toast';

/** Mutation callbacks: the success toast then `onDeleted`, or the failure toast with the reason. */
export const deleteToasts = (onDeleted: () => void) => ({
  onSuccess: () => {
    toast({ title: 'Shift deleted successfully', variant: 'success' });
    onDeleted();
  },
  onError: (error: Error) =>
    toast({ title: 'Failed to delete shift', description: error.message, variant: 'destructive' }),
});
