// A 400 with conflicts: the shifts the request would miss and what to do about them.
import { useEffect, useRef } from 'react';
import { formatDate } from '@/lib/format-date';
import type { ConflictingShift } from './time-off';

export function ScheduleConflictPanel({
  message,
  conflicts,
  suggestion,
}: {
  message: string;
  conflicts: ConflictingShift[];
  suggestion?: string;
}) {
  // On a phone the panel opens below the fold of the dialog, under the thumb that pressed Submit.
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.scrollIntoView({ block: 'nearest' }), []);
  return (
    <div
      ref={panel}
      role="alert"
      aria-label="Schedule Conflict"
      className="space-y-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
    >
      <p className="font-semibold">Schedule Conflict</p>
      <p>{message}</p>
      {conflicts.length > 0 && (
        <ul className="list-disc space-y-1 pl-5">
          {conflicts.map((shift) => (
            <li key={`${shift.id}-${shift.date}`}>
              {shift.title} · {formatDate(shift.date, 'EEE, MMM d')} · {shift.startTime} -{' '}
              {shift.endTime}
            </li>
          ))}
        </ul>
      )}
      {suggestion && <p>{suggestion}</p>}
    </div>
  );
}
