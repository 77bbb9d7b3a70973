// Lock a period once its sheets are approved: nothing in it changes until it is unlocked, and
// unlocking asks why, since payroll may already have been run on it.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toastError } from '@/lib/toast';
import type { PayPeriod } from './timesheet-answers';
import { useLockPeriod, useUnlockPeriod } from './use-timesheets';

export function LockControls({ period }: { period: PayPeriod }) {
  const lock = useLockPeriod();
  const [unlocking, setUnlocking] = useState(false);
  const range = { start: period.start, end: period.end };
  if (!period.locked)
    return (
      <Button
        variant="outline"
        size="sm"
        disabled={lock.isPending}
        onClick={() =>
          lock.mutate(range, { onError: (error) => toastError('Failed to lock the period', error) })
        }
      >
        Lock period
      </Button>
    );
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setUnlocking(true)}>
        Unlock period
      </Button>
      <Dialog open={unlocking} onOpenChange={setUnlocking}>
        {unlocking && (
          <DialogContent title="Unlock period" description="Its timesheets can be changed again.">
            <UnlockForm range={range} onDone={() => setUnlocking(false)} />
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}

function UnlockForm({
  range,
  onDone,
}: {
  range: { start: string; end: string };
  onDone: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const unlock = useUnlockPeriod();
  function submit(event: FormEvent) {
    event.preventDefault();
    setMissing(!reason.trim());
    if (reason.trim()) unlock.mutate({ ...range, reason: reason.trim() }, { onSuccess: onDone });
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor={id}>Reason</Label>
        <Textarea
          id={id}
          rows={2}
          maxLength={300}
          value={reason}
          aria-invalid={missing || undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        <FieldError
          id={`${id}-error`}
          message={missing ? 'Say why' : unlock.isError ? unlock.error.message : undefined}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={unlock.isPending}>
          {unlock.isPending ? 'Unlocking...' : 'Unlock period'}
        </Button>
      </div>
    </form>
  );
}
