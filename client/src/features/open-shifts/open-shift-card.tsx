// One open place as a person who may take it sees it: when, the position, who works it already,
// their week's hours if they take it, and 'Pick up' (first come) or 'Request' (approval or bid).
// A request waiting for a manager shows as pending with a Withdraw button instead.
import clsx from 'clsx';
import type { OpenShiftResponse } from '@shared/validators/open-shifts-responses';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { shiftColorClasses } from '@/lib/shift-colors';
import { hours, shiftDay, shiftHours } from './claim-format';
import { ClaimStatusBadge } from './claim-status-badge';

// Thumb-sized on a phone, compact from the tablet width up.
const THUMB = 'h-11 w-full sm:h-10 sm:w-auto';

interface OpenShiftCardProps {
  shift: OpenShiftResponse;
  /** This card's claim or withdrawal is on its way. */
  busy: boolean;
  onClaim: (shift: OpenShiftResponse) => void;
  onWithdraw: (claimId: number) => void;
}

export function OpenShiftCard({ shift, busy, onClaim, onWithdraw }: OpenShiftCardProps) {
  const firstCome = shift.claimMode === 'first_come';
  const pending = shift.myClaim?.status === 'pending' ? shift.myClaim : null;
  const headingId = `open-shift-${shift.shiftId}`;
  return (
    <li aria-labelledby={headingId} className="space-y-2 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="font-semibold text-slate-900">
            {shiftDay(shift)} · {shift.title}
          </h3>
          <p className="text-sm text-slate-700 tabular-nums">{shiftHours(shift)}</p>
        </div>
        <PositionChip name={shift.positionName} color={shift.positionColor} />
      </div>
      <p className="text-sm text-slate-600">
        {shift.coworkers.length > 0 ? `With ${shift.coworkers.join(', ')}` : 'Nobody on it yet'}
        {' · '}
        {shift.openPlaces === 1 ? '1 open place' : `${shift.openPlaces} open places`}
      </p>
      <p className="text-sm text-slate-600">
        Your week if you take it:{' '}
        <span className="font-medium text-slate-900 tabular-nums">
          {hours(shift.hoursAfter)} of {hours(shift.weeklyHoursLimit)}
        </span>
      </p>
      {shift.claimMode === 'bid' && shift.bidDeadline && (
        <p className="text-sm text-slate-600">
          Requests close {formatDate(shift.bidDeadline, 'EEE, MMM d, h:mm a')}; the fairest pick
          gets it.
        </p>
      )}
      {pending ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="flex items-center gap-2 text-sm text-slate-700">
            <ClaimStatusBadge status="pending" /> Requested, waiting for a manager
          </span>
          <Button
            variant="outline"
            className={THUMB}
            disabled={busy}
            onClick={() => onWithdraw(pending.id)}
          >
            {busy ? 'Withdrawing...' : 'Withdraw'}
            <span className="sr-only"> request for {shift.title}</span>
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {shift.myClaim && <ClaimStatusBadge status={shift.myClaim.status} />}
          <Button
            className={clsx(THUMB, 'sm:ml-auto')}
            disabled={busy}
            onClick={() => onClaim(shift)}
          >
            {busy
              ? firstCome
                ? 'Picking up...'
                : 'Requesting...'
              : firstCome
                ? 'Pick up'
                : 'Request'}
            <span className="sr-only">
              {' '}
              {shift.title}, {shiftDay(shift)}
            </span>
          </Button>
        </div>
      )}
    </li>
  );
}

function PositionChip({ name, color }: { name: string | null; color: string | null }) {
  if (!name) return null;
  return (
    <Badge className={clsx('gap-1.5 border', shiftColorClasses(color ?? '').badge)}>
      <span
        aria-hidden
        className={clsx('size-2 rounded-full', shiftColorClasses(color ?? '').swatch)}
      />
      {name}
    </Badge>
  );
}
