// One person at the kiosk: their PIN, then the punches their state allows. The answer is said
// back in words ("Clocked in at 9:02 AM") before the board returns for the next person.
//
// Offline, the punch is saved sealed (use-kiosk.ts) and the kiosk says just that: saved, to be
// checked with the PIN once the kiosk is back online, and not counted if the PIN doesn't match.
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useOnlineStatus } from '@/lib/use-online-status';
import { clockTimeIn } from '@/lib/zoned-clock';
import type { PunchKind } from '@shared/validators/time-clock';
import { PUNCH_LABELS, PUNCH_WORDS, punchesAllowed } from '../clock-state';
import type { KioskPerson } from './kiosk-answers';
import { PinPad } from './pin-pad';
import {
  KIOSK_CANNOT_SAVE,
  useKioskPunch,
  useKioskPunchKey,
  type KioskPunchResult,
} from './use-kiosk';

// Long enough to read, short enough that the next person is not kept waiting.
const CONFIRMATION_MS = 4000;
// A saved punch has more to say, and the person should read it before leaving.
const SAVED_CONFIRMATION_MS = 8000;
const PIN_MIN = 4;
export const KIOSK_SAVED_NOTE =
  "This kiosk is offline: your PIN will be checked when it's back online. If it doesn't match, the punch won't count.";

function Confirmation({
  person,
  result,
  timeZone,
  onDone,
}: {
  person: KioskPerson;
  result: KioskPunchResult;
  timeZone: string;
  onDone: () => void;
}) {
  const checked = 'checked' in result ? result.checked : null;
  const punch = checked ? checked.punch : 'saved' in result ? result.saved : null;
  return (
    <section aria-live="polite" className="rounded-2xl bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-semibold text-slate-900">
        {checked ? `Thanks, ${checked.name}` : `Saved, ${person.name}`}
      </h1>
      {punch && (
        <p className="mt-2 text-lg text-slate-700">
          {PUNCH_WORDS[punch.kind]} at {clockTimeIn(punch.at, timeZone)}
          {!checked && ', recorded offline'}
        </p>
      )}
      {!checked && <p className="mx-auto mt-3 max-w-md text-slate-600">{KIOSK_SAVED_NOTE}</p>}
      <Button className="mt-6" size="lg" onClick={onDone}>
        Done
      </Button>
    </section>
  );
}

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
  const key = useKioskPunchKey(token).data;
  const punch = useKioskPunch(token, key);
  const [done, setDone] = useState<KioskPunchResult | null>(null);
  const online = useOnlineStatus();
  const canPunch = online || key !== undefined;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onDone, 'saved' in done ? SAVED_CONFIRMATION_MS : CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [done, onDone]);

  if (done) return <Confirmation person={person} result={done} timeZone={timeZone} onDone={onDone} />;

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
        <p role={canPunch ? 'status' : 'alert'} className="mt-4 text-center text-slate-700">
          {canPunch
            ? "You're offline: your punch will be saved and checked once the kiosk is back online."
            : KIOSK_CANNOT_SAVE}
        </p>
      )}
      {punch.isError && (
        <p role="alert" className="mt-4 text-center font-medium text-red-600">
          {punch.error.message}
        </p>
      )}
      <div className="mx-auto mt-6 grid max-w-xs gap-3">
        {punchesAllowed(person.state).map((kind) => (
          <Button
            key={kind}
            size="lg"
            disabled={!canPunch || pin.length < PIN_MIN || punch.isPending}
            onClick={() => send(kind)}
          >
            {PUNCH_LABELS[kind]}
          </Button>
        ))}
      </div>
    </section>
  );
}
