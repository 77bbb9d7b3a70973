// Pieces every request card shows: a labelled shift line and the quoted reason.
import { shiftWhen } from './request-format';
import type { RequestShift } from './types';

export function ShiftLine({ label, shift }: { label: string; shift: RequestShift | null }) {
  return (
    <p className="text-sm text-slate-700">
      <span className="font-medium text-slate-900">{label}</span>{' '}
      {shift ? (
        <>
          {shift.title} <span className="text-slate-500">· {shiftWhen(shift)}</span>
        </>
      ) : (
        <span className="text-slate-500">Shift no longer exists</span>
      )}
    </p>
  );
}

/** The reason in quotes; a cover request's reason is hidden when it merely repeats the title. */
export function Reason({ reason, hideIf }: { reason: string | null; hideIf?: string }) {
  if (!reason || reason === hideIf) return null;
  return <p className="text-sm text-slate-600 italic">&ldquo;{reason}&rdquo;</p>;
}

export function RequestCardFrame({ children }: { children: React.ReactNode }) {
  return <li className="space-y-2 rounded-lg border border-slate-200 p-4">{children}</li>;
}
