// One person at the kiosk: their PIN, then the punches their state allows. The answer is said
// back in words ("Clocked in at 9:02 AM") before the board returns for the next person.
//
// Offline, the kiosk takes no punch. Only the server can check a PIN, so a punch kept to send
// later would have to keep the PIN with it, and it could not say whether the PIN was right until
// the person had gone: a mistyped PIN would lose the punch after the kiosk had said "Thanks", and
// a shared screen would hold people's PINs meanwhile. The person's own phone keeps an offline
// punch under their session instead, which needs no PIN.
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useOnlineStatus } from '@/lib/use-online-status';
import { clockTimeIn } from '@/lib/zoned-clock';
import type { PunchKind } from '@shared/validators/time-clock';
import { PUNCH_LABELS, PUNCH_WORDS, punchesAllowed } from '../clock-state';
import type { KioskPerson, KioskPunchAnswer } from './kiosk-answers';
import { PinPad } from './pin-pad';
import { useKioskPunch } from './use-kiosk';

// Long enough to read, short enough that the next person is not kept waiting.
const CONFIRMATION_MS = 4000;
const PIN_MIN = 4;
export const KIOSK_OFFLINE = "You're offline: punches can't be checked now";

export function KioskPunchPanel({
  token,
  person,
  timeZone,
  onDone,
}: {
  token: string;
  person: KioskPerson;
  /** The location's: the answer is said on its clock, whatever zone the tablet keeps. */
  timeZone: string;
  onDone: () => void;
}) {
  const [pin, setPin] = useState('');
  const punch = useKioskPunch(token);
  const [done, setDone] = useState<KioskPunchAnswer | null>(null);
  const online = useOnlineStatus();

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onDone, CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [done, onDone]);

  if (done)
    return (
      <section aria-live="polite" className="rounded-2xl bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-semibold text-slate-900">Thanks, {done.name}</h1>
        <p className="mt-2 text-lg text-slate-700">
          {PUNCH_WORDS[done.punch.kind]} at {clockTimeIn(done.punch.at, timeZone)}
        </p>
        <Button className="mt-6" size="lg" onClick={onDone}>
          Done
        </Button>
      </section>
    );

  const send = (kind: PunchKind) =>
    punch.mutate(
      { employeeId: person.employeeId, pin, kind },
      { onSuccess: setDone, onError: () => setPin('') },
    );

  return (
    <section aria-labelledby="kiosk-person" className="rounded-2xl bg-white p-6 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h1 id="kiosk-person" className="text-2xl font-semibold text-slate-900">
            {person.name}
          </h1>
          <p className="text-slate-600">Enter your PIN, then choose.</p>
        </div>
        <Button variant="outline" onClick={onDone}>
          Back
        </Button>
      </div>
      <div className="mt-6">
        <PinPad value={pin} onChange={setPin} />
      </div>
      {!online && (
        <div role="alert" className="mt-4 text-center">
          <p className="font-medium text-red-600">{KIOSK_OFFLINE}</p>
          <p className="text-slate-600">
            Punch on your phone: it sends the punch once it's online.
          </p>
        </div>
      )}
      {online && punch.isError && (
        <p role="alert" className="mt-4 text-center font-medium text-red-600">
          {punch.error.message}
        </p>
      )}
      <div className="mx-auto mt-6 grid max-w-xs gap-3">
        {punchesAllowed(person.state).map((kind) => (
          <Button
            key={kind}
            size="lg"
            disabled={!online || pin.length < PIN_MIN || punch.isPending}
            onClick={() => send(kind)}
          >
            {PUNCH_LABELS[kind]}
          </Button>
        ))}
      </div>
    </section>
  );
}
