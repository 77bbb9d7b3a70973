// 'My requests': every open place the signed-in person asked for or picked up, with its status
// and the manager's reason, and Withdraw while a request still waits.
import type { MyClaimResponse } from '@shared/validators/open-shifts-responses';
import { ListStates } from '@/components/list-states';
import { TimeAwayCard } from '@/components/time-away-card';
import { Button } from '@/components/ui/button';
import { toastError, toast } from '@/lib/toast';
import { shiftDay, shiftHours } from './claim-format';
import { ClaimStatusBadge } from './claim-status-badge';
import { useWithdrawClaim } from './use-claim-mutations';
import { useMyClaims } from './use-open-shifts';

export function MyClaims() {
  const claims = useMyClaims();
  return (
    <TimeAwayCard title="My requests">
      <ListStates
        query={claims}
        label="your requests"
        empty="You have not asked for an open shift."
      >
        {(rows) => (
          <ul className="space-y-3">
            {rows.map((claim) => (
              <MyClaim key={claim.id} claim={claim} />
            ))}
          </ul>
        )}
      </ListStates>
    </TimeAwayCard>
  );
}

function MyClaim({ claim }: { claim: MyClaimResponse }) {
  const withdraw = useWithdrawClaim();
  return (
    <li className="space-y-1 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-slate-900">
          {shiftDay(claim)} · {claim.title}
        </p>
        <ClaimStatusBadge status={claim.status} />
      </div>
      <p className="text-sm text-slate-600 tabular-nums">
        {shiftHours(claim)}
        {claim.positionName && ` · ${claim.positionName}`}
      </p>
      {claim.decisionReason && (
        <p className="text-sm text-slate-600 italic">&ldquo;{claim.decisionReason}&rdquo;</p>
      )}
      {claim.status === 'pending' && (
        <Button
          variant="outline"
          className="mt-2 h-11 w-full sm:h-10 sm:w-auto"
          disabled={withdraw.isPending}
          onClick={() =>
            withdraw.mutate(claim.id, {
              onSuccess: () => toast({ title: 'Request withdrawn', variant: 'success' }),
              onError: (error) => toastError('Could not withdraw the request', error),
            })
          }
        >
          {withdraw.isPending ? 'Withdrawing...' : 'Withdraw'}
          <span className="sr-only"> request for {claim.title}</span>
        </Button>
      )}
    </li>
  );
}
