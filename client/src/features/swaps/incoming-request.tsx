// One of 'Requests to Me': from whom, its status, what they ask, and Approve / Deny
// while it is pending.
import { formatDate } from '@/lib/format-date';
import { DecisionButtons } from './decision-buttons';
import { personName } from './request-format';
import { Reason, RequestCardFrame, ShiftLine } from './request-parts';
import { StatusBadge } from './status-badge';
import type { SwapRequest } from './types';

export function IncomingRequest({ request }: { request: SwapRequest }) {
  const cover = request.requestType === 'cover';
  const from = personName(request.requestingEmployee);
  return (
    <RequestCardFrame>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-slate-900">From: {from}</p>
        <StatusBadge status={request.status} />
      </div>
      {cover ? (
        <ShiftLine label="Wants Coverage For:" shift={request.requestingShift} />
      ) : (
        <>
          <ShiftLine label="They give:" shift={request.requestingShift} />
          <ShiftLine label="They get:" shift={request.targetShift} />
        </>
      )}
      <Reason reason={request.reason} hideIf={cover ? request.requestingShift?.title : undefined} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-500">Received: {formatDate(request.createdAt)}</p>
        {request.status === 'pending' && (
          <DecisionButtons requestId={request.id} label={`request from ${from}`} />
        )}
      </div>
    </RequestCardFrame>
  );
}
