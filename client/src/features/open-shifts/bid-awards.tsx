// 'Bid Awards' for managers: when a bid window closes and awards wait for review, who the fill
// picked for each offered place, and Apply, which puts them on their shifts. Picks that no longer
// fit (the place went, a rule now stands in the way) are skipped by the server and say why.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BidAwardResponse } from '@shared/validators/open-shifts-responses';
import {
  bidAwardListResponse,
  bidAwardResponse,
} from '@shared/validators/generated/open-shifts-responses';
import { RowAction } from '@/components/row-action';
import { TimeAwayCard } from '@/components/time-away-card';
import { apiGet, apiRequest } from '@/lib/api-client';
import { openShiftKeys } from '@/lib/query-keys';
import { invalidateShifts } from '@/lib/shift-cache';
import { toast, toastError } from '@/lib/toast';
import { shiftDay } from './claim-format';
import { formatClock } from '@/lib/format-date';

function useApplyAward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest('POST', `/api/open-shifts/awards/${id}/apply`, bidAwardResponse),
    onSettled: () => invalidateShifts(client),
  });
}

/** Shows nothing while no award waits: most organizations never use bid mode. */
export default function BidAwards() {
  const awards = useQuery({
    queryKey: openShiftKeys.awards(),
    queryFn: () => apiGet('/api/open-shifts/awards', bidAwardListResponse),
  });
  if (!awards.data?.length) return null;
  return (
    <TimeAwayCard title="Bid Awards">
      <p className="text-sm text-slate-600">
        Bid windows closed and the fairest picks wait for you to apply them.
      </p>
      <ul className="divide-y divide-slate-100">
        {awards.data.map((award) => (
          <Award key={award.id} award={award} />
        ))}
      </ul>
    </TimeAwayCard>
  );
}

function Award({ award }: { award: BidAwardResponse }) {
  const apply = useApplyAward();
  const onApply = () =>
    apply.mutate(award.id, {
      onSuccess: (applied) => {
        const skipped = applied.picks.filter((pick) => pick.outcome === 'skipped');
        toast({
          title: 'Award applied',
          description: skipped.length
            ? skipped.map((pick) => `${pick.employeeName}: ${pick.reason}`).join(' ')
            : 'Everyone picked is on their shift.',
          variant: 'success',
        });
      },
      onError: (error) => toastError('Could not apply the award', error),
    });
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between">
      <ul className="space-y-1 text-sm text-slate-700">
        {award.picks.map((pick) => (
          <li key={pick.claimId}>
            <span className="font-medium text-slate-900">{pick.employeeName}</span> · {pick.title},{' '}
            {shiftDay(pick)} at {formatClock(pick.startTime)}
          </li>
        ))}
      </ul>
      <RowAction disabled={apply.isPending} onClick={onApply}>
        {apply.isPending ? 'Applying...' : 'Apply'}
      </RowAction>
    </li>
  );
}
