// The cover modal: who should cover this shift, and why.
import { useState } from 'react';
import { SWAP_MESSAGES } from '@shared/validators/swaps';
import type { RequestableShift } from '@/lib/requestable-shift';
import { CoworkerSelect } from './coworker-select';
import { ShiftLine } from './request-parts';
import { ShiftRequestDialog, type ShiftFormProps } from './shift-request-dialog';
import { toastOutcome } from './toast-outcome';
import { useCreateSwitchRequest } from './use-switch-mutations';
import { Problem, ReasonField, StepActions } from './wizard-parts';

function CoverForm({ shift, onClose }: ShiftFormProps) {
  const [employeeId, setEmployeeId] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateSwitchRequest();

  const send = () => {
    if (!employeeId || !reason.trim()) return setProblem(SWAP_MESSAGES.coverIncomplete);
    setProblem(null);
    create.mutate(
      {
        targetEmployeeId: Number(employeeId),
        requestingShiftId: shift.id,
        targetShiftId: null,
        requestType: 'cover',
        reason: reason.trim(),
      },
      toastOutcome('Coverage request sent', 'Failed to send cover request', onClose),
    );
  };

  return (
    <div className="space-y-4">
      <div className="rounded-lg bg-slate-50 p-3">
        <ShiftLine label="Needs Coverage:" shift={shift} />
      </div>
      <CoworkerSelect
        id="cover-employee"
        shiftId={shift.id}
        value={employeeId}
        onChange={setEmployeeId}
      />
      <ReasonField id="cover-reason" value={reason} onChange={setReason} />
      <Problem message={problem} />
      <StepActions
        onCancel={onClose}
        onNext={send}
        nextLabel={create.isPending ? 'Sending...' : 'Send Coverage Request'}
        busy={create.isPending}
      />
    </div>
  );
}

export function RequestCoverageDialog(props: {
  shift: RequestableShift | null;
  onClose: () => void;
}) {
  return <ShiftRequestDialog title="Request Coverage" Form={CoverForm} {...props} />;
}
