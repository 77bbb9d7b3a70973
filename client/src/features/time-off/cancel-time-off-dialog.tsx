// Cancel Time-Off: a manager withdraws approved time off that has not ended, with a reason.
import { useState } from 'react';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast, toastError } from '@/lib/toast';
import { FormActions, FormDialog } from './form-dialog';
import { describeDates, type TimeOffRequest } from './time-off';
import { useCancelTimeOff } from './use-time-off';

function CancelForm({ request, onClose }: { request: TimeOffRequest; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelTimeOff();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError('Reason is required');
    cancel.mutate(
      { id: request.id, reason: reason.trim() },
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
    );
  };
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
          value={reason}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setReason(e.target.value)}
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
