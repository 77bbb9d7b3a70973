// The 2-step switch dialog opened from a shift card: choose your upcoming
// shift (the card's, preselected) and the shift you want, browsed by week; then the reason.
import { useState } from 'react';
import { weekStart } from '@shared/domain/dates';
import { SWAP_MESSAGES } from '@shared/validators/swaps';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import type { RequestableShift } from '@/lib/requestable-shift';
import { useCurrentUser } from '@/lib/current-user';
import { useWeekStartsOn } from '@/lib/use-organization-today';
import { personName } from './request-format';
import { ShiftChoiceList } from './shift-choice-list';
import { ShiftRequestDialog, type ShiftFormProps } from './shift-request-dialog';
import type { SwapShift } from './types';
import { useAvailableShifts, useShiftsForSwap } from './use-swap-lookups';
import { SwapSendStep } from './swap-send-step';
import { useSendSwapRequest } from './use-send-swap-request';
import { weekRange, WeekStepper } from './week-stepper';
import { Problem, StepActions, StepHeader } from './wizard-parts';

function SwapForm({ shift, onClose }: ShiftFormProps) {
  const me = useCurrentUser().data ?? null;
  const myShifts = useShiftsForSwap(me?.id);
  const weekStartsOn = useWeekStartsOn();
  const [mineId, setMineId] = useState(shift.id);
  // A day of the week browsed, laid out from the organization's first weekday once its settings load.
  const [day, setDay] = useState(shift.date);
  const firstDay = weekStart(day, weekStartsOn);
  const available = useAvailableShifts(weekRange(firstDay));
  const [wanted, setWanted] = useState<SwapShift | null>(null);
  const [employeeId, setEmployeeId] = useState<number | null>(null);
  const [step, setStep] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const mine = myShifts.data?.find((s) => s.id === mineId) ?? shift;
  const target = wanted?.assignedEmployees.find((e) => e.id === employeeId) ?? null;
  const sender = useSendSwapRequest(
    {
      targetEmployeeId: target?.id,
      requestingShiftId: mine.id,
      targetShiftId: wanted?.id,
      requestType: 'swap',
    },
    {
      missing: SWAP_MESSAGES.switchReason,
      sent: 'Switch request sent',
      failed: 'Failed to send switch request',
    },
    onClose,
  );

  const next = () => {
    if (!wanted) return setProblem(SWAP_MESSAGES.incomplete);
    if (!target) return setProblem(SWAP_MESSAGES.noAssignee);
    setProblem(null);
    setStep(2);
  };

  return (
    <div className="space-y-4">
      {step === 2 ? (
        <SwapSendStep
          step={2}
          title="Reason"
          to={target}
          give={mine}
          get={wanted}
          reasonId="switch-reason"
          sender={sender}
          sendLabel="Send Switch Request"
          onBack={() => setStep(1)}
        />
      ) : (
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
          <WeekStepper firstDay={firstDay} onChange={setDay} />
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
          <Problem message={problem} />
          <StepActions onCancel={onClose} onNext={next} nextLabel="Next" />
        </>
      )}
    </div>
  );
}

export function RequestSwapDialog(props: { shift: RequestableShift | null; onClose: () => void }) {
  return <ShiftRequestDialog title="Request Shift Switch" Form={SwapForm} {...props} />;
}
