// Pending Approvals: requests that need a decision first, informational entries apart.
// Approve and Deny answer with a toast; informational entries are acknowledged.
import { toast, toastError } from '@/lib/toast';
import { ListStates } from '@/components/list-states';
import { RequestSummary } from './request-summary';
import type { TimeOffRequest } from './time-off';
import { useDecideTimeOff, usePendingTimeOff } from './use-time-off';
import { RowAction } from '@/components/row-action';

function PendingRows({ rows }: { rows: TimeOffRequest[] }) {
  const decide = useDecideTimeOff();
  const act = (request: TimeOffRequest, status: 'approved' | 'denied') =>
    decide.mutate(
      { id: request.id, status },
      {
        onSuccess: (updated) =>
          toast({
            title:
              updated.status === 'acknowledged'
                ? 'Time off acknowledged'
                : `Time off request ${updated.status}`,
            description: `${request.employeeName} has been notified.`,
            variant: 'success',
          }),
        onError: (err) => toastError('Failed to update time off request', err),
      },
    );
  return (
    <ul className="divide-y divide-slate-100">
      {rows.map((request) => (
        <li
          key={request.id}
          className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between"
        >
          <RequestSummary request={request} />
          <div className="flex shrink-0 gap-2">
            {request.requiresApproval ? (
              <>
                <RowAction
                  disabled={decide.isPending}
                  aria-label={`Approve ${request.employeeName}'s request`}
                  onClick={() => act(request, 'approved')}
                >
                  Approve
                </RowAction>
                <RowAction
                  variant="outline"
                  disabled={decide.isPending}
                  aria-label={`Deny ${request.employeeName}'s request`}
                  onClick={() => act(request, 'denied')}
                >
                  Deny
                </RowAction>
              </>
            ) : (
              <RowAction
                variant="outline"
                disabled={decide.isPending}
                onClick={() => act(request, 'approved')}
              >
                Acknowledge
              </RowAction>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function PendingApprovals() {
  const pending = usePendingTimeOff();
  return (
    <ListStates query={pending} label="pending requests" empty="No pending requests.">
      {(rows) => {
        const needApproval = rows.filter((r) => r.requiresApproval);
        const informational = rows.filter((r) => !r.requiresApproval);
        return (
          <div className="space-y-4">
            <div>
              <h3 className="text-sm font-semibold text-slate-700">Requires Approval</h3>
              {needApproval.length > 0 ? (
                <PendingRows rows={needApproval} />
              ) : (
                <p className="py-2 text-sm text-slate-500">Nothing waiting for approval.</p>
              )}
            </div>
            {informational.length > 0 && (
              <div>
                <h3 className="text-sm font-semibold text-slate-700">Informational</h3>
                <PendingRows rows={informational} />
              </div>
            )}
          </div>
        );
      }}
    </ListStates>
  );
}
