// 'Correct': a manager changes a punch's time, removes it, or adds a missed one; an employee
// proposes a missed punch the same way. A reason is always asked for: it stays on the sheet.
// Times are typed on the clock where the person works, whatever zone the browser keeps.
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
import { instantOfWall, wallInputIn, zoneLabel } from '@/lib/zoned-clock';
import { PUNCH_KIND_WORDS } from './timesheet-words';
import { useCorrect } from './use-timesheets';

const REASON_MAX = 300;

/** What is corrected, and `timeZone`: the zone the person's sheet is read in. */
export type CorrectTarget = { employeeId: number; timeZone: string } & (
  { punch: TimesheetPunch & { punchId: number } } | { date: string }
);

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
  const { timeZone } = target;
  const [at, setAt] = useState(
    existing ? wallInputIn(existing.at, timeZone) : `${'date' in target ? target.date : ''}T09:00`,
  );
  const zone = zoneLabel(timeZone);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [timeMissing, setTimeMissing] = useState(false);
  const correct = useCorrect();

  function submit(event: FormEvent) {
    event.preventDefault();
    const timed = !existing || action === 'change';
    setTimeMissing(timed && !at);
    setReasonMissing(!reason.trim());
    if ((timed && !at) || !reason.trim()) return;
    const common = { employeeId: target.employeeId, reason: reason.trim() };
    correct.mutate(
      existing
        ? action === 'remove'
          ? { ...common, action, punchId: existing.punchId }
          : { ...common, action, punchId: existing.punchId, at: instantOfWall(at, timeZone) }
        : { ...common, action: 'add', kind, at: instantOfWall(at, timeZone) },
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
            aria-invalid={timeMissing || undefined}
            aria-describedby={
              [zone && `${id}-zone`, timeMissing && `${id}-at-error`].filter(Boolean).join(' ') ||
              undefined
            }
            onChange={(event) => setAt(event.target.value)}
          />
          {zone && (
            <p id={`${id}-zone`} className="text-xs text-slate-600">
              Times in {zone}
            </p>
          )}
          <FieldError id={`${id}-at-error`} message={timeMissing ? 'Say when' : undefined} />
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
