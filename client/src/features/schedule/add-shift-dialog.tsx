// Add New Shift: fill the form, confirm when understaffed, check each chosen
// employee's availability, create the shift or the series with its assignments in one request,
// retry an overlap with the manager's override.
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { isUnderstaffed, shiftCapacity, capacityError } from '@shared/domain/shift-capacity';
import { createShiftSchema, type CreateShiftInput } from '@shared/validators/shifts';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { AssignmentProgress } from './assignment-progress';
import { ConfirmDialog } from './confirm-dialog';
import { EmployeePicker } from './employee-picker';
import { NotifyField } from './notify-field';
import { AvailabilityWarningPanel, OverridePanel } from './override-panel';
import { RepeatFields } from './repeat-fields';
import { errorMessages, schemaResolver } from '@/lib/schema-resolver';
import { ShiftFields } from './shift-fields';
import { ShiftFormActions } from './shift-form-actions';
import {
  newShiftValues,
  shiftPayload,
  SHIFT_FORM_FIELDS,
  trimToCapacity,
  type ShiftFormValues,
} from './shift-form-values';
import { useAvailabilityCheck } from './use-availability-check';
import type { ScheduleEmployee } from './use-schedule-employees';
import { useCreateShift, toastSaved } from './use-shift-mutations';

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

function AddShiftForm({ date, employees, notifyDefault, onDone }: AddShiftFormProps) {
  const form = useForm<ShiftFormValues, unknown, CreateShiftInput>({
    resolver: schemaResolver(createShiftSchema, toCreateInput, SHIFT_FORM_FIELDS),
    defaultValues: newShiftValues(date, notifyDefault),
  });
  const [assignmentError, setAssignmentError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<CreateShiftInput | null>(null);
  const [conflict, setConflict] = useState<{ message: string; input: CreateShiftInput } | null>(
    null,
  );
  const create = useCreateShift();
  const availability = useAvailabilityCheck(employees);

  const onConfigurationChange = () => {
    setAssignmentError(null);
    trimToCapacity(form);
  };

  const submit = (input: CreateShiftInput) => {
    setConfirming(null);
    setConflict(null);
    availability.dismiss();
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

  const onValid = (input: CreateShiftInput) => {
    const refused = capacityError(input.employeeIds.length, input);
    if (refused) return setAssignmentError(refused);
    if (isUnderstaffed(input.employeeIds.length, input)) return setConfirming(input);
    checkThenSubmit(input);
  };

  const checkThenSubmit = (input: CreateShiftInput) => {
    setConfirming(null);
    void availability.check(input, input.employeeIds, (override) =>
      submit(override ? { ...input, allowOverride: true } : input),
    );
  };

  const messages = errorMessages(form.formState.errors);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-5">
        <ShiftFields onConfigurationChange={onConfigurationChange} />
        <EmployeePicker
          employees={employees}
          error={assignmentError}
          onError={setAssignmentError}
        />
        <RepeatFields />
        <NotifyField />
        {messages.length > 0 && (
          <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {messages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )}
        <AvailabilityWarningPanel warnings={availability.warnings} />
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
          pending={create.isPending || availability.checking}
          label="Create Shift"
          pendingLabel={availability.checking ? 'Checking availability...' : 'Creating...'}
        />
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title="Understaffed shift"
        message={
          confirming
            ? understaffedCreateMessage(confirming.employeeIds.length, shiftCapacity(confirming))
            : ''
        }
        confirmLabel="Create Anyway"
        onConfirm={() => confirming && checkThenSubmit(confirming)}
        onCancel={() => setConfirming(null)}
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
