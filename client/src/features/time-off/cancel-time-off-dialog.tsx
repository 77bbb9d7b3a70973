// Cancel Time-Off (spec 2): a manager withdraws approved time off that has not ended, with a reason.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
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
        onError: (err) =>
          toast({
            title: 'Failed to cancel time off request',
            description: err.message,
            variant: 'destructive',
          }),
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
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Keep Time Off
        </Button>
        <Button type="submit" variant="destructive" disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelling...' : 'Cancel Time-Off'}
        </Button>
      </div>
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
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      {request && (
        <DialogContent title="Cancel Time-Off">
          <CancelForm key={request.id} request={request} onClose={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}
