// Approve and Deny for one request, used by its recipient and by a manager's approval queue.
import { Button } from '@/components/ui/button';
import type { SwitchDecision } from '@shared/validators/swaps';
import { toastOutcome } from './toast-outcome';
import { useDecideSwitchRequest } from './use-switch-mutations';

const DONE: Record<SwitchDecision, string> = {
  approved: 'Request approved',
  denied: 'Request denied',
};

export function DecisionButtons({ requestId, label }: { requestId: number; label: string }) {
  const decide = useDecideSwitchRequest();
  const send = (status: SwitchDecision) =>
    decide.mutate(
      { id: requestId, status },
      toastOutcome(DONE[status], 'Failed to respond to switch request'),
    );
  const busy = decide.isPending;
  return (
    <div className="flex gap-2">
      <Button
        variant="destructive"
        size="sm"
        onClick={() => send('denied')}
        disabled={busy}
        aria-label={`Deny ${label}`}
      >
        Deny
      </Button>
      <Button
        size="sm"
        onClick={() => send('approved')}
        disabled={busy}
        aria-label={`Approve ${label}`}
      >
        Approve
      </Button>
    </div>
  );
}
