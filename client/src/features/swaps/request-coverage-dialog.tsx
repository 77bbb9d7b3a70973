// The cover modal: who should cover this shift, and why.
import { useState } from 'react';
import { SWAP_MESSAGES } from '@shared/validators/swaps';
import type { RequestableShift } from '@/lib/requestable-shift';
import { CoworkerSelect } from './coworker-select';
import { ShiftLine } from './request-parts';
import { ShiftRequestDialog, type ShiftFormProps } from './shift-request-dialog';
import { useSendSwapRequest } from './use-send-swap-request';
import { Problem, ReasonField, StepActions } from './wizard-parts';

function CoverForm({ shift, onClose }: ShiftFormProps) {
  const [employeeId, setEmployeeId] = useState('');
  const sender = useSendSwapRequest(
    {
      targetEmployeeId: employeeId ? Number(employeeId) : undefined,
      requestingShiftId: shift.id,
      targetShiftId: null,
      requestType: 'cover',
    },
    {
      missing: SWAP_MESSAGES.coverIncomplete,
      sent: 'Coverage request sent',
      failed: 'Failed to send cover request',
    },
    onClose,
  );

  return (
    <div className="space-y-4">
      <div className="rounded-lg bg-slate-50 p-3">
        <ShiftLine label="Needs Coverage:" shift={shift} />
      </div>
      <CoworkerSelect
        id="cover-employee"
        shiftId={shift.id}
        value={employeeId}
        onChange={(id) => {
          setEmployeeId(id);
          sender.clearProblem();
        }}
      />
      <ReasonField id="cover-reason" invalid={sender.problem !== null} {...sender.reason} />
      <Problem message={sender.problem} />
      <StepActions
        onCancel={onClose}
        onNext={() => void sender.send()}
        nextLabel={sender.sending ? 'Sending...' : 'Send Coverage Request'}
        busy={sender.sending}
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
