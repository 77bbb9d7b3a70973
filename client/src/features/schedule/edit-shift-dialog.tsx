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
import { schemaResolver } from '@/lib/schema-resolver';
import { AssignedSummary } from './assigned-summary';
import { EmployeePicker } from './employee-picker';
import { ExactCountNote } from './exact-count-note';
import { NotifyField } from './notify-field';
import { OfferField } from './offer-field';
import { SeriesScopeField } from './series-scope-field';
import type { Shift } from './shift';
import { ShiftFields } from './shift-fields';
import { ShiftFormActions } from './shift-form-actions';
import {
  configurationOf,
  shiftPayload,
  SHIFT_FORM_FIELDS,
  shiftValues,
  type ShiftFormValues,
} from './shift-form-values';
import { ShiftSaveProblems, UnderstaffedConfirm } from './shift-save-feedback';
import type { ScheduleEmployee } from './use-schedule-employees';
import { useSaveShiftEdit } from './use-save-shift-edit';
import type { UpdateScope } from './use-shift-mutations';
import { useShiftSaveFlow } from './use-shift-save-flow';

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
  const [choosing, setChoosing] = useState(false);
  const update = useSaveShiftEdit(shift.id, onDone);

  const values = useWatch({ control: form.control });
  const required = shiftCapacity(configurationOf(values as ShiftFormValues));
  const assigned = values.employeeIds?.length ?? 0;

  // Unchanged assignments are left alone, so nobody is told about a change that did not happen.
  const assignmentsChanged = () => {
    const before = shift.assignedEmployees.map((e) => e.id).sort((a, b) => a - b);
    const after = [...form.getValues('employeeIds')].sort((a, b) => a - b);
    return before.join(',') !== after.join(',');
  };

  const flow = useShiftSaveFlow({
    form,
    employees,
    asksFirst: (input) => {
      const count = input.employeeIds?.length ?? 0;
      return (
        assignmentsChanged() &&
        count > 0 &&
        isUnderstaffed(count, configurationOf(form.getValues()))
      );
    },
    toCheck: (input) => {
      const before = new Set(shift.assignedEmployees.map((e) => e.id));
      const added = (input.employeeIds ?? []).filter((id) => !before.has(id));
      const slot = {
        date: input.date ?? shift.date,
        startTime: input.startTime ?? shift.startTime,
        duration: input.duration ?? shift.duration,
        positionId: input.positionId !== undefined ? input.positionId : shift.positionId,
        locationId: input.locationId ?? shift.locationId,
      };
      return { slot, employeeIds: assignmentsChanged() ? added : [] };
    },
    save: (input) => {
      const { employeeIds: _unchanged, ...fields } = input;
      update.save(scope, assignmentsChanged() ? input : fields);
    },
  });

  const exactCount = <ExactCountNote assigned={assigned} required={required} />;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit((input) => {
          setChoosing(false);
          flow.onValid(input);
        })}
        className="space-y-5"
      >
        {choosing ? (
          <>
            <EmployeePicker
              employees={employees}
              error={flow.assignmentError}
              onError={flow.setAssignmentError}
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
            <ShiftFields
              onConfigurationChange={flow.onConfigurationChange}
              dateReadOnly={inSeries}
            />
            <AssignedSummary employees={employees} onChoose={() => setChoosing(true)} />
            {exactCount}
            <OfferField shift={shift} />
          </>
        )}
        <NotifyField />
        <ShiftSaveProblems flow={flow} />
        <ShiftFormActions
          pending={update.isPending || flow.checking}
          label={form.formState.isDirty ? 'Save Changes' : 'No Changes'}
          pendingLabel={flow.checking ? 'Checking availability...' : 'Saving...'}
          disabled={!form.formState.isDirty}
        />
      </form>
      <UnderstaffedConfirm
        flow={flow}
        message={(crew) => understaffedEditMessage(crew.employeeIds?.length ?? 0, required)}
        confirmLabel="Save Anyway"
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
