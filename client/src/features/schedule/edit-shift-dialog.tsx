// Edit Shift (spec 2, 4, 5): Save reads 'No Changes' until something changes and 'Saving...' while
// it saves; a shift of a series keeps its date and may change the rest of the series with it.
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { isUnderstaffed, shiftCapacity } from '@shared/domain/shift-capacity';
import { updateShiftSchema, type UpdateShiftInput } from '@shared/validators/shifts';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from './confirm-dialog';
import { EmployeePicker } from './employee-picker';
import { NotifyField } from './notify-field';
import { errorMessages, schemaResolver } from './schema-resolver';
import { SeriesScopeField } from './series-scope-field';
import type { Shift } from './shift';
import { ShiftFields } from './shift-fields';
import { ShiftFormActions } from './shift-form-actions';
import {
  configurationOf,
  shiftPayload,
  shiftValues,
  type ShiftFormValues,
} from './shift-form-values';
import type { ScheduleEmployee } from './use-schedule-employees';
import { useUpdateShift, warningsOf, type UpdateScope } from './use-shift-mutations';

export const understaffedEditMessage = (assigned: number, required: number) =>
  `This shift will be understaffed (${assigned}/${required} employees assigned). Do you want to save the changes anyway?`;

export const exactCountMessage = (required: number) =>
  `Select exactly ${required} employees to fully staff this shift, or remove all employees to save without assignments`;

interface EditShiftFormProps {
  shift: Shift;
  employees: ScheduleEmployee[];
  notifyDefault: boolean;
  onDone: () => void;
}

function EditShiftForm({ shift, employees, notifyDefault, onDone }: EditShiftFormProps) {
  const form = useForm<ShiftFormValues, unknown, UpdateShiftInput>({
    resolver: schemaResolver(updateShiftSchema, shiftPayload),
    defaultValues: shiftValues(shift, notifyDefault),
  });
  const inSeries = shift.recurringSeriesId !== null;
  const [scope, setScope] = useState<UpdateScope>({ kind: inSeries ? 'all' : 'one' });
  const [assignmentError, setAssignmentError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<UpdateShiftInput | null>(null);
  const update = useUpdateShift(shift.id);

  const values = useWatch({ control: form.control });
  const required = shiftCapacity(configurationOf(values as ShiftFormValues));
  const assigned = values.employeeIds?.length ?? 0;

  const onConfigurationChange = () => {
    setAssignmentError(null);
    const current = form.getValues();
    const capacity = shiftCapacity(configurationOf(current));
    // Fewer stations trim the selection to the new capacity (spec 5).
    if (current.employeeIds.length > capacity)
      form.setValue('employeeIds', current.employeeIds.slice(0, capacity), { shouldDirty: true });
  };

  const save = (input: UpdateShiftInput) => {
    setConfirming(null);
    // Unchanged assignments are left alone, so nobody is told about a change that did not happen.
    const { employeeIds: _unchanged, ...fields } = input;
    const body = form.formState.dirtyFields.employeeIds ? input : fields;
    update.mutate(
      { scope, input: body },
      {
        onSuccess: (result) => {
          const warnings = warningsOf(result);
          toast({
            title: 'Shift updated successfully',
            description: warnings.length ? warnings.join(' ') : undefined,
            variant: 'success',
          });
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
  };

  const onValid = (input: UpdateShiftInput) => {
    const count = input.employeeIds?.length ?? 0;
    if (count > 0 && isUnderstaffed(count, configurationOf(form.getValues())))
      return setConfirming(input);
    save(input);
  };

  const messages = errorMessages(form.formState.errors);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-5">
        {inSeries && <SeriesScopeField scope={scope} onChange={setScope} />}
        <ShiftFields onConfigurationChange={onConfigurationChange} dateReadOnly={inSeries} />
        <EmployeePicker
          employees={employees}
          error={assignmentError}
          onError={setAssignmentError}
        />
        {assigned !== 0 && assigned !== required && (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {exactCountMessage(required)}
          </p>
        )}
        <NotifyField />
        {messages.length > 0 && (
          <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {messages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )}
        <ShiftFormActions
          pending={update.isPending}
          label={form.formState.isDirty ? 'Save Changes' : 'No Changes'}
          pendingLabel="Saving..."
          disabled={!form.formState.isDirty}
        />
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title="Understaffed shift"
        message={
          confirming ? understaffedEditMessage(confirming.employeeIds?.length ?? 0, required) : ''
        }
        confirmLabel="Save Anyway"
        onConfirm={() => confirming && save(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </FormProvider>
  );
}

interface EditShiftDialogProps {
  shift: Shift | null;
  onClose: () => void;
  employees: ScheduleEmployee[];
  notifyDefault: boolean | undefined;
}

export function EditShiftDialog({
  shift,
  onClose,
  employees,
  notifyDefault,
}: EditShiftDialogProps) {
  return (
    <Dialog open={shift !== null} onOpenChange={(open) => !open && onClose()}>
      {shift && (
        <DialogContent title="Edit Shift" className="sm:max-w-xl">
          <EditShiftForm
            key={shift.id}
            shift={shift}
            employees={employees}
            notifyDefault={notifyDefault ?? true}
            onDone={onClose}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
