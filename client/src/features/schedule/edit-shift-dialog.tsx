// Edit Shift: Save reads 'No Changes' until something changes and 'Saving...' while
// it saves; a shift of a series keeps its date and may change the rest of the series with it.
// People are chosen in a sub-view with 'Back to Edit'; newly chosen ones are checked for
// availability before saving, and the understaffed confirm only asks when assignments changed.
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { isUnderstaffed, shiftCapacity } from '@shared/domain/shift-capacity';
import { updateShiftSchema, type UpdateShiftInput } from '@shared/validators/shifts';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { AssignedSummary } from './assigned-summary';
import { ConfirmDialog } from './confirm-dialog';
import { EmployeePicker } from './employee-picker';
import { ExactCountNote } from './exact-count-note';
import { NotifyField } from './notify-field';
import { AvailabilityWarningPanel } from './override-panel';
import { errorMessages, schemaResolver } from '@/lib/schema-resolver';
import { SeriesScopeField } from './series-scope-field';
import type { Shift } from './shift';
import { ShiftFields } from './shift-fields';
import { ShiftFormActions } from './shift-form-actions';
import {
  configurationOf,
  shiftPayload,
  SHIFT_FORM_FIELDS,
  trimToCapacity,
  shiftValues,
  type ShiftFormValues,
} from './shift-form-values';
import { useAvailabilityCheck } from './use-availability-check';
import type { ScheduleEmployee } from './use-schedule-employees';
import { useSaveShiftEdit } from './use-save-shift-edit';
import type { UpdateScope } from './use-shift-mutations';

export const understaffedEditMessage = (assigned: number, required: number) =>
  `This shift will be understaffed (${assigned}/${required} employees assigned). Do you want to save the changes anyway?`;

interface EditShiftFormProps {
  shift: Shift;
  employees: ScheduleEmployee[];
  notifyDefault: boolean;
  onDone: () => void;
}

function EditShiftForm({ shift, employees, notifyDefault, onDone }: EditShiftFormProps) {
  const form = useForm<ShiftFormValues, unknown, UpdateShiftInput>({
    resolver: schemaResolver(updateShiftSchema, shiftPayload, SHIFT_FORM_FIELDS),
    defaultValues: shiftValues(shift, notifyDefault),
  });
  const inSeries = shift.recurringSeriesId !== null;
  const [scope, setScope] = useState<UpdateScope>({ kind: inSeries ? 'all' : 'one' });
  const [assignmentError, setAssignmentError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<UpdateShiftInput | null>(null);
  const [choosing, setChoosing] = useState(false);
  const update = useSaveShiftEdit(shift.id, onDone);
  const availability = useAvailabilityCheck(employees);

  const values = useWatch({ control: form.control });
  const required = shiftCapacity(configurationOf(values as ShiftFormValues));
  const assigned = values.employeeIds?.length ?? 0;

  const onConfigurationChange = () => {
    setAssignmentError(null);
    trimToCapacity(form);
  };

  // Unchanged assignments are left alone, so nobody is told about a change that did not happen.
  const assignmentsChanged = () => {
    const before = shift.assignedEmployees.map((e) => e.id).sort((a, b) => a - b);
    const after = [...form.getValues('employeeIds')].sort((a, b) => a - b);
    return before.join(',') !== after.join(',');
  };

  const save = (input: UpdateShiftInput) => {
    availability.dismiss();
    const { employeeIds: _unchanged, ...fields } = input;
    const body = assignmentsChanged() ? input : fields;
    update.save(scope, body);
  };

  const checkThenSave = (input: UpdateShiftInput) => {
    setConfirming(null);
    const before = new Set(shift.assignedEmployees.map((e) => e.id));
    const added = (input.employeeIds ?? []).filter((id) => !before.has(id));
    const slot = {
      date: input.date ?? shift.date,
      startTime: input.startTime ?? shift.startTime,
      duration: input.duration ?? shift.duration,
    };
    void availability.check(slot, assignmentsChanged() ? added : [], (override) =>
      save(override ? { ...input, allowOverride: true } : input),
    );
  };

  const onValid = (input: UpdateShiftInput) => {
    setChoosing(false);
    const count = input.employeeIds?.length ?? 0;
    if (
      assignmentsChanged() &&
      count > 0 &&
      isUnderstaffed(count, configurationOf(form.getValues()))
    )
      return setConfirming(input);
    checkThenSave(input);
  };

  const exactCount = <ExactCountNote assigned={assigned} required={required} />;

  const messages = errorMessages(form.formState.errors);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-5">
        {choosing ? (
          <>
            <EmployeePicker
              employees={employees}
              error={assignmentError}
              onError={setAssignmentError}
            />
            {exactCount}
            <Button variant="outline" onClick={() => setChoosing(false)}>
              <ArrowLeft aria-hidden className="size-4" />
              Back to Edit
            </Button>
          </>
        ) : (
          <>
            {inSeries && <SeriesScopeField scope={scope} onChange={setScope} />}
            <ShiftFields onConfigurationChange={onConfigurationChange} dateReadOnly={inSeries} />
            <AssignedSummary employees={employees} onChoose={() => setChoosing(true)} />
            {exactCount}
          </>
        )}
        <NotifyField />
        {messages.length > 0 && (
          <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {messages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )}
        <AvailabilityWarningPanel warnings={availability.warnings} />
        <ShiftFormActions
          pending={update.isPending || availability.checking}
          label={form.formState.isDirty ? 'Save Changes' : 'No Changes'}
          pendingLabel={availability.checking ? 'Checking availability...' : 'Saving...'}
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
        onConfirm={() => confirming && checkThenSave(confirming)}
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
