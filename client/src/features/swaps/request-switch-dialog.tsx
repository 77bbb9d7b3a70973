// The 2-step switch dialog opened from a shift card: choose your upcoming
// shift (the card's, preselected) and the shift you want, browsed by week; then the reason.
import { useState } from 'react';
import { weekStart } from '@shared/domain/dates';
import { SWAP_MESSAGES } from '@shared/validators/swaps';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import type { RequestableShift } from '@/lib/requestable-shift';
import { personName } from './request-format';
import { ShiftChoiceList } from './shift-choice-list';
import { ShiftRequestDialog, type ShiftFormProps } from './shift-request-dialog';
import type { SwapShift } from './types';
import { useAvailableShifts, useMe, useShiftsForSwap } from './use-swap-lookups';
import { toastOutcome } from './toast-outcome';
import { useCreateSwitchRequest } from './use-switch-mutations';
import { weekRange, WeekStepper } from './week-stepper';
import { Problem, StepActions, StepHeader, SwapConfirm } from './wizard-parts';

function SwitchForm({ shift, onClose }: ShiftFormProps) {
  const me = useMe();
  const myShifts = useShiftsForSwap(me?.id);
  const [mineId, setMineId] = useState(shift.id);
  const [monday, setMonday] = useState(() => weekStart(shift.date));
  const available = useAvailableShifts(weekRange(monday));
  const [wanted, setWanted] = useState<SwapShift | null>(null);
  const [employeeId, setEmployeeId] = useState<number | null>(null);
  const [step, setStep] = useState(1);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateSwitchRequest();
  const mine = myShifts.data?.find((s) => s.id === mineId) ?? shift;
  const target = wanted?.assignedEmployees.find((e) => e.id === employeeId) ?? null;

  const next = () => {
    if (!wanted) return setProblem(SWAP_MESSAGES.incomplete);
    if (!target) return setProblem(SWAP_MESSAGES.noAssignee);
    setProblem(null);
    setStep(2);
  };
  const send = () => {
    if (!reason.trim()) return setProblem(SWAP_MESSAGES.switchReason);
    setProblem(null);
    create.mutate(
      {
        targetEmployeeId: target!.id,
        requestingShiftId: mine.id,
        targetShiftId: wanted!.id,
        requestType: 'swap',
        reason: reason.trim(),
      },
      toastOutcome('Switch request sent', 'Failed to send switch request', onClose),
    );
  };

  return (
    <div className="space-y-4">
      {step === 1 ? (
        <>
          <StepHeader step={1} of={2} title="Choose the shifts" />
          <ShiftChoiceList
            name="switch-my-shift"
            label="Your shift"
            shifts={myShifts.data}
            loading={myShifts.isPending}
            empty="You have no upcoming shifts to swap."
            value={mineId}
            onChange={(s) => setMineId(s.id)}
          />
          <WeekStepper monday={monday} onChange={setMonday} />
          <ShiftChoiceList
            name="switch-wanted-shift"
            label="Shift you want"
            shifts={available.data}
            loading={available.isPending}
            empty="No shifts available for swapping this week."
            value={wanted?.id ?? null}
            showPeople
            onChange={(s) => {
              setWanted(s);
              // One person on it is the one to ask; with several the employee chooses.
              setEmployeeId(s.assignedEmployees.length === 1 ? s.assignedEmployees[0]!.id : null);
            }}
          />
          {wanted && wanted.assignedEmployees.length > 1 && (
            <div className="space-y-1">
              <Label htmlFor="switch-employee">Employee</Label>
              <Select
                id="switch-employee"
                value={employeeId ?? ''}
                onChange={(e) => setEmployeeId(e.target.value ? Number(e.target.value) : null)}
              >
                <option value="">Choose an employee</option>
                {wanted.assignedEmployees.map((e) => (
                  <option key={e.id} value={e.id}>
                    {personName(e)}
                  </option>
                ))}
              </Select>
            </div>
          )}
        </>
      ) : (
        <>
          <StepHeader step={2} of={2} title="Reason" />
          <SwapConfirm
            to={target}
            give={mine}
            get={wanted}
            reasonId="switch-reason"
            reason={reason}
            onReason={setReason}
          />
        </>
      )}
      <Problem message={problem} />
      <StepActions
        onCancel={onClose}
        onBack={step === 2 ? () => setStep(1) : undefined}
        onNext={step === 1 ? next : send}
        nextLabel={step === 1 ? 'Next' : create.isPending ? 'Sending...' : 'Send Switch Request'}
        busy={create.isPending}
      />
    </div>
  );
}

export function RequestSwitchDialog(props: {
  shift: RequestableShift | null;
  onClose: () => void;
}) {
  return <ShiftRequestDialog title="Request Shift Switch" Form={SwitchForm} {...props} />;
}
