// One of 'My Requests': to whom, its status, what it offers and asks, and a Cancel
// Request button while it is pending.
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { personName } from './request-format';
import { Reason, RequestCardFrame, ShiftLine } from './request-parts';
import { StatusBadge } from './status-badge';
import type { SwapRequest } from './types';
import { toastOutcome } from './toast-outcome';
import { useCancelSwapRequest } from './use-swap-mutations';

export function OutgoingRequest({ request }: { request: SwapRequest }) {
  const cancel = useCancelSwapRequest();
  const cover = request.requestType === 'cover';
  const onCancel = () =>
    cancel.mutate(request.id, toastOutcome('Request cancelled', 'Failed to cancel switch request'));
  return (
    <RequestCardFrame>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-slate-900">To: {personName(request.targetEmployee)}</p>
        <StatusBadge status={request.status} />
      </div>
      {cover ? (
        <ShiftLine label="Needs Coverage:" shift={request.requestingShift} />
      ) : (
        <>
          <ShiftLine label="You give:" shift={request.requestingShift} />
          <ShiftLine label="You get:" shift={request.targetShift} />
        </>
      )}
      <Reason reason={request.reason} hideIf={cover ? request.requestingShift?.title : undefined} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-500">Sent: {formatDate(request.createdAt)}</p>
        {request.status === 'pending' && (
          <Button
            variant="outline"
            className="h-11 w-full sm:h-10 sm:w-auto"
            onClick={onCancel}
            disabled={cancel.isPending}
          >
            {cancel.isPending ? 'Cancelling...' : 'Cancel Request'}
          </Button>
        )}
      </div>
    </RequestCardFrame>
  );
}
