// The employee's one-time requests: dates, hours, type, reason, status, and Delete while allowed.
import { Trash2 } from 'lucide-react';
import { ownerMayDelete, TIME_OFF_TYPE_LABELS } from '@shared/domain/time-off';
import { toast, toastError } from '@/lib/toast';
import { ListStates } from '@/components/list-states';
import { describeDates, describeHours } from './time-off';
import { TimeOffStatusBadge } from './time-off-status-badge';
import { useDeleteTimeOff, useMyTimeOff } from './use-time-off';
import { RowAction } from '@/components/row-action';

export function MyTimeOffList() {
  const requests = useMyTimeOff();
  const remove = useDeleteTimeOff();
  const onDelete = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => toast({ title: 'Time off request deleted', variant: 'success' }),
      onError: (err) => toastError('Failed to delete time off request', err),
    });
  return (
    <ListStates query={requests} label="time off requests" empty="No time off requests yet.">
      {(rows) => (
        <ul className="divide-y divide-slate-100">
          {rows.map((request) => (
            <li key={request.id} className="flex items-start justify-between gap-3 py-3">
              <div className="min-w-0 space-y-0.5 text-sm">
                <p className="font-medium text-slate-900">{describeDates(request)}</p>
                <p className="text-slate-600">
                  {TIME_OFF_TYPE_LABELS[request.type]} · {describeHours(request)}
                </p>
                <p className="break-words text-slate-600">&ldquo;{request.reason}&rdquo;</p>
                {request.reviewerNotes && (
                  <p className="text-slate-500">Manager note: {request.reviewerNotes}</p>
                )}
              </div>
              <div className="flex shrink-0 flex-col items-end gap-2">
                <TimeOffStatusBadge status={request.status} />
                {ownerMayDelete(request) && (
                  <RowAction
                    variant="ghost"
                    aria-label={`Delete time off request for ${describeDates(request)}`}
                    disabled={remove.isPending}
                    onClick={() => onDelete(request.id)}
                  >
                    <Trash2 aria-hidden className="size-4" />
                    Delete
                  </RowAction>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </ListStates>
  );
}
