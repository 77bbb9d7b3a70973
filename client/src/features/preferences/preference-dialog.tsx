// Add or edit a preference: a weekday, a time band, Like or Avoid, and optional dates. The form
// checks with the schema the route parses with, so a band ending before it starts is refused here
// with the server's words.
import { useForm, useWatch } from 'react-hook-form';
import { createPreferenceSchema } from '@shared/validators/preferences';
import { FormActions, FormDialog } from '@/components/form-dialog';
import { WeeklyWindowFields } from '@/components/weekly-window-fields';
import { ToggleGroup } from '@/components/toggle-group';
import type { Preference } from '@/lib/preferences-query';
import { errorMessages, schemaResolver } from '@/lib/schema-resolver';
import { toast, toastError } from '@/lib/toast';
import { useOrganizationToday } from '@/lib/use-organization-today';
import { KIND_OPTIONS } from './preference-words';
import { useSavePreference } from './use-preferences';

type Values = {
  dayOfWeek: string;
  startTime: string;
  endTime: string;
  kind: 'like' | 'avoid';
  effectiveFrom: string;
  effectiveUntil: string;
};

const blank: Values = {
  dayOfWeek: '1',
  startTime: '',
  endTime: '',
  kind: 'like',
  effectiveFrom: '',
  effectiveUntil: '',
};

const valuesOf = (p: Preference): Values => ({
  dayOfWeek: String(p.dayOfWeek),
  startTime: p.startTime,
  endTime: p.endTime,
  kind: p.kind,
  effectiveFrom: p.effectiveFrom ?? '',
  effectiveUntil: p.effectiveUntil ?? '',
});

type FormProps = {
  employeeId: number;
  /** The preference being edited; absent adds one. */
  editing?: Preference;
  onDone: () => void;
};

function PreferenceForm({ employeeId, editing, onDone }: FormProps) {
  const today = useOrganizationToday();
  const initial = editing ? valuesOf(editing) : blank;
  const form = useForm({
    defaultValues: initial,
    resolver: schemaResolver(createPreferenceSchema, (values: Values) => ({
      ...values,
      employeeId,
      dayOfWeek: Number(values.dayOfWeek),
    })),
  });
  const values = { ...initial, ...useWatch({ control: form.control }) };
  const [error] = errorMessages(form.formState.errors);
  const save = useSavePreference();
  const set = (key: keyof Values) => (value: string) =>
    form.setValue(key, value, { shouldValidate: form.formState.isSubmitted });

  const submit = form.handleSubmit((input) =>
    save.mutate(
      // A PUT keeps the person; only a new one names them.
      editing ? { ...input, employeeId: undefined, id: editing.id } : input,
      {
        onSuccess: () => {
          toast({ title: editing ? 'Preference updated' : 'Preference added', variant: 'success' });
          onDone();
        },
        onError: (err) =>
          toastError(editing ? 'Failed to update preference' : 'Failed to add preference', err),
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="space-y-1.5">
        <span className="text-sm font-medium text-slate-800">Like or avoid</span>
        <div>
          <ToggleGroup
            label="Like or avoid"
            options={KIND_OPTIONS}
            value={values.kind}
            onChange={(kind) => set('kind')(kind)}
          />
        </div>
      </div>
      <WeeklyWindowFields
        idPrefix="preference"
        values={values}
        today={today}
        onChange={(key, value) => set(key)(value)}
      />
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <FormActions
        onCancel={onDone}
        submitLabel={editing ? 'Save Preference' : 'Add Preference'}
        busyLabel="Saving..."
        busy={save.isPending}
      />
    </form>
  );
}

export function PreferenceDialog({
  open,
  onOpenChange,
  ...form
}: Omit<FormProps, 'onDone'> & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={form.editing ? 'Edit Preference' : 'Add Preference'}
    >
      {(close) => <PreferenceForm {...form} onDone={close} />}
    </FormDialog>
  );
}
