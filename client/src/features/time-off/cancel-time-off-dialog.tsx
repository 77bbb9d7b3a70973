// Cancel Time-Off: a manager withdraws approved time off that has not ended, with a reason.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { cancelTimeOffSchema } from '@shared/validators/time-off';
import { TEXT_LIMITS } from '@shared/validators/text-limits';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast, toastError } from '@/lib/toast';
import { FormActions, FormDialog } from '@/components/form-dialog';
import { describeDates, type TimeOffRequest } from './time-off';
import { useCancelTimeOff } from './use-time-off';

function CancelForm({ request, onClose }: { request: TimeOffRequest; onClose: () => void }) {
  const form = useForm({
    defaultValues: { reason: '' },
    resolver: zodResolver(cancelTimeOffSchema),
  });
  const error = form.formState.errors.reason?.message;
  const cancel = useCancelTimeOff();
  const submit = form.handleSubmit(({ reason }) =>
    cancel.mutate(
      { id: request.id, reason },
      {
        onSuccess: () => {
          toast({
            title: 'Time off cancelled',
            description: `${request.employeeName} has been notified.`,
            variant: 'success',
          });
          onClose();
        },
        onError: (err) => toastError('Failed to cancel time off request', err),
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-700">
        {request.employeeName} · {describeDates(request)}
      </p>
      <div className="space-y-1.5">
        <Label htmlFor="cancel-reason">Reason</Label>
        <Textarea
          id="cancel-reason"
          rows={3}
          maxLength={TEXT_LIMITS.note}
          aria-invalid={error ? true : undefined}
          {...form.register('reason')}
        />
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
      </div>
      <FormActions
        onCancel={onClose}
        cancelLabel="Keep Time Off"
        submitLabel="Cancel Time-Off"
        busyLabel="Cancelling..."
        busy={cancel.isPending}
        destructive
      />
    </form>
  );
}

export function CancelTimeOffDialog({
  request,
  onClose,
}: {
  request: TimeOffRequest | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={request !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Cancel Time-Off"
    >
      {(close) => request && <CancelForm key={request.id} request={request} onClose={close} />}
    </FormDialog>
  );
}
