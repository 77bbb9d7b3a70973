// What Add and Edit Shift do between a valid form and the request: refuse a crew the shift cannot
// hold, ask before saving an understaffed one, check the newly chosen people's availability, and
// save, with the manager's override when the warnings were overridden.
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { trimToCapacity, type ShiftFormValues } from './shift-form-values';
import { useAvailabilityCheck, type AvailabilitySlot } from './use-availability-check';
import type { ScheduleEmployee } from './use-schedule-employees';

interface ShiftSaveFlowOptions<Input extends { allowOverride?: boolean }> {
  form: UseFormReturn<ShiftFormValues, unknown, Input>;
  employees: ScheduleEmployee[];
  /** Why the chosen crew cannot be saved at all, if it cannot. */
  refusal?: (input: Input) => string | null;
  /** Whether to ask before saving, because the shift would be understaffed. */
  asksFirst: (input: Input) => boolean;
  /** The shift's slot, and the people whose availability to check there. */
  toCheck: (input: Input) => { slot: AvailabilitySlot; employeeIds: number[] };
  save: (input: Input) => void;
}

export function useShiftSaveFlow<Input extends { allowOverride?: boolean }>(
  options: ShiftSaveFlowOptions<Input>,
) {
  const { form, employees, refusal, asksFirst, toCheck, save } = options;
  const [assignmentError, setAssignmentError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Input | null>(null);
  const availability = useAvailabilityCheck(employees);

  const checkThenSave = (input: Input) => {
    setConfirming(null);
    const { slot, employeeIds } = toCheck(input);
    void availability.check(slot, employeeIds, (override) =>
      save(override ? { ...input, allowOverride: true } : input),
    );
  };

  return {
    assignmentError,
    setAssignmentError,
    /** The understaffed crew waiting for the manager's answer. */
    confirming,
    confirm: () => {
      if (confirming) checkThenSave(confirming);
    },
    cancelConfirm: () => setConfirming(null),
    checking: availability.checking,
    warnings: availability.warnings,
    /** Picking a date or a station count clears the assignment error and trims the crew. */
    onConfigurationChange: () => {
      setAssignmentError(null);
      trimToCapacity(form);
    },
    onValid: (input: Input) => {
      const refused = refusal?.(input);
      if (refused) return setAssignmentError(refused);
      if (asksFirst(input)) return setConfirming(input);
      checkThenSave(input);
    },
  };
}

export type ShiftSaveFlow<Input extends { allowOverride?: boolean }> = ReturnType<
  typeof useShiftSaveFlow<Input>
>;
