// Today's punches under the clock, oldest first, then any still waiting for a connection.
import type { ClockPunch } from './clock-answers';
import { PUNCH_WORDS } from './clock-state';
import { clockTimeIn } from '@/lib/zoned-clock';
import type { QueuedPunch } from './punch-queue';

const GEOFENCE_NOTES = {
  outside: 'outside the area',
  denied: 'no location',
  inside: null,
  none: null,
} as const;

export function TodayPunches({
  punches,
  queued,
  timeZone,
}: {
  punches: ClockPunch[];
  queued: readonly QueuedPunch[];
  /** Where the person works today: times are that clock's. */
  timeZone: string;
}) {
  const timeOf = (iso: string) => clockTimeIn(iso, timeZone);
  if (punches.length === 0 && queued.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">Today</h3>
      <ul className="mt-1 divide-y divide-slate-100 text-sm">
        {punches.map((punch) => {
          const note = GEOFENCE_NOTES[punch.geofence];
          return (
            <li key={punch.id} className="flex justify-between gap-3 py-1.5">
              <span>{PUNCH_WORDS[punch.kind]}</span>
              <span className="text-slate-600">
                {timeOf(punch.at)}
                {note && <span className="ml-2 text-amber-700">({note})</span>}
              </span>
            </li>
          );
        })}
        {queued.map((punch) => (
          <li key={punch.body.idempotencyKey} className="flex justify-between gap-3 py-1.5">
            <span>{PUNCH_WORDS[punch.kind]}</span>
            <span className="text-amber-800">
              {timeOf(punch.body.deviceTime)}: Recorded offline, will send
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
