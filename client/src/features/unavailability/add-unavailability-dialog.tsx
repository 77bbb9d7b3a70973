// Add recurring unavailability: a weekday and hours, optionally bounded by dates.
// effectiveUntil cannot start before effectiveFrom (or today).
import { useForm, useWatch } from 'react-hook-form';
import { createUnavailabilitySchema } from '@shared/validators/time-off';
import { TEXT_LIMITS } from '@shared/validators/text-limits';
import { errorMessages, schemaResolver } from '@/lib/schema-resolver';
import { toast, toastError } from '@/lib/toast';
import { FormActions, FormDialog, type EmployeeDialogProps } from '@/components/form-dialog';
import { LabeledInput } from '@/components/labeled-input';
import { WeeklyWindowFields } from '@/components/weekly-window-fields';
import { useAddUnavailability } from './use-unavailability';

const empty = {
  dayOfWeek: '1',
  startTime: '',
  endTime: '',
  effectiveFrom: '',
  effectiveUntil: '',
  notes: '',
};
type Values = typeof empty;

function AddUnavailabilityForm({
  employeeId,
  today,
  onDone,
}: {
  employeeId: number;
  today: string;
  onDone: () => void;
}) {
  const form = useForm({
    defaultValues: empty,
    resolver: schemaResolver(createUnavailabilitySchema, (values: Values) => ({
      ...values,
      employeeId,
      dayOfWeek: Number(values.dayOfWeek),
    })),
  });
  const values = { ...empty, ...useWatch({ control: form.control }) };
  const [error] = errorMessages(form.formState.errors);
  const add = useAddUnavailability();
  const set = (key: keyof Values) => (value: string) =>
    form.setValue(key, value, { shouldValidate: form.formState.isSubmitted });

  const submit = form.handleSubmit((input) =>
    add.mutate(input, {
      onSuccess: () => {
        toast({ title: 'Unavailability added', variant: 'success' });
        onDone();
      },
      onError: (err) => toastError('Failed to add unavailability', err),
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <WeeklyWindowFields
        idPrefix="unavailability"
        values={values}
        today={today}
        onChange={(key, value) => set(key)(value)}
      />
      <LabeledInput
        id="unavailability-notes"
        label="Notes (optional)"
        maxLength={TEXT_LIMITS.note}
        value={values.notes}
        onValueChange={set('notes')}
      />
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <FormActions
        onCancel={onDone}
        submitLabel="Add Unavailability"
        busyLabel="Saving..."
        busy={add.isPending}
      />
    </form>
  );
}

export function AddUnavailabilityDialog({ open, onOpenChange, ...employee }: EmployeeDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="Add Recurring Unavailability">
      {(close) => <AddUnavailabilityForm {...employee} onDone={close} />}
    </FormDialog>
  );
}
