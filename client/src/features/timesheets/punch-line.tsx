// One punch on a sheet: its kind and effective time; a corrected one shows the original struck
// through beside it, with who corrected it and why; a removed one is struck through whole. Times
// are the site's clock, whatever zone the browser keeps.
import type { ReactNode } from 'react';
import type { TimesheetPunch } from './timesheet-answers';
import { clockTimeIn } from '@/lib/zoned-clock';
import { PUNCH_KIND_WORDS } from './timesheet-words';

export function PunchLine({
  punch,
  timeZone,
  action,
}: {
  punch: TimesheetPunch;
  /** The zone the sheet's days are read in: the punch shows that clock's time. */
  timeZone: string;
  action?: ReactNode;
}) {
  const timeOf = (iso: string) => clockTimeIn(iso, timeZone);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-1.5 text-sm">
      <div className="min-w-0">
        <span className="font-medium text-slate-900">{PUNCH_KIND_WORDS[punch.kind]}</span>{' '}
        {punch.removed ? (
          <>
            <s aria-label={`Removed: ${timeOf(punch.at)}`}>{timeOf(punch.at)}</s>{' '}
            <span className="text-red-700">removed</span>
          </>
        ) : (
          <>
            {punch.originalAt && (
              <>
                <s className="text-slate-500" aria-label={`Originally ${timeOf(punch.originalAt)}`}>
                  {timeOf(punch.originalAt)}
                </s>{' '}
              </>
            )}
            <span>{timeOf(punch.at)}</span>
            {punch.punchId === null && <span className="text-slate-500"> (added)</span>}
          </>
        )}
        {punch.correctionReason && (
          <p className="text-xs text-slate-600">
            Corrected{punch.correctedBy ? ` by ${punch.correctedBy}` : ''}: {punch.correctionReason}
          </p>
        )}
        {punch.reason && <p className="text-xs text-slate-600">Reason: {punch.reason}</p>}
      </div>
      {action}
    </li>
  );
}
