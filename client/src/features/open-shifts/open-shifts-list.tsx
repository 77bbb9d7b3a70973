// 'Open shifts': the offered places the signed-in person may take in the next four weeks. A
// claim the server refuses (the place went, a rule now stands in the way) says why above the
// list, and the list is read again so the stale card goes.
import { useState } from 'react';
import type { OpenShiftResponse } from '@shared/validators/open-shifts-responses';
import { ListStates } from '@/components/list-states';
import { TimeAwayCard } from '@/components/time-away-card';
import { serverMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { shiftDay } from './claim-format';
import { OpenShiftCard } from './open-shift-card';
import { useClaimOpenShift, useWithdrawClaim } from './use-claim-mutations';
import { useOpenShifts } from './use-open-shifts';

export function OpenShiftsList() {
  const openShifts = useOpenShifts();
  const claim = useClaimOpenShift();
  const withdraw = useWithdrawClaim();
  const [problem, setProblem] = useState<string | null>(null);

  const onClaim = (shift: OpenShiftResponse) => {
    setProblem(null);
    claim.mutate(shift.shiftId, {
      onSuccess: (result) =>
        toast({
          title:
            result.status === 'approved'
              ? `${shift.title} on ${shiftDay(shift)} is yours`
              : `Requested ${shift.title} on ${shiftDay(shift)}`,
          description:
            result.status === 'approved'
              ? 'It is on your schedule.'
              : 'A manager decides; you will be told.',
          variant: 'success',
        }),
      onError: (error) =>
        setProblem(`Could not take ${shift.title}: ${serverMessage(error, 'please try again.')}`),
    });
  };
  const onWithdraw = (claimId: number) => {
    setProblem(null);
    withdraw.mutate(claimId, {
      onSuccess: () => toast({ title: 'Request withdrawn', variant: 'success' }),
      onError: (error) =>
        setProblem(`Could not withdraw: ${serverMessage(error, 'please try again.')}`),
    });
  };
  const busyShift = claim.isPending ? claim.variables : null;
  const busyClaim = withdraw.isPending ? withdraw.variables : null;

  return (
    <TimeAwayCard title="Open shifts">
      {problem && (
        <p role="alert" className="mb-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
      <ListStates
        query={openShifts}
        label="open shifts"
        empty="No open shifts you could take right now."
      >
        {(shifts) => (
          <ul className="space-y-3">
            {shifts.map((shift) => (
              <OpenShiftCard
                key={shift.shiftId}
                shift={shift}
                busy={busyShift === shift.shiftId || busyClaim === shift.myClaim?.id}
                onClaim={onClaim}
                onWithdraw={onWithdraw}
              />
            ))}
          </ul>
        )}
      </ListStates>
    </TimeAwayCard>
  );
}
