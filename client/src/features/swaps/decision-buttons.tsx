// Approve and Deny for one request, used by its recipient and by a manager's approval queue.
import { Button } from '@/components/ui/button';
import type { SwapDecision } from '@shared/validators/swaps';
import { toastOutcome } from './toast-outcome';
import { useDecideSwapRequest } from './use-swap-mutations';

// Thumb-sized and side by side on a phone; compact beside the date on wider screens.
const THUMB = 'h-11 flex-1 sm:h-10 sm:flex-none';

const DONE: Record<SwapDecision, string> = {
  approved: 'Request approved',
  denied: 'Request denied',
};

export function DecisionButtons({ requestId, label }: { requestId: number; label: string }) {
  const decide = useDecideSwapRequest();
  const send = (status: SwapDecision) =>
    decide.mutate(
      { id: requestId, status },
      toastOutcome(DONE[status], 'Failed to respond to switch request'),
    );
  const busy = decide.isPending;
  return (
    <div className="flex w-full gap-2 sm:w-auto">
      <Button
        variant="destructive"
        className={THUMB}
        onClick={() => send('denied')}
        disabled={busy}
        aria-label={`Deny ${label}`}
      >
        Deny
      </Button>
      <Button
        className={THUMB}
        onClick={() => send('approved')}
        disabled={busy}
        aria-label={`Approve ${label}`}
      >
        Approve
      </Button>
    </div>
  );
}
