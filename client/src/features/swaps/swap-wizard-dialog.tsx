// The 3-step swap wizard from the Shift Requests tab: choose your shift and the
// employee, then their shift (browsed by week), then the reason and confirm. Back goes a step.
import { useState } from 'react';
import { weekStart } from '@shared/domain/dates';
import { SWAP_MESSAGES } from '@shared/validators/swaps';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { CoworkerSelect } from './coworker-select';
import { personName } from './request-format';
import { ShiftChoiceList } from './shift-choice-list';
import type { SwapShift } from './types';
import { useCoworkers, useMe, useShiftsForSwap } from './use-swap-lookups';
import { toastOutcome } from './toast-outcome';
import { useCreateSwitchRequest } from './use-switch-mutations';
import { weekRange, WeekStepper } from './week-stepper';
import { Problem, StepActions, StepHeader, SwapConfirm } from './wizard-parts';

function SwapWizard({ onClose }: { onClose: () => void }) {
  const me = useMe();
  const myShifts = useShiftsForSwap(me?.id);
  const coworkers = useCoworkers();
  const [step, setStep] = useState(1);
  const [mine, setMine] = useState<SwapShift | null>(null);
  const [employeeId, setEmployeeId] = useState('');
  const [monday, setMonday] = useState<string | null>(null);
  const [theirs, setTheirs] = useState<SwapShift | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const target = coworkers.data?.find((c) => String(c.id) === employeeId);
  // Their shifts are browsed from the week of the shift on offer.
  const week = monday ?? (mine ? weekStart(mine.date) : null);
  const theirShifts = useShiftsForSwap(
    step === 2 && week ? target?.id : undefined,
    week ? weekRange(week) : undefined,
  );
  const create = useCreateSwitchRequest();

  const go = (next: number, ok = true) => {
    setProblem(ok ? null : SWAP_MESSAGES.incomplete);
    if (ok) setStep(next);
  };
  const send = () => {
    if (!mine || !target || !theirs || !reason.trim()) return go(3, false);
    create.mutate(
      {
        targetEmployeeId: target.id,
        requestingShiftId: mine.id,
        targetShiftId: theirs.id,
        requestType: 'swap',
        reason: reason.trim(),
      },
      toastOutcome('Swap request sent', 'Failed to send swap request', onClose),
    );
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
              setMonday(null);
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
          <WeekStepper monday={week} onChange={setMonday} />
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
      {step === 3 && (
        <>
          <StepHeader step={3} of={3} title="Reason and confirm" />
          <SwapConfirm
            to={target ?? null}
            give={mine}
            get={theirs}
            reasonId="swap-reason"
            reason={reason}
            onReason={setReason}
          />
        </>
      )}
      <Problem message={problem} />
      <StepActions
        onCancel={onClose}
        onBack={step > 1 ? () => go(step - 1) : undefined}
        onNext={() => {
          if (step === 1) go(2, Boolean(mine && target));
          else if (step === 2) go(3, Boolean(theirs));
          else send();
        }}
        nextLabel={step < 3 ? 'Next' : create.isPending ? 'Sending...' : 'Send Swap Request'}
        busy={create.isPending}
      />
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
