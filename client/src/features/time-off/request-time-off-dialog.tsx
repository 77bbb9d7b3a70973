// Request Time Off: dates, hours, type (which decides approval), and a reason.
// Informational partial-day entries are checked against the employee's shifts first; a request
// the server refuses for its shifts shows the Schedule Conflict panel.
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { addDaysIso } from '@shared/domain/dates';
import { requiresApprovalFor } from '@shared/domain/time-off';
import { TEXT_LIMITS } from '@shared/validators/text-limits';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { timeOffConflictsResponse } from '@shared/validators/generated/errors-responses';
import { ApiError, conflictsOf } from '@/lib/api-client';
import { toast, toastError } from '@/lib/toast';
import { FormActions, FormDialog, type EmployeeDialogProps } from '@/components/form-dialog';
import { RequestDatesFields } from './request-dates-fields';
import { RequestDetailsFields } from './request-details-fields';
import { ScheduleConflictPanel } from './schedule-conflict-panel';
import type { ConflictingShift } from './time-off';
import { emptyForm, timeOffResolver, type TimeOffBody, type TimeOffForm } from './time-off-form';
import { checkConflicts, useCreateTimeOff } from './use-time-off';

type Conflict = { message: string; conflicts: ConflictingShift[]; suggestion?: string };

type RequestTimeOffProps = EmployeeDialogProps & {
  /** Days of notice the organization asks for: the form starts on the first day they allow. */
  noticeDays?: number;
};

function RequestTimeOffForm({
  employeeId,
  today,
  noticeDays = 0,
  onDone,
}: Omit<RequestTimeOffProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const hookForm = useForm<TimeOffForm, unknown, TimeOffBody>({
    defaultValues: emptyForm(addDaysIso(today, noticeDays)),
    resolver: timeOffResolver(employeeId),
  });
  const form = useWatch({ control: hookForm.control }) as TimeOffForm;
  const error = hookForm.formState.errors.root?.message ?? null;
  const setError = (message: string | null) =>
    message === null
      ? hookForm.clearErrors('root')
      : hookForm.setError('root', { type: 'validate', message });
  const [conflict, setConflict] = useState<Conflict | null>(null);
  // An informational entry that crosses shifts goes through once the employee confirms it.
  const [confirmedInput, setConfirmedInput] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const create = useCreateTimeOff();
  const change = (patch: Partial<TimeOffForm>) => {
    for (const [field, value] of Object.entries(patch))
      hookForm.setValue(field as keyof TimeOffForm, value);
    setError(null);
    setConflict(null);
    setConfirmedInput(null);
  };
  const requiresApproval = requiresApprovalFor(form.type);

  const send = (input: TimeOffBody) =>
    create.mutate(input, {
      onSuccess: () => {
        toast({
          title: requiresApproval ? 'Time off request submitted' : 'Unavailability recorded',
          description: requiresApproval ? 'Your manager will review it.' : undefined,
          variant: 'success',
        });
        onDone();
      },
      onError: (err) => {
        const conflicts = conflictsOf(err, timeOffConflictsResponse);
        if (conflicts?.length)
          return setConflict({
            message: err.message,
            conflicts,
            suggestion: err instanceof ApiError ? err.suggestion : undefined,
          });
        toastError('Failed to submit time off request', err);
      },
    });

  const submit = hookForm.handleSubmit(async (input) => {
    const key = JSON.stringify(input);
    if (!requiresApproval && !form.allDay && confirmedInput !== key) {
      setChecking(true);
      try {
        const check = await checkConflicts(input);
        if (check.hasConflict) {
          setConfirmedInput(key);
          return setConflict({
            message: check.message,
            conflicts: [],
            suggestion: 'Submit again to record it anyway.',
          });
        }
      } catch (err) {
        return toastError('Failed to submit time off request', err as Error);
      } finally {
        setChecking(false);
      }
    }
    send(input);
  });

  const busy = checking || create.isPending;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <RequestDatesFields form={form} today={today} onChange={change} onError={setError} />
      <RequestDetailsFields form={form} onChange={change} />
      <div className="space-y-1.5">
        <Label htmlFor="time-off-reason">Reason</Label>
        <Textarea
          id="time-off-reason"
          rows={3}
          maxLength={TEXT_LIMITS.note}
          value={form.reason}
          onChange={(e) => change({ reason: e.target.value })}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      {conflict && <ScheduleConflictPanel {...conflict} />}
      <FormActions
        onCancel={onDone}
        submitLabel="Submit Request"
        busyLabel="Submitting..."
        busy={busy}
      />
    </form>
  );
}

export function RequestTimeOffDialog({ open, onOpenChange, ...employee }: RequestTimeOffProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="Request Time Off">
      {(close) => <RequestTimeOffForm {...employee} onDone={close} />}
    </FormDialog>
  );
}
