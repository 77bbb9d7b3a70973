// Saving Edit Shift with its toasts: one shift, or part of its series.
import type { UpdateShiftInput } from '@shared/validators/shifts';
import { toast } from '@/lib/toast';
import { toastSaved, useUpdateShift, type UpdateScope } from './use-shift-mutations';

export function useSaveShiftEdit(shiftId: number, onDone: () => void) {
  const update = useUpdateShift(shiftId);
  const save = (scope: UpdateScope, input: UpdateShiftInput) =>
    update.mutate(
      { scope, input },
      {
        onSuccess: (result) => {
          toastSaved('Shift updated successfully', result);
          onDone();
        },
        onError: (error) =>
          toast({
            title:
              scope.kind === 'one' ? 'Failed to update shift' : 'Failed to update recurring shifts',
            description: error.message,
            variant: 'destructive',
          }),
      },
    );
  return { save, isPending: update.isPending };
}
