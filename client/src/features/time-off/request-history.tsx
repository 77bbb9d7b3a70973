// History: every processed request, newest first. Ended ones are dimmed; approved time off
// that has not ended can be cancelled.
import clsx from 'clsx';
import { useState } from 'react';
import { hasEnded, managerMayCancel } from '@shared/domain/time-off';
import { useOrganizationToday } from '@/lib/use-organization-today';
import { CancelTimeOffDialog } from './cancel-time-off-dialog';
import { ListStates } from '@/components/list-states';
import { RequestSummary } from './request-summary';
import type { TimeOffRequest } from './time-off';
import { TimeOffStatusBadge } from './time-off-status-badge';
import { useProcessedTimeOff } from './use-time-off';
import { RowAction } from '@/components/row-action';

export function RequestHistory() {
  const processed = useProcessedTimeOff();
  const today = useOrganizationToday();
  const [cancelling, setCancelling] = useState<TimeOffRequest | null>(null);
  return (
    <>
      <ListStates query={processed} label="processed requests" empty="No processed requests">
        {(rows) => (
          <ul className="divide-y divide-slate-100">
            {rows.map((request) => (
              <li
                key={request.id}
                data-ended={hasEnded(request, today) || undefined}
                className={clsx(
                  'flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between',
                  hasEnded(request, today) && 'opacity-60',
                )}
              >
                <RequestSummary request={request} />
                <div className="flex shrink-0 items-center gap-2">
                  <TimeOffStatusBadge status={request.status} />
                  {managerMayCancel(request, today) && (
                    <RowAction
                      variant="outline"
                      aria-label={`Cancel Time-Off for ${request.employeeName}`}
                      onClick={() => setCancelling(request)}
                    >
                      Cancel Time-Off
                    </RowAction>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      <CancelTimeOffDialog request={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}
