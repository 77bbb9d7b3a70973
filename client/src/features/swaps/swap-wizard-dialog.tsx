// The 3-step swap wizard from the Shift Requests tab: choose your shift and the
// employee, then their shift (browsed by week), then the reason and confirm. Back goes a step.
import { useState } from 'react';
import { weekStart } from '@shared/domain/dates';
import { SWAP_MESSAGES } from '@shared/validators/swaps';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useCurrentUser } from '@/lib/current-user';
import { useWeekStartsOn } from '@/lib/use-organization-today';
import { CoworkerSelect } from './coworker-select';
import { personName } from './request-format';
import { ShiftChoiceList } from './shift-choice-list';
import type { SwapShift } from './types';
import { useCoworkers, useShiftsForSwap } from './use-swap-lookups';
import { SwapSendStep } from './swap-send-step';
import { useSendSwapRequest } from './use-send-swap-request';
import { weekRange, WeekStepper } from './week-stepper';
import { Problem, StepActions, StepHeader } from './wizard-parts';

function SwapWizard({ onClose }: { onClose: () => void }) {
  const me = useCurrentUser().data ?? null;
  const myShifts = useShiftsForSwap(me?.id);
  const coworkers = useCoworkers();
  const weekStartsOn = useWeekStartsOn();
  const [step, setStep] = useState(1);
  const [mine, setMine] = useState<SwapShift | null>(null);
  const [employeeId, setEmployeeId] = useState('');
  const [firstDay, setFirstDay] = useState<string | null>(null);
  const [theirs, setTheirs] = useState<SwapShift | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const target = coworkers.data?.find((c) => String(c.id) === employeeId);
  // Their shifts are browsed from the week of the shift on offer.
  const week = firstDay ?? (mine ? weekStart(mine.date, weekStartsOn) : null);
  const theirShifts = useShiftsForSwap(
    step === 2 && week ? target?.id : undefined,
    week ? weekRange(week) : undefined,
  );
  const sender = useSendSwapRequest(
    {
      targetEmployeeId: target?.id,
      requestingShiftId: mine?.id,
      targetShiftId: theirs?.id,
      requestType: 'swap',
    },
    {
      missing: SWAP_MESSAGES.incomplete,
      sent: 'Swap request sent',
      failed: 'Failed to send swap request',
    },
    onClose,
  );

  const go = (next: number, ok = true) => {
    setProblem(ok ? null : SWAP_MESSAGES.incomplete);
    if (ok) setStep(next);
  };

  return (
    <div className="space-y-4">
      {step === 1 && (
        <>
          <StepHeader step={1} of={3} title="Choose an employee" />
          <ShiftChoiceList
            name="swap-my-shift"
            label="Your shift"
            shifts={myShifts.data}
            loading={myShifts.isPending}
            empty="You have no upcoming shifts to swap."
            value={mine?.id ?? null}
            onChange={(shift) => {
              setMine(shift);
              setFirstDay(null);
              setTheirs(null);
            }}
          />
          <CoworkerSelect
            id="swap-employee"
            value={employeeId}
            onChange={(id) => {
              setEmployeeId(id);
              setTheirs(null);
            }}
          />
        </>
      )}
      {step === 2 && target && week && (
        <>
          <StepHeader step={2} of={3} title={`Choose ${personName(target)}'s shift`} />
          <WeekStepper firstDay={week} onChange={setFirstDay} />
          <ShiftChoiceList
            name="swap-their-shift"
            label={`${personName(target)}'s shifts`}
            shifts={theirShifts.data}
            loading={theirShifts.isPending}
            empty="No available shifts for this employee this week."
            value={theirs?.id ?? null}
            onChange={setTheirs}
          />
        </>
      )}
      {step === 3 ? (
        <SwapSendStep
          step={3}
          title="Reason and confirm"
          to={target ?? null}
          give={mine}
          get={theirs}
          reasonId="swap-reason"
          sender={sender}
          sendLabel="Send Swap Request"
          onBack={() => go(2)}
        />
      ) : (
        <>
          <Problem message={problem} />
          <StepActions
            {...(step > 1 ? { onBack: () => go(step - 1) } : { onCancel: onClose })}
            onNext={() => (step === 1 ? go(2, Boolean(mine && target)) : go(3, Boolean(theirs)))}
            nextLabel="Next"
          />
        </>
      )}
    </div>
  );
}

export function SwapWizardDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && (
        <DialogContent title="Request Shift Swap">
          <SwapWizard onClose={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}
