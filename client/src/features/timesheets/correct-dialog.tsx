// 'Correct': a manager changes a punch's time, removes it, or adds a missed one; an employee
// proposes a missed punch the same way. A reason is always asked for: it stays on the sheet.
import { useId, useState, type FormEvent } from 'react';
import { PUNCH_KINDS, type PunchKind } from '@shared/validators/time-clock';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { TimesheetPunch } from './timesheet-answers';
import { instantOf, localInputOf, PUNCH_KIND_WORDS } from './timesheet-words';
import { useCorrect } from './use-timesheets';

const REASON_MAX = 300;

export type CorrectTarget =
  | { employeeId: number; punch: TimesheetPunch & { punchId: number } }
  | { employeeId: number; date: string };

export function CorrectDialog({
  target,
  title,
  submitLabel,
  onClose,
}: {
  target: CorrectTarget | null;
  title: string;
  submitLabel: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && (
        <DialogContent title={title}>
          <CorrectForm target={target} submitLabel={submitLabel} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function CorrectForm({
  target,
  submitLabel,
  onDone,
}: {
  target: CorrectTarget;
  submitLabel: string;
  onDone: () => void;
}) {
  const id = useId();
  const existing = 'punch' in target ? target.punch : null;
  const [action, setAction] = useState<'change' | 'remove'>('change');
  const [kind, setKind] = useState<PunchKind>('in');
  const [at, setAt] = useState(
    existing ? localInputOf(existing.at) : `${'date' in target ? target.date : ''}T09:00`,
  );
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const correct = useCorrect();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonMissing(true);
      return;
    }
    const common = { employeeId: target.employeeId, reason: reason.trim() };
    correct.mutate(
      existing
        ? action === 'remove'
          ? { ...common, action, punchId: existing.punchId }
          : { ...common, action, punchId: existing.punchId, at: instantOf(at) }
        : { ...common, action: 'add', kind, at: instantOf(at) },
      { onSuccess: onDone },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {existing ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-900">
            {PUNCH_KIND_WORDS[existing.kind]} punch
          </legend>
          <div className="flex gap-4 text-sm">
            {(['change', 'remove'] as const).map((choice) => (
              <label key={choice} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-action`}
                  checked={action === choice}
                  onChange={() => setAction(choice)}
                />
                {choice === 'change' ? 'Change the time' : 'Remove it'}
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-kind`}>Punch</Label>
          <Select
            id={`${id}-kind`}
            value={kind}
            onChange={(event) => setKind(event.target.value as PunchKind)}
          >
            {PUNCH_KINDS.map((option) => (
              <option key={option} value={option}>
                {PUNCH_KIND_WORDS[option]}
              </option>
            ))}
          </Select>
        </div>
      )}
      {(!existing || action === 'change') && (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-at`}>Time</Label>
          <Input
            id={`${id}-at`}
            type="datetime-local"
            required
            value={at}
            onChange={(event) => setAt(event.target.value)}
          />
        </div>
      )}
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-reason`}>Reason</Label>
        <Textarea
          id={`${id}-reason`}
          rows={2}
          maxLength={REASON_MAX}
          value={reason}
          aria-invalid={reasonMissing || undefined}
          aria-describedby={reasonMissing ? `${id}-reason-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        <FieldError id={`${id}-reason-error`} message={reasonMissing ? 'Say why' : undefined} />
      </div>
      {correct.isError && (
        <p role="alert" className="text-sm text-red-700">
          {correct.error.message}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={correct.isPending}>
          {correct.isPending ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
