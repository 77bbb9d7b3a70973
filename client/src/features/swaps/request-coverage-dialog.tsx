// The cover modal (spec 2, contract C2): who should cover this shift, and why.
import { useState } from 'react';
import { SWAP_MESSAGES } from '@shared/validators/swaps';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { serverMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import type { RequestableShift } from '@/lib/requestable-shift';
import { personName } from './request-format';
import { ShiftLine } from './request-parts';
import { useCoworkers } from './use-swap-lookups';
import { useCreateSwitchRequest } from './use-switch-mutations';
import { Problem, ReasonField, StepActions } from './wizard-parts';

function CoverForm({ shift, onClose }: { shift: RequestableShift; onClose: () => void }) {
  const coworkers = useCoworkers(shift.id);
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
      {
        onSuccess: () => {
          toast({ title: 'Coverage request sent', variant: 'success' });
          onClose();
        },
        onError: (error) =>
          toast({
            title: 'Failed to send cover request',
            description: serverMessage(error, ''),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <div className="space-y-4">
      <div className="rounded-lg bg-slate-50 p-3">
        <ShiftLine label="Needs Coverage:" shift={shift} />
      </div>
      <div className="space-y-1">
        <Label htmlFor="cover-employee">Employee</Label>
        <Select
          id="cover-employee"
          value={employeeId}
          onChange={(e) => setEmployeeId(e.target.value)}
        >
          <option value="">{coworkers.isPending ? 'Loading...' : 'Choose an employee'}</option>
          {coworkers.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {personName(c)}
            </option>
          ))}
        </Select>
        {coworkers.data?.length === 0 && (
          <p className="text-sm text-slate-500">No employees found</p>
        )}
      </div>
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

export function RequestCoverageDialog({
  shift,
  onClose,
}: {
  shift: RequestableShift | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={shift !== null} onOpenChange={(open) => !open && onClose()}>
      {shift && (
        <DialogContent title="Request Coverage">
          <CoverForm key={shift.id} shift={shift} onClose={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}
