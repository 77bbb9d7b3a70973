// 'Open Shift Requests' for managers: each pending request with what taking it would mean for the
// person (the rules it breaks now, their week's hours against their limit and target, overtime,
// the cost at their rate), and Approve or Decline through a dialog asking for a reason.
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import type { ClaimForReviewResponse } from '@shared/validators/open-shifts-responses';
import { ListStates } from '@/components/list-states';
import { RowAction } from '@/components/row-action';
import { TimeAwayCard } from '@/components/time-away-card';
import { Badge } from '@/components/ui/badge';
import { formatMoney } from '@/lib/format-money';
import { organizationSettingsQuery } from '@/lib/settings-query';
import { hours, shiftDay, shiftHours } from './claim-format';
import { ClaimDecisionDialog, type DecisionRequest } from './claim-decision-dialog';
import { useClaimsForReview } from './use-open-shifts';

export default function ClaimsReview() {
  const claims = useClaimsForReview();
  const currency = useQuery(organizationSettingsQuery()).data?.currency;
  const [deciding, setDeciding] = useState<DecisionRequest | null>(null);
  return (
    <TimeAwayCard title="Open Shift Requests">
      <ListStates query={claims} label="open shift requests" empty="No open shift requests.">
        {(rows) => (
          <ul className="divide-y divide-slate-100">
            {rows.map((claim) => (
              <ClaimRow
                key={claim.id}
                claim={claim}
                currency={currency}
                onDecide={(decision) => setDeciding({ claim, decision })}
              />
            ))}
          </ul>
        )}
      </ListStates>
      <ClaimDecisionDialog request={deciding} onClose={() => setDeciding(null)} />
    </TimeAwayCard>
  );
}

function ClaimRow({
  claim,
  currency,
  onDecide,
}: {
  claim: ClaimForReviewResponse;
  currency: string | undefined;
  onDecide: (decision: 'approve' | 'decline') => void;
}) {
  const target = claim.targetHours === null ? '' : `, target ${hours(claim.targetHours)}`;
  return (
    <li
      aria-label={`${claim.employeeName}, ${claim.title}`}
      className="flex flex-col gap-3 py-3 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {claim.employeeName}
          {claim.overtime && <Badge variant="warning">Overtime</Badge>}
        </p>
        <p className="text-sm text-slate-700">
          {claim.title} · {shiftDay(claim)}, {shiftHours(claim)}
          {claim.positionName && ` · ${claim.positionName}`}
        </p>
        <p className="text-sm text-slate-600 tabular-nums">
          Week after: {hours(claim.hoursAfter)} of {hours(claim.weeklyHoursLimit)} limit{target}
          {claim.cost !== null && currency && ` · Cost ${formatMoney(claim.cost, currency)}`}
        </p>
        {claim.warnings.length > 0 && (
          <ul className="space-y-0.5">
            {claim.warnings.map((warning) => (
              <li
                key={`${warning.rule}:${warning.message}`}
                className="flex items-start gap-1 text-sm font-medium text-amber-800"
              >
                <AlertTriangle aria-hidden className="mt-0.5 size-3.5 shrink-0" />
                {warning.message}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex shrink-0 gap-2">
        <RowAction
          aria-label={`Approve ${claim.employeeName}'s request`}
          onClick={() => onDecide('approve')}
        >
          Approve
        </RowAction>
        <RowAction
          variant="outline"
          aria-label={`Decline ${claim.employeeName}'s request`}
          onClick={() => onDecide('decline')}
        >
          Decline
        </RowAction>
      </div>
    </li>
  );
}
