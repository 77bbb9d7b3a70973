// 'Shift Swap Approvals' for managers: requests both employees agreed on, waiting for a manager
// because the organization requires approval of swaps.
import { formatDate } from '@/lib/format-date';
import { DecisionButtons } from './decision-buttons';
import { personName } from './request-format';
import { Reason, ShiftLine } from './request-parts';
import { RequestList } from './request-list';
import { useAwaitingApproval } from './use-swap-requests';

export default function ShiftSwapApprovals() {
  const queue = useAwaitingApproval();
  return (
    <RequestList
      title="Shift Swap Approvals"
      headingLevel="h2"
      query={queue}
      empty="No swaps awaiting approval."
    >
      {(request) => {
        const from = personName(request.requestingEmployee);
        const to = personName(request.targetEmployee);
        const cover = request.requestType === 'cover';
        return (
          <li
            key={request.id}
            className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between"
          >
            <div className="space-y-1">
              <p className="font-medium text-slate-900">
                {cover ? `${to} covers for ${from}` : `${from} ⇄ ${to}`}
              </p>
              <ShiftLine label={`${from} gives:`} shift={request.requestingShift} />
              {!cover && <ShiftLine label={`${to} gives:`} shift={request.targetShift} />}
              <Reason reason={request.reason} />
              <p className="text-xs text-slate-500">Sent: {formatDate(request.createdAt)}</p>
            </div>
            <DecisionButtons requestId={request.id} label={`request from ${from}`} />
          </li>
        );
      }}
    </RequestList>
  );
}
