// The employee's time clock on the dashboard, made for a phone: where they stand (clocked out,
// in, on a break) with a running timer, the shift being worked or when its clock-in opens, the
// buttons that state allows, and today's punches. A punch the server refuses says why right here.
import { useState } from 'react';
import type { PunchKind } from '@shared/validators/time-clock';
import { Button } from '@/components/ui/button';
import type { Clock } from './clock-answers';
import { ClockCardFrame, ClockLoading } from './clock-card-frame';
import { PUNCH_LABELS, punchesAllowed, stateWithQueued } from './clock-state';
import { clockTimeIn, zoneLabel } from '@/lib/zoned-clock';
import { elapsed, shiftWords } from './clock-words';
import { ReasonField } from './reason-field';
import { TodayPunches } from './today-punches';
import { useClock } from './use-clock';
import { useNow } from './use-now';
import { usePunch, usePunchQueue } from './use-punch';

export default function ClockCard({ userId }: { userId: number }) {
  const clock = useClock();
  return (
    <ClockCardFrame>
      {clock.isPending ? (
        <ClockLoading />
      ) : clock.isError ? (
        <div className="mt-3 space-y-2 text-sm text-slate-600">
          <p role="alert">Your clock could not load: {clock.error.message}</p>
          <Button variant="outline" size="sm" onClick={() => void clock.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ClockBody clock={clock.data} userId={userId} />
      )}
    </ClockCardFrame>
  );
}

const STATE_WORDS = { out: "You're clocked out", in: 'Clocked in', break: 'On a break' } as const;

function ClockBody({ clock, userId }: { clock: Clock; userId: number }) {
  const queued = usePunchQueue(userId);
  const punch = usePunch(userId, clock.geofence !== null);
  const { state, since } = stateWithQueued(clock, queued);
  const now = useNow(state !== 'out');
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const withoutShift = state === 'out' && clock.shift === null;
  const canClockIn = !withoutShift || clock.allowClockInWithoutShift;

  const onPunch = (kind: PunchKind) => {
    if (kind === 'in' && withoutShift && !reason.trim()) {
      setReasonMissing(true);
      return;
    }
    setReasonMissing(false);
    punch.mutate(
      {
        kind,
        shiftId: kind === 'in' ? clock.shift?.id : undefined,
        reason: kind === 'in' && withoutShift ? reason.trim() : undefined,
      },
      { onSuccess: () => setReason('') },
    );
  };

  return (
    <div className="mt-3 space-y-4">
      <div aria-live="polite">
        <p className="text-base font-medium text-slate-900">
          {STATE_WORDS[state]}
          {since && state !== 'out' && (
            <span className="font-normal text-slate-600">
              {' '}
              since {clockTimeIn(since, clock.timeZone)}
            </span>
          )}
        </p>
        {since && state !== 'out' && (
          <p
            className="font-mono text-3xl font-semibold text-slate-900 tabular-nums"
            aria-label="Time on the clock"
            role="timer"
          >
            {elapsed(since, now)}
          </p>
        )}
      </div>
      <ShiftLine clock={clock} />
      {state === 'out' && withoutShift && clock.allowClockInWithoutShift && (
        <ReasonField value={reason} onChange={setReason} missing={reasonMissing} />
      )}
      <div className="grid gap-2 sm:flex">
        {punchesAllowed(state)
          .filter((kind) => kind !== 'in' || canClockIn)
          .map((kind) => (
            <Button
              key={kind}
              size="lg"
              variant={kind === 'out' || kind === 'break_start' ? 'outline' : 'primary'}
              className="w-full sm:w-auto"
              disabled={punch.isPending}
              onClick={() => onPunch(kind)}
            >
              {punch.isPending && punch.variables.kind === kind ? 'Sending...' : PUNCH_LABELS[kind]}
            </Button>
          ))}
      </div>
      {punch.isError && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {punch.error.message}
        </p>
      )}
      <TodayPunches punches={clock.today} queued={queued} timeZone={clock.timeZone} />
      {zoneLabel(clock.timeZone) && (
        <p className="text-xs text-slate-600">Times in {zoneLabel(clock.timeZone)}</p>
      )}
    </div>
  );
}

function ShiftLine({ clock }: { clock: Clock }) {
  if (clock.shift)
    return <p className="text-sm text-slate-600">Shift: {shiftWords(clock.shift)}</p>;
  if (clock.nextShift)
    return (
      <p className="text-sm text-slate-600">
        Next shift: {shiftWords(clock.nextShift)}. Clock-in opens at{' '}
        {clockTimeIn(clock.nextShift.opensAt, clock.timeZone)}.
      </p>
    );
  return (
    <p className="text-sm text-slate-600">
      {clock.allowClockInWithoutShift
        ? 'No shift right now. You can still clock in and say why.'
        : 'No shift to clock in for right now.'}
    </p>
  );
}
