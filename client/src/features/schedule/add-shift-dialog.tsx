// Add New Shift: fill the form, confirm when understaffed, check each chosen
// employee's availability, create the shift or the series with its assignments in one request,
// retry an overlap with the manager's override.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { isUnderstaffed, shiftCapacity, capacityError } from '@shared/domain/shift-capacity';
import { createShiftSchema, type CreateShiftInput } from '@shared/validators/shifts';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { useLocationChoice } from '@/lib/location-choice';
import { organizationSettingsQuery } from '@/lib/settings-query';
import { toast } from '@/lib/toast';
import { schemaResolver } from '@/lib/schema-resolver';
import { AssignmentProgress } from './assignment-progress';
import { EmployeePicker } from './employee-picker';
import { NotifyField } from './notify-field';
import { OverridePanel } from './override-panel';
import { RepeatFields } from './repeat-fields';
import { ShiftFields } from './shift-fields';
import { ShiftFormActions } from './shift-form-actions';
import {
  durationParts,
  newShiftValues,
  shiftPayload,
  SHIFT_FORM_FIELDS,
  type ShiftFormValues,
} from './shift-form-values';
import { ShiftSaveProblems, UnderstaffedConfirm } from './shift-save-feedback';
import type { ScheduleEmployee } from './use-schedule-employees';
import { useCreateShift, toastSaved } from './use-shift-mutations';
import { useShiftSaveFlow } from './use-shift-save-flow';

const toCreateInput = (values: ShiftFormValues) => ({
  ...shiftPayload(values),
  isRepeating: values.isRepeating,
  repeatFrequency: values.repeatFrequency,
  repeatEndDate: values.repeatEndDate,
  customDays: values.customDays,
  useWeeklyDays: values.useWeeklyDays,
  weeklyDays: values.weeklyDays,
});

export const understaffedCreateMessage = (assigned: number, required: number) =>
  `This shift will be understaffed (${assigned}/${required} employees assigned). Do you want to create the shift anyway? You can assign employees later.`;

interface AddShiftFormProps {
  date: string;
  employees: ScheduleEmployee[];
  notifyDefault: boolean;
  onDone: () => void;
}

/** The organization's default shift duration, once its settings have loaded. */
const useDefaultShiftDuration = () =>
  useQuery(organizationSettingsQuery()).data?.defaultShiftDuration;

function AddShiftForm({ date, employees, notifyDefault, onDone }: AddShiftFormProps) {
  const defaultDuration = useDefaultShiftDuration();
  const chosenLocation = useLocationChoice()?.chosen ?? null;
  const form = useForm<ShiftFormValues, unknown, CreateShiftInput>({
    resolver: schemaResolver(createShiftSchema, toCreateInput, SHIFT_FORM_FIELDS),
    defaultValues: newShiftValues(date, notifyDefault, defaultDuration, chosenLocation),
  });
  // Settings that arrive after the dialog opened still set the duration, unless it was picked.
  const { isDirty: durationPicked } = form.getFieldState('durationHours');
  const { isDirty: minutesPicked } = form.getFieldState('durationMinutes');
  useEffect(() => {
    if (defaultDuration === undefined || durationPicked || minutesPicked) return;
    const parts = durationParts(defaultDuration);
    form.resetField('durationHours', { defaultValue: parts.durationHours });
    form.resetField('durationMinutes', { defaultValue: parts.durationMinutes });
    // Only a newly loaded default resets the fields, not a pick.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [defaultDuration]);
  const [conflict, setConflict] = useState<{ message: string; input: CreateShiftInput } | null>(
    null,
  );
  const create = useCreateShift();

  const submit = (input: CreateShiftInput) => {
    setConflict(null);
    create.mutate(input, {
      onSuccess: (result) => {
        toastSaved('Shift created successfully', result);
        onDone();
      },
      onError: (error) => {
        if (
          error instanceof ApiError &&
          error.status === 409 &&
          !input.allowOverride &&
          input.employeeIds.length
        )
          return setConflict({ message: error.message, input });
        toast({
          title: 'Cannot Create Shift',
          description: error.message || 'Failed to create shift',
          variant: 'destructive',
        });
      },
    });
  };

  const flow = useShiftSaveFlow({
    form,
    employees,
    refusal: (input) => capacityError(input.employeeIds.length, input),
    asksFirst: (input) => isUnderstaffed(input.employeeIds.length, input),
    toCheck: (input) => ({ slot: input, employeeIds: input.employeeIds }),
    save: submit,
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(flow.onValid)} className="space-y-5">
        <ShiftFields onConfigurationChange={flow.onConfigurationChange} />
        <EmployeePicker
          employees={employees}
          error={flow.assignmentError}
          onError={flow.setAssignmentError}
        />
        <RepeatFields />
        <NotifyField />
        <ShiftSaveProblems flow={flow} />
        {conflict && (
          <OverridePanel
            title="Assignment conflict detected"
            messages={[conflict.message]}
            onOverride={() => submit({ ...conflict.input, allowOverride: true })}
          />
        )}
        {create.isPending && create.variables.employeeIds.length > 0 && (
          <AssignmentProgress
            people={create.variables.employeeIds.length}
            series={create.variables.isRepeating}
          />
        )}
        <ShiftFormActions
          pending={create.isPending || flow.checking}
          label="Create Shift"
          pendingLabel={flow.checking ? 'Checking availability...' : 'Creating...'}
        />
      </form>
      <UnderstaffedConfirm
        flow={flow}
        message={(crew) => understaffedCreateMessage(crew.employeeIds.length, shiftCapacity(crew))}
        confirmLabel="Create Anyway"
      />
    </FormProvider>
  );
}

interface AddShiftDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  date: string;
  employees: ScheduleEmployee[];
  notifyDefault: boolean | undefined;
}

export function AddShiftDialog({
  open,
  onOpenChange,
  date,
  employees,
  notifyDefault,
}: AddShiftDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Add New Shift" className="sm:max-w-xl">
        <AddShiftForm
          date={date}
          employees={employees}
          notifyDefault={notifyDefault ?? true}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
